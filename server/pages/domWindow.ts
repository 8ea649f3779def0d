// A DOM for DOMPurify on the server, made on first use: jsdom alone adds about 95 MB to the
// process, which a server that only serves visitors never needs (docs/architecture.md §8).
import type { WindowLike } from 'dompurify';

let window: Promise<WindowLike> | undefined;

export function domWindow(): Promise<WindowLike> {
  window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window as unknown as WindowLike);
  return window;
}
