import '@fontsource-variable/inter';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstPageLoaded } from './app/router';
import { replacingPicture } from './lib/firstPage';

// The first HTML may hold the server's rendering of the page (inert until now): the app replaces
// it with the same page once that page's modules are in (docs/architecture.md §10).
const root = document.getElementById('root')!;
void firstPageLoaded().then(() => {
  // The start script loads the app once the picture has painted: its first paint is on record.
  const painted = performance.getEntriesByName('first-contentful-paint')[0];
  if (painted && root.querySelector(':scope > [inert]')) replacingPicture(painted.startTime);
  const reactRoot = createRoot(root);
  // As a transition, React renders the page in slices of a few milliseconds and lets the browser
  // in between, instead of one long task that blocks the phone's main thread; the server's
  // picture stays on screen until the page is ready to replace it (docs/architecture.md §10).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
