// One spelling per API route (docs/contract.md §7, "One spelling per path"): the routers match
// paths exactly, and the rate budgets count every other spelling of a limited route as that route.
import { API_PREFIX } from '../../src/contract/api';

/**
 * Case-sensitive, and a trailing slash is another path: `/API/complain` and `/api/desk/session/`
 * are 404s, not second doors to the same handler that a per-path limit would not see.
 */
export const API_ROUTER_OPTIONS = { sensitive: true, strict: true } as const;

/**
 * The one form of every spelling of a path: percent-escapes decoded, repeated slashes as one, no
 * trailing slash, lower case. For counting and classifying only, never for answering. `.` and
 * `..` are left alone: no router resolves them, and resolving them would let
 * `/api/x/..%2f..%2fetc` leave /api for the web app.
 */
export function normalizedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as sent: it matches no route either.
  }
  const single = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}

/** Every spelling of /api and below belongs to the API (a JSON answer, never the web app). */
export function isApiPath(path: string): boolean {
  const p = normalizedPath(path);
  return p === API_PREFIX || p.startsWith(`${API_PREFIX}/`);
}
