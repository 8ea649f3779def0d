// The server's rendering of a public page into its first HTML (docs/architecture.md §10), built by
// `vite build --ssr` into dist-ssr/ and run in a worker thread by server/pageRenderer.ts, one page
// at a time. It draws what the browser's first render draws, from the answers the first HTML
// carries; the app then replaces it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { publicRoutes } from './app/routes';
import { sanitizeWithoutDom } from './contract/htmlWithoutDom';
import { endServerRendering, startServerRendering } from './lib/firstAnswers';
import { provideSanitizer } from './lib/storedHtml';

const handler = createStaticHandler([publicRoutes]);
// Stored HTML (the charter, content pages, news) is in the page's first paint, sanitized here.
provideSanitizer(sanitizeWithoutDom);
const nowhere = () => Promise.resolve();
const RENDER_TIMEOUT_MS = 2000;

/**
 * The page at `url` (an absolute URL) as HTML, drawn from `answers` (the first HTML's answers, by
 * URL); null when the router answers with a redirect or an error page is all there is to draw.
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  startServerRendering(answers);
  // What is still loading after the time limit (a lazy part) is left to the app, drawn as its
  // fallback. The timer goes with the rendering: a late abort would be reported as an error.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(
      <CacheProvider value={stylesForEveryElement()}>
        <AppProviders goHome={nowhere} navigate={nowhere}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
      // Everything inline, in place: React would otherwise move large parts to the end with an
      // inline script to put them back, which the content security policy rightly refuses.
      {
        signal: stop.signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part left to the app at the time limit is no error; others reach the server's log.
        onError: (err) => (stop.signal.aborted ? undefined : console.error(err)),
      },
    );
    return gatherStyles(await new Response(prelude).text());
  } finally {
    clearTimeout(timer);
    endServerRendering();
  }
}

/**
 * Emotion's cache for one rendering, made to write an element's rules before every element that
 * has them, not only before the first. React draws a part's loading fallback before the part and
 * then throws the fallback's markup away when the part is ready; rules written only in there
 * were lost, and the content pages' spinner was drawn as nothing (docs/architecture.md §10).
 * gatherStyles keeps each element's rules once.
 */
function stylesForEveryElement(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.inserted = new Proxy<EmotionCache['inserted']>({}, { set: () => true });
  return cache;
}

/** The style elements emotion writes before each element that has styles (not the global ones). */
const ELEMENT_STYLES = /<style data-emotion="css ([^"]+)">(.*?)<\/style>/gs;

/**
 * The page's element styles gathered into one style element where the first of them was: emotion
 * writes one before each element that has styles, some 170 on the home page, and the browser's
 * moving each of them into the head as the app starts was a long task on a phone
 * (docs/architecture.md §10). The global styles stay ahead of them: they name Chakra's cascade
 * layers in order, and a layer first named by an element's rules would come first.
 * Emotion in the browser takes the one element over as it did the many: the names in
 * `data-emotion` tell it which rules are there already. The markup is React's, whose text cannot
 * hold a `<style` tag, so the pattern finds only emotion's elements. Elements with the same styles
 * bring the same rules (stylesForEveryElement), kept once here.
 */
function gatherStyles(markup: string): string {
  const found = [...markup.matchAll(ELEMENT_STYLES)];
  const [first] = found;
  if (!first) return markup;
  const names = [...new Set(found.flatMap((style) => style[1]!.split(' ')))].join(' ');
  const rules = [...new Set(found.map((style) => style[2]))].join('');
  const gathered = `<style data-emotion="css ${names}">${rules}</style>`;
  const rest = markup.slice(first.index).replace(ELEMENT_STYLES, '');
  return markup.slice(0, first.index) + gathered + rest;
}
