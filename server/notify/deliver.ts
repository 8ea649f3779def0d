// Wording a message and handing it to its channel's transport (issue 42; docs/architecture.md,
// "The send thread"): what one attempt of the outbox's worker does once it holds a claim. It runs
// on the send thread (sendThread.ts) in the server, and on the caller's thread in the tests that
// give the worker transports of their own. Whatever goes wrong comes back as a SendOutcome: this
// never throws, so an attempt is always recorded.
import type { OutboxMessage, RenderedMessage } from '../../src/contract/notifications';
import type { SendOutcome } from '../store/types';
import { SendError, type Transport } from './transport';

/** One configured message worded and sent; what came of it. */
export type Deliver = (message: OutboxMessage) => Promise<SendOutcome>;

/** Delivers through `transports` (one per channel), wording each message with `render`. */
export function deliverWith(
  transports: readonly Transport[],
  render: (message: OutboxMessage) => RenderedMessage,
): Deliver {
  return async (message) => {
    const transport = transports.find((t) => t.channel === message.channel);
    if (!transport?.configured(message)) return { result: 'unconfigured' };
    let rendered: RenderedMessage;
    try {
      rendered = render(message);
    } catch (err) {
      // Wording it again cannot help: a template's fault, failed at once and shown on the desk.
      return {
        result: 'error',
        status: `could not be worded (${errorName(err)})`,
        permanent: true,
      };
    }
    try {
      await transport.send({ message, rendered });
      return { result: 'sent' };
    } catch (err) {
      if (err instanceof SendError) {
        return { result: 'error', status: err.status, permanent: err.permanent };
      }
      // Not the transport's status line: its text may hold an address, so only its name is kept.
      return { result: 'error', status: `send failed (${errorName(err)})`, permanent: false };
    }
  };
}

export function errorName(err: unknown): string {
  return err instanceof Error ? err.name : typeof err;
}
