import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this tab's history, by history entry. */
const positions = new Map<string, number>();
let shownKey: string | null = null;
const record = () => positions.set(shownKey ?? '', window.scrollY);
const manual = () => (window.history.scrollRestoration = 'manual');
/** A reload or a page from the back-forward cache: the browser places a new document itself. */
const auto = () => (window.history.scrollRestoration = 'auto');

/**
 * A new page starts at the top, or at its #target; Back and Forward return to where the visitor
 * was on that page. The first page stays where the browser put it (the top, or on a reload where
 * the visitor was). Pages that scroll themselves (news, complaints) do so after SCROLL_DELAY_MS,
 * which comes after this.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);
  useLayoutEffect(() => {
    const first = shownKey === null;
    shownKey = key;
    const saved = action === 'POP' ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // Statements, never `return scrollTo(…)`: Chromium's scroll calls return a Promise, which
    // React takes for the effect's cleanup and calls when the page goes. The kiosk's "Back to
    // start" after a task at its #target (Track a complaint) then threw and left the screen
    // blank, and the site's next page after a Back failed (issue 38; kioskStart.e2e 'returns from
    // "Track a complaint"', layout.e2e 'returns to where the visitor was on Back').
    if (saved !== undefined && !first) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [key, hash, action]);
}
