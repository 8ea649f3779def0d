import { useEffect } from 'react';

const VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
const FIELDS = 'form, input, textarea, select';

/** Browsers must not remember what one visitor typed and offer it to the next. */
function forgetFields(root: ParentNode) {
  root.querySelectorAll<HTMLElement>(FIELDS).forEach((el) => {
    if (el.getAttribute('autocomplete') !== 'off') el.setAttribute('autocomplete', 'off');
  });
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, [contenteditable="true"]');

/**
 * Kiosk-wide page settings, for as long as the app runs: the `kiosk` class that switches on the
 * touch stylesheet, a viewport without pinch zoom, no context menu (a long press on a touch
 * screen), no dragging of links and images, and autocomplete off on every form field.
 */
export function useKioskDocument(): void {
  useEffect(() => {
    const html = document.documentElement;
    html.classList.add('kiosk');

    let viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const previousViewport = viewport?.content ?? null;
    if (!viewport) {
      viewport = document.createElement('meta');
      viewport.name = 'viewport';
      document.head.append(viewport);
    }
    viewport.content = VIEWPORT;

    const prevent = (event: Event) => {
      if (event.type === 'contextmenu' && isEditable(event.target)) return;
      event.preventDefault();
    };
    document.addEventListener('contextmenu', prevent);
    document.addEventListener('dragstart', prevent);

    forgetFields(document);
    const observer = new MutationObserver((mutations) => {
      for (const m of mutations) {
        m.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(FIELDS)) node.setAttribute('autocomplete', 'off');
          forgetFields(node);
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    return () => {
      html.classList.remove('kiosk');
      if (previousViewport !== null) viewport.content = previousViewport;
      document.removeEventListener('contextmenu', prevent);
      document.removeEventListener('dragstart', prevent);
      observer.disconnect();
    };
  }, []);
}
