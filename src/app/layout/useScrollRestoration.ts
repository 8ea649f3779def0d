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
    if (saved !== undefined && !first) return window.scrollTo(0, saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) return target.scrollIntoView();
    if (!first) window.scrollTo(0, 0);
  }, [key, hash, action]);
}
