// Stored HTML made safe to draw (src/contract/html.ts): in the browser by DOMPurify on the page's
// own DOM; in the server's rendering of a page, which has no DOM, by the sanitizer the renderer
// provides (src/entry-server.tsx, docs/architecture.md §10).
import { createSanitizer } from '../contract/html';

let sanitizer: ((html: string) => string) | undefined;

/** The renderer's sanitizer, for a process without a window. */
export function provideSanitizer(sanitize: (html: string) => string) {
  sanitizer = sanitize;
}

/**
 * `html` sanitized; created on first use, as DOMPurify binds to the page's window. Without a window
 * or a provided sanitizer there is nothing safe to draw, and the answer is empty.
 */
export function sanitizeStoredHtml(html: string): string {
  if (typeof window !== 'undefined') sanitizer ??= createSanitizer(window);
  return sanitizer ? sanitizer(html) : '';
}
