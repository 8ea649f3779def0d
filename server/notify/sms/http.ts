// A provider's HTTP call and how it fails (issue 42, Delivery): what trying again can fix (no
// network, no answer in time, a 5xx, 429 or 408) is transient and the outbox tries again later;
// any other refusal (a bad key, an unknown template, a malformed number) is permanent. The status
// kept is the HTTP status with its standard reason and the provider's error code, never the
// answer's text, which may quote the number or the variables.
import { STATUS_CODES } from 'node:http';
import { SendError } from '../transport';

/** A provider's own error code, when it is one (letters, digits, a few marks, short). */
export const errorCode = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') &&
  /^[A-Za-z0-9_.-]{1,24}$/.test(String(value))
    ? String(value)
    : undefined;

/** The status line of an HTTP answer: "HTTP 503 Service Unavailable (code 12)". */
export function statusLine(status: number, code?: string): string {
  const reason = STATUS_CODES[status];
  return `HTTP ${status}${reason ? ` ${reason}` : ''}${code ? ` (code ${code})` : ''}`;
}

/**
 * POSTs `body` as JSON and resolves with the parsed answer (undefined when it is not JSON) of a
 * 2xx; rejects with a SendError otherwise. `codeOf` reads the provider's error code from a refusal.
 */
export async function postJson(
  provider: string,
  url: string,
  request: {
    headers: Record<string, string>;
    body: unknown;
    signal: AbortSignal;
    codeOf?: (answer: unknown) => string | undefined;
  },
): Promise<unknown> {
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(request.body),
      signal: request.signal,
      // A redirect is a wrong SMS_API_URL: reported, not followed with the key.
      redirect: 'manual',
    });
    answer = parsed(await response.text());
  } catch (err) {
    throw failure(provider, err, request.signal);
  }
  if (response.ok) return answer;
  const status = response.status;
  const transient = status >= 500 || status === 429 || status === 408;
  throw new SendError(`${provider}: ${statusLine(status, request.codeOf?.(answer))}`, !transient);
}

/** Whether `url` answers HTTP at all (any status): a HEAD, which sends nothing. */
export async function probe(
  provider: string,
  url: string,
  signal: AbortSignal,
): Promise<{ ok: boolean; detail: string }> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal, redirect: 'manual' });
    return {
      ok: response.status < 500,
      detail: `${provider} at ${new URL(url).host}: ${statusLine(response.status)}`,
    };
  } catch (err) {
    return { ok: false, detail: failure(provider, err, signal).status };
  }
}

/** No answer: the signal's time-out, or the network's error code (never its message). */
function failure(provider: string, err: unknown, signal: AbortSignal): SendError {
  if (signal.aborted) {
    const timedOut = (signal.reason as Error | undefined)?.name === 'TimeoutError';
    return new SendError(`${provider}: ${timedOut ? 'no answer in time' : 'stopped'}`, false);
  }
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  const code = errorCode(cause?.code);
  return new SendError(`${provider}: network error${code ? ` ${code}` : ''}`, false);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
