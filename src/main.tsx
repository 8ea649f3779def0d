import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstPageLoaded } from './app/router';

// The first HTML may hold the server's rendering of the page (inert until now): the app replaces
// it with the same page once that page's modules are in (docs/architecture.md §10).
const root = document.getElementById('root')!;
void firstPageLoaded().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
