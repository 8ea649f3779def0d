// The one HTTP client of the app: typed from src/contract, used by every feature (never raw fetch).
// The calls themselves live with their features (features/*/api.ts) and shared lists in lists.ts.
import type { ErrorResponse, MessageResponse } from '../contract/api';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../contract/kiosk';
import type { FieldErrors } from '../contract/schemas';
import { i18n } from '../i18n/runtime';

/** The server answered with an error (docs/contract.md §8 "a response with an error": red banner, 3 s). */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiResponseError';
  }
}

/** The request itself failed: no answer at all (docs/contract.md §8 "a thrown request error"). */
export class ApiNetworkError extends Error {
  constructor() {
    super('We could not reach our server. Please check your connection and try again.');
    this.name = 'ApiNetworkError';
  }
}

/** Tells the server a request comes from a branch kiosk (window.kiosk from the preload). */
const clientHeader: Record<string, string> =
  typeof window !== 'undefined' && window.kiosk ? { [CLIENT_HEADER]: KIOSK_CLIENT } : {};

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: {
        Accept: 'application/json',
        // The server words its messages in the visitor's language (docs/contract.md §5a).
        'Accept-Language': i18n.locale,
        ...clientHeader,
        ...init?.headers,
      },
    });
  } catch {
    throw new ApiNetworkError();
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body ?? {}) as Partial<ErrorResponse>;
    throw new ApiResponseError(
      res.status,
      err.message ?? `Request failed (${res.status})`,
      err.errors,
    );
  }
  return body as T;
}

export const get = <T>(path: string) => request<T>(path);

/** Posts a form's payload; each feature's api.ts types it with the contract schema's input type. */
export const post = <T extends MessageResponse, P extends object>(path: string, payload: P) =>
  request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

/** A JSON call with any method (the desk's PUT, PATCH, DELETE and non-form POSTs). */
export const send = <T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
) =>
  request<T>(path, {
    method,
    ...(payload
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }
      : {}),
  });

/**
 * Sends a file as the raw request body, typed by the browser's idea of it (the server checks);
 * `headers`: the call's own (an attachment's name).
 */
export const upload = <T>(path: string, file: Blob, headers: Record<string, string> = {}) =>
  request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...headers },
    body: file,
  });
