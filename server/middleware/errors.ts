import type { Middleware } from 'koa';
import { msg } from '../../src/contract/messages';
import type { ErrorResponse } from '../../src/contract/api';

/**
 * Turns every error into the JSON error shape (`{ message, errors? }`) for /api, and a plain page
 * elsewhere. Expected errors (4xx thrown with `ctx.throw` or by the body parser) keep their
 * message; anything else is a 500 with a generic message: no stack trace or file path ever leaves.
 */
export const errorsToJson = (log: (err: unknown) => void): Middleware =>
  async function errorsToJson(ctx, next) {
    try {
      await next();
    } catch (err) {
      const e = err as {
        status?: number;
        statusCode?: number;
        expose?: boolean;
        message?: string;
        errors?: Record<string, string>;
      };
      const status = e.status ?? e.statusCode ?? 500;
      const exposed = status < 500 && e.expose !== false;
      if (!exposed) log(err);
      const body: ErrorResponse = {
        message: exposed ? publicMessage(status, e.message) : msg.serverError,
      };
      if (exposed && e.errors) body.errors = e.errors;
      ctx.status = status >= 400 && status < 600 ? status : 500;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    }
  };

function publicMessage(status: number, message: string | undefined): string {
  if (status === 413) return msg.bodyTooLarge;
  if (status === 404) return message && message !== 'Not Found' ? message : msg.notFound;
  return message || 'Bad request';
}
