import { FIRST_ANSWERS_ID } from '../contract/pages';

/**
 * The GET answers the page's first HTML carried (docs/architecture.md §10), by URL. Absent when the
 * page was not served by the app's server (the dev server) or the element cannot be read: the app
 * then asks for everything, as it always may.
 */
const answers = readAnswers();

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
