import { FIRST_ANSWERS_ID } from '../contract/pages';

/**
 * The GET answers the page's first HTML carried (docs/performance.md), by URL. Absent when the
 * page was not served by the app's server (the dev server) or the element cannot be read: the app
 * then asks for everything, as it always may.
 */
let answers = readAnswers();
/** True while the server renders a page (src/entry-server.tsx): nothing may be fetched then. */
let renderingOnServer = false;

function readAnswers(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The `data` of GET `url` as the first HTML carried it, once: a later read (a kiosk's reset makes a
 * new store) asks the server, so a kiosk that runs for days does not keep the morning's lists.
 */
export function takeFirstAnswer<T>(url: string): T | undefined {
  if (!Object.hasOwn(answers, url)) return undefined;
  const data = answers[url] as T;
  delete answers[url];
  return data;
}

/**
 * Holds `data`, just fetched, as GET `url`'s answer for the next read of it: a kiosk's reset fetches
 * the site data before it swaps in the next visitor's store, whose start screen then draws with it
 * at once instead of suspending for a fetch (docs/performance.md).
 */
export function offerAnswer(url: string, data: unknown): void {
  answers[url] = data;
}

/**
 * GET `url`'s data: the first HTML's answer when it carried one, else `fetch()`. In the server's
 * rendering of a page nothing is fetched: what the first HTML does not carry is drawn as loading,
 * as the browser's first render draws it.
 */
export function firstAnswerOr<T>(url: string, fetch: () => Promise<T>): T | Promise<T> {
  const first = takeFirstAnswer<T>(url);
  if (first !== undefined) return first;
  return renderingOnServer ? new Promise<T>(() => {}) : fetch();
}

/**
 * The server's rendering of a page (src/entry-server.tsx) draws from `next`, the answers its first
 * HTML carries, until `endServerRendering`.
 */
export function startServerRendering(next: Record<string, unknown>): void {
  answers = { ...next };
  renderingOnServer = true;
}

export function endServerRendering(): void {
  answers = {};
  renderingOnServer = false;
}
