import type { Middleware } from 'koa';
import { msg } from '../../src/contract/messages';
import type { ErrorResponse } from '../../src/contract/api';
import type { MessageKey } from '../../src/i18n/catalogs/en';
import { translateFor } from '../http/i18n';
import { isStoreUnreachable, STORE_RETRY_AFTER_SECONDS } from '../store/unreachable';

/** The server's own refusals, answered in the request's language (docs/contract.md §5a). */
const WORDED: ReadonlyMap<string, MessageKey> = new Map([
  [msg.bodyTooLarge, 'server.bodyTooLarge'],
  [msg.notFound, 'server.notFound'],
  [msg.serverError, 'server.serverError'],
  [msg.tooManyRequests, 'server.tooManyRequests'],
  [msg.storageError, 'server.storageError'],
] as const);

interface ThrownError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  errors?: Record<string, string>;
  /** A 413 worded for its route (an attachment's size limit) keeps its message. */
  worded?: boolean;
}

/**
 * Turns every error into the JSON error shape (`{ message, errors? }`). Errors thrown with
 * `ctx.throw` keep their message when they are meant to be shown (4xx, or a 5xx thrown with
 * `expose: true` such as "we could not save your request"); anything else is a 500 with a generic
 * message: no stack trace or file path ever leaves. Server-side failures (5xx) are logged. A store
 * that cannot be reached is a 503 with Retry-After on every route (docs/storage.md).
 */
export const errorsToJson = (log: (err: unknown) => void): Middleware =>
  async function errorsToJson(ctx, next) {
    try {
      await next();
    } catch (err) {
      const e = (typeof err === 'object' && err !== null ? err : {}) as ThrownError;
      const unreachable = !(e.status ?? e.statusCode) && isStoreUnreachable(err);
      const thrown = unreachable ? 503 : (e.status ?? e.statusCode);
      const status = thrown && thrown >= 400 && thrown < 600 ? thrown : 500;
      const exposed = !unreachable && thrown === status && (e.expose ?? status < 500);
      if (status >= 500) log(err);
      const message = exposed ? publicMessage(status, e.message, e.worded) : msg.serverError;
      const key = WORDED.get(message);
      const body: ErrorResponse = { message: key ? translateFor(ctx)(key) : message };
      if (exposed && e.errors) body.errors = e.errors;
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      if (status === 503) ctx.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      ctx.body = body;
    }
  };

function publicMessage(status: number, message: string | undefined, worded = false): string {
  if (status === 413 && !(worded && message)) return msg.bodyTooLarge;
  if (status === 404) return message && message !== 'Not Found' ? message : msg.notFound;
  return message || 'Bad request';
}
