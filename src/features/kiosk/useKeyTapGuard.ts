import { useEffect, type RefObject } from 'react';

/** What a tap sends after the finger lifts, aimed at whatever is under it by then. */
const TAP_EVENTS = ['mousedown', 'mouseup', 'click'] as const;

/**
 * A tap on the on-screen keyboard stays on the keyboard (docs/architecture.md §5). Its keys act on
 * pointer-down, and a key may close the keyboard or change its shape (Done, Next, a layout switch)
 * before the finger lifts; the browser then aims the tap's mouse events and click at what lies
 * under the finger, such as the action bar's "Finish & clear screen". From a pointer-down on the
 * keyboard until that tap's click, the tap's events outside the keyboard are dropped.
 */
export function useKeyTapGuard(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let tapOnKeyboard = false;
    const onKeyboard = (event: Event) =>
      event.target instanceof Node && (panel.current?.contains(event.target) ?? false);
    const onPointerDown = (event: Event) => {
      tapOnKeyboard = onKeyboard(event);
    };
    const onTapEvent = (event: Event) => {
      if (!tapOnKeyboard || !event.isTrusted) return;
      // The click is the tap's last event: whatever comes after is a new gesture's.
      if (event.type === 'click') tapOnKeyboard = false;
      if (onKeyboard(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    // A click from a physical key belongs to no tap.
    const onKeyDown = () => {
      tapOnKeyboard = false;
    };
    // The window's capture phase: before any of the page's own listeners.
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    for (const type of TAP_EVENTS) window.addEventListener(type, onTapEvent, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
      for (const type of TAP_EVENTS) window.removeEventListener(type, onTapEvent, true);
    };
  }, [panel]);
}
