// How many requests this app server has started: the outbox's worker reads it to give way while
// requests keep coming (server/notify/worker.ts, BACKGROUND_SHARE; docs/storage.md, The outbox).
import type Koa from 'koa';

export class RequestCount {
  private count = 0;

  get started(): number {
    return this.count;
  }

  /** Counts each request as it starts; first in the chain, so every answer is counted. */
  middleware(): Koa.Middleware {
    return (_ctx, next) => {
      this.count++;
      return next();
    };
  }
}
