// @ts-check
// A server-rendered page's scripts, fetched once its picture has painted (docs/architecture.md
// §10). The first HTML names the entry (`data-app`) and every module the page needs
// (`data-preload`); until the first frame is drawn, the stylesheet, the font and the page's
// pictures have a slow network to themselves, then all modules are fetched at once, side by side.
const start = document.querySelector('script[data-app]');
const app = start?.getAttribute('data-app') ?? '';
const modules = (start?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
/** Only the build's own files: the names come from the server, but a page is no place to trust. */
const ours = (/** @type {string} */ href) => /^\/assets\/[\w.-]+\.js$/.test(href);

let started = false;
function load() {
  if (started) return;
  started = true;
  for (const href of modules.filter(ours)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (ours(app)) void import(app);
}

// The browser's note of its first paint, or a task queued from a frame's callback (which runs
// just before the frame is drawn), whichever comes first: a page's own clock may be held (tests
// hold it), and a tab in the background paints nothing, so it loads at once.
if (document.visibilityState === 'hidden') load();
else {
  new PerformanceObserver(load).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(load));
}
