// The firm's messages as configured (README, E-mail and SMS): which transports the outbox's worker
// sends through, and how it words a message. With nothing set, e-mails are written as .eml files
// in the data folder (the desk shows them) and SMS kept as not configured, never dropped.
import type { OutboxMessage, RenderedMessage } from '../../src/contract/notifications';
import { renderMessage } from '../../src/contract/notifications/render';
import { wholeNumber, type Env } from '../envValues';
import { mailConfig, type MailConfig } from './mail/config';
import { mailTransport } from './mail/mailTransport';
import { smsConfig, type SmsConfig } from './sms/config';
import { createSmsTransport } from './sms/transport';
import { deliverWith } from './deliver';
import { startSendThread } from './sendThread';
import type { Transport } from './transport';
import { DEFAULT_LEASE_MS, type WorkerOptions } from './worker';

export interface NotifySettings {
  mail: MailConfig;
  sms: SmsConfig;
  /** OUTBOX_LEASE_SECONDS: how long a worker's claim on a message holds (WorkerOptions.leaseMs). */
  leaseMs: number;
}

/**
 * SMTP_URL, MAIL_FROM, the SMS_* settings and OUTBOX_LEASE_SECONDS; a wrong value stops the
 * start with a message.
 */
export const notifySettings = (env: Env): NotifySettings => ({
  mail: mailConfig(env),
  sms: smsConfig(env),
  leaseMs: wholeNumber(env, 'OUTBOX_LEASE_SECONDS', DEFAULT_LEASE_MS / 1000, 1) * 1000,
});

/** A message worded in its language from its kind's templates (src/contract/notifications). */
export const renderOutboxMessage = (message: OutboxMessage): RenderedMessage =>
  // The outbox keeps each message's values with its kind: they agree as queued.
  renderMessage(message.kind, message.values as never, message.language);

/** The transports for `settings`: SMTP or files under `dataDir`; the SMS provider. */
export const notifyTransports = (settings: NotifySettings, dataDir: string): Transport[] => [
  mailTransport(settings.mail, dataDir),
  createSmsTransport(settings.sms),
];

/**
 * The worker's transports for `settings`, its messages worded and sent on the send thread
 * (sendThread.ts; docs/architecture.md). The transports here answer which messages are
 * configured and the desk's configuration state; closing them closes the thread.
 */
export function notifyWorker(
  settings: NotifySettings,
  dataDir: string,
): Omit<WorkerOptions, 'outbox'> {
  const transports = notifyTransports(settings, dataDir);
  const thread = startSendThread({
    settings,
    dataDir,
    fallback: deliverWith(transports, renderOutboxMessage),
  });
  return {
    transports: transports.map((transport) => ({
      ...transport,
      close: async () => {
        await thread.close();
        await transport.close();
      },
    })),
    render: renderOutboxMessage,
    deliver: thread.deliver,
    leaseMs: settings.leaseMs,
  };
}
