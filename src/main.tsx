import '@fontsource-variable/inter';
import './app/interFallback.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { Live } from './app/Live';
import { firstPageLoaded } from './app/router';
import { storedLanguage } from './i18n/atoms';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { isKiosk } from './lib/kioskMode';
import { takingOverPicture } from './lib/firstPage';

// The first HTML may hold the server's rendering of the page, inert and hidden until the app has
// taken it over (docs/performance.md).
const root = document.getElementById('root')!;

/**
 * A part the server left unfinished at its time limit (src/entry-server.tsx, on a busy server) is
 * drawn by the app, as designed: React reports it as a recoverable error (#419), which by default
 * is reported as an uncaught error on the page. It is logged as a warning instead; any other
 * recoverable error (the app's first render differing from the server's) is still reported.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) console.warn(message);
  else reportError(error);
}

const app = (atFirstCommit: boolean) => (
  <StrictMode>
    <Live root={root} atFirstCommit={atFirstCommit}>
      <App />
    </Live>
  </StrictMode>
);

void firstPageLoaded().then(() => {
  // Without a picture (the desk, the kiosk package, a page the server could not render), on a
  // kiosk, which opens on its own start screen, or for a visitor who reads another language than
  // the picture's English, the app draws the page itself: as a transition, React renders it in
  // slices and lets the browser in between, instead of one long task that blocks the phone's main
  // thread.
  if (!root.hasAttribute('inert') || isKiosk || storedLanguage() !== DEFAULT_LANGUAGE) {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app(true)));
    return;
  }
  // The start script loads the app once the picture has painted: its first paint is on record
  // (now, if the browser kept none).
  const painted = performance.getEntriesByName('first-contentful-paint')[0];
  takingOverPicture(painted?.startTime ?? performance.now());
  // The app's first render draws what the server drew, from the same answers: React takes the
  // picture over in place (hydration) instead of building the page again over it. Begun in a
  // transition, that too goes in slices (at the default priority it would be one long task).
  startTransition(() => {
    hydrateRoot(root, app(false), { onRecoverableError });
  });
});
