import { createSanitizer } from '../../src/contract/html';
import { domWindow } from './domWindow';

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * The browser's allow-list, applied on the server when content is saved, so stored HTML is
 * already clean. jsdom is the DOM DOMPurify is tested against outside browsers.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  sanitizer ??= domWindow().then(createSanitizer);
  return (await sanitizer)(html);
}
