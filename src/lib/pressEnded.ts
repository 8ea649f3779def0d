/**
 * How long after a release a click may still come: a touch's click follows its release as a
 * separate gesture (a tap), not at once as a mouse's does.
 */
const CLICK_AFTER_RELEASE_MS = 300;

/**
 * Resolves once the press that begins now (called from a `pointerdown`) has ended: just after
 * its click's handlers have run, or a moment after a release that no click follows (a drag
 * away, a touch that became a scroll). Swapping the pressed element for another before then
 * would swallow the click: the browser sends it to what both the press and the release hit.
 */
export function pressEnded(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('click', finish, true);
      window.removeEventListener('pointerup', released, true);
      window.removeEventListener('pointercancel', released, true);
      // Heard in the click's capture phase: its own handlers run first.
      setTimeout(resolve);
    };
    const released = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, CLICK_AFTER_RELEASE_MS);
    };
    window.addEventListener('click', finish, true);
    window.addEventListener('pointerup', released, true);
    window.addEventListener('pointercancel', released, true);
  });
}
