import { createContext, use, useCallback, useEffect, type ReactNode } from 'react';

/** Makes `root` take input and be read by assistive technology; nothing when it already does. */
const MakeLive = createContext<() => void>(() => {});

/**
 * The app in `root`, which holds the server's rendering of the page (docs/performance.md),
 * inert and hidden: nothing there could answer yet. The page becomes live when the app's own is
 * on screen. An app that draws anew (`atFirstCommit`) has it so at its first commit. One that takes
 * the picture over does so in parts (the shell, then each Suspense boundary), and the page is live
 * when `PageLive` says the page's own part is taken over: a click or a form's submission on a part
 * not yet taken over would reach no handler of the app.
 */
export function Live({
  root,
  atFirstCommit,
  children,
}: {
  root: HTMLElement;
  atFirstCommit: boolean;
  children: ReactNode;
}) {
  const makeLive = useCallback(() => {
    root.removeAttribute('inert');
    root.removeAttribute('aria-hidden');
  }, [root]);
  useEffect(() => {
    if (atFirstCommit) makeLive();
  }, [atFirstCommit, makeLive]);
  return <MakeLive value={makeLive}>{children}</MakeLive>;
}

/**
 * Placed beside a page, inside the part (Suspense boundary) that draws it, and in the whole-page
 * answers that draw instead of the layout: when it is committed, so is the page, and `Live`'s root
 * becomes live.
 */
export function PageLive() {
  const makeLive = use(MakeLive);
  useEffect(() => makeLive(), [makeLive]);
  return null;
}
