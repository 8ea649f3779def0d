// The server's rendering of a public page into its first HTML (docs/performance.md), built by
// `vite build --ssr` into dist-ssr/ and run in a worker thread by server/pages/pageRenderer.ts, one page
// at a time. It draws what the browser's first render draws, from the answers the first HTML
// carries; the app then takes it over. Its styles are Panda's, in the stylesheet the page links.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { PublicPages } from './app/PublicPages';
import { loadPagesOf } from './app/routes';
import { endServerRendering, startServerRendering } from './lib/firstAnswers';

const nowhere = () => Promise.resolve();
const RENDER_TIMEOUT_MS = 2000;

/**
 * The page at `url` (an absolute URL) as HTML, drawn from `answers` (the first HTML's answers, by
 * URL), and whether a part was left to the app (server/pages/pageRenderer.ts `RenderedPage`).
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
): Promise<{ html: string; partial: boolean }> {
  const { pathname, search } = new URL(url);
  // The page's modules first, as the browser does (firstPageLoaded): a cold worker reads them from
  // disk, which on a busy machine took the whole time limit, and the page went out as a spinner.
  // One that cannot load is left to the rendering, which draws its error.
  await loadPagesOf(pathname).catch(() => undefined);
  startServerRendering(answers);
  // What is still loading after the time limit (a lazy part) is left to the app, drawn as its
  // fallback. The timer goes with the rendering: a late abort would be reported as an error.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(
      <AppProviders goHome={nowhere} navigate={nowhere}>
        <StaticRouter location={pathname + search}>
          <PublicPages />
        </StaticRouter>
      </AppProviders>,
      // Everything inline, in place: React would otherwise move large parts to the end with an
      // inline script to put them back, which the content security policy rightly refuses.
      {
        signal: stop.signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part left to the app at the time limit is no error; others reach the server's log.
        onError: (err) => (stop.signal.aborted ? undefined : console.error(err)),
      },
    );
    // A drawing cut short at the time limit is served, but not kept (drawn again when next asked).
    const partial = stop.signal.aborted;
    return { html: await new Response(prelude).text(), partial };
  } finally {
    clearTimeout(timer);
    endServerRendering();
  }
}
