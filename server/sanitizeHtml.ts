import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { createSanitizer } from '../src/contract/html';

/**
 * The browser's allow-list, applied on the server when content is saved, so stored HTML is
 * already clean. jsdom is the DOM DOMPurify is tested against outside browsers.
 */
export const sanitizeHtml = createSanitizer(new JSDOM('').window as unknown as WindowLike);
