// An editor's unsaved HTML made safe to preview on the desk, by DOMPurify on the page's own DOM with
// the shared allow-list (src/contract/html.ts). What visitors see arrives sanitized by the server
// (src/contract/htmlFields.ts), so the public pages do not load this.
import { createSanitizer } from '../contract/html';

let sanitizer: ((html: string) => string) | undefined;

/** `html` sanitized; the sanitizer is made on first use, as DOMPurify binds to the page's window. */
export function sanitizeStoredHtml(html: string): string {
  sanitizer ??= createSanitizer(window);
  return sanitizer(html);
}
