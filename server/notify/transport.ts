// How a message leaves the server (issue 42): one transport per channel, chosen from the
// configuration (server/notify/config.ts). The outbox's worker hands it a rendered message and
// records what it answered.
import type { Channel, OutboxMessage, RenderedMessage } from '../../src/contract/notifications';

/** A message as a transport sends it: the outbox record and its wording in its language. */
export interface Outgoing {
  message: OutboxMessage;
  rendered: RenderedMessage;
}

/**
 * Why a send failed. `permanent`: trying again cannot help (a 5xx SMTP answer, a provider's
 * rejection of the template): the message is failed at once. Otherwise it is tried again later.
 * `status` is the server's or provider's status line only, never a body or an address.
 */
export class SendError extends Error {
  constructor(
    readonly status: string,
    readonly permanent: boolean,
  ) {
    super(status);
    this.name = 'SendError';
  }
}

export interface Transport {
  channel: Channel;
  /**
   * How it sends, for the desk's configuration state: a mail server (smtp), .eml files under the
   * data folder (files), an SMS provider (provider), or nothing configured (none).
   */
  mode: 'smtp' | 'files' | 'provider' | 'none';
  /**
   * False when the channel has nothing to send through (no SMS provider, no template id for the
   * kind): the message is kept as `unconfigured`, never dropped.
   */
  configured(message: OutboxMessage): boolean;
  /** Resolves when the server or provider accepted the message; rejects with a SendError. */
  send(outgoing: Outgoing): Promise<void>;
  /** Whether the server answers now (the desk's configuration state). */
  check(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}
