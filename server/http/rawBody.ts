// A request's raw body (an uploaded file) with a size limit, read without a body parser: the
// content desk's uploads and fund lists, and the investor's attachments (docs/contract.md §7b).
import type { Context } from 'koa';

/** The raw request body, refused once it passes `max` bytes (`status`, a message naming the limit). */
export async function rawBody(
  ctx: Context,
  max: number,
  tooLarge: string,
  status = 400,
): Promise<Buffer> {
  // Worded: the message names this route's limit (server/middleware/errors.ts keeps it).
  const refuse = () => ctx.throw(status, tooLarge, { worded: true });
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > max) refuse();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stops reading at once: a larger body is never held whole.
    if (size > max) refuse();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
