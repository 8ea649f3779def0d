/**
 * Error codes Node gives a response stream whose client went away (closed the tab, lost the
 * network, cancelled a download). Nothing failed on our side, so they are not server errors.
 */
const CLIENT_GONE_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

/** True for the error of a request or response the client abandoned mid-way. */
export function isClientGone(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CLIENT_GONE_CODES.has(code)) || message === 'aborted';
}
