import type { Context } from 'koa';
import { compressOnce, sendVariants, type CurrentVariants, type Variants } from './compressed';

/**
 * A JSON answer that never changes while the server runs (the content lists): serialized,
 * hashed and compressed once, when the route is built, instead of on every request. The ETag
 * lets a browser revalidate (Cache-Control: no-cache) with a 304 instead of the whole list.
 */
export class PrecomputedJson {
  readonly variants: Promise<Variants>;

  constructor(value: unknown) {
    this.variants = compressOnce(Buffer.from(JSON.stringify(value)), true);
  }

  /** `current`: the URL's answer at a later request (sendVariants). */
  async send(ctx: Context, current?: CurrentVariants): Promise<void> {
    sendVariants(ctx, await this.variants, 'application/json; charset=utf-8', 'no-cache', current);
  }
}
