// Whether an error means the store could not be reached (PostgreSQL stopped, frozen, restarting or
// out of reach), as opposed to a fault in what was asked: the first is a 503 with Retry-After on
// every route (docs/storage.md, "When the database is down"), the second stays a 500.

/** Socket errors of a server that is gone or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs of the same: class 08 (connection exception), a server shutting down or
 * starting (57P01–57P03), and a statement cancelled by our own statement_timeout (57014).
 */
const POSTGRES_CODES = /^(08...|57P0[123]|57014)$/;

/** node-postgres' own words for its connect and query time-outs and a lost connection. */
const POSTGRES_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

export function isStoreUnreachable(err: unknown): boolean {
  // Wrappers keep the store's error as their cause (e.g. the routes' 503s).
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) {
      return true;
    }
    if (typeof message === 'string' && POSTGRES_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/** What a client is told to wait before it tries again while the store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 10;
