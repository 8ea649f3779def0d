import type { Context } from 'koa';
import { compressOnce, sendVariants, type CurrentVariants, type Variants } from './compressed';

/**
 * One version of a JSON answer (a content list as stored now; a publish makes a new one):
 * serialized, hashed and compressed once, when that version is first asked for, instead of on
 * every request. The ETag lets a browser revalidate (Cache-Control: no-cache) with a 304 instead
 * of the whole list.
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
