// The SMS channel (issue 42): an outbox message goes by SMS only when a provider is configured and
// its kind (in its language) has a DLT template id; otherwise it is kept as not configured. The
// transport brings the number to the provider's form, fills the template's variables in their
// declared order, and bounds every call by SMS_TIMEOUT_SECONDS.
import type { OutboxMessage } from '../../../src/contract/notifications';
import { MESSAGE_KINDS } from '../../../src/contract/notifications';
import { SendError, type Transport } from '../transport';
import { smsTemplateId, type SmsConfig } from './config';
import { indianMobile } from './mobile';
import { SMS_PROVIDERS } from './providers';
import { smsVariables } from './variables';

export function createSmsTransport(config: SmsConfig): Transport {
  const provider =
    config.provider && SMS_PROVIDERS[config.provider.name]?.(config.provider.settings);
  const templateId = (message: OutboxMessage) =>
    smsTemplateId(config, message.kind, message.language);
  const sending = new Set<Promise<void>>();
  let closed = false;

  async function send(message: OutboxMessage, text: string): Promise<void> {
    const id = templateId(message);
    if (!provider || !id) throw new SendError('SMS not configured for this kind', true);
    const mobile = indianMobile(message.to);
    // The number itself is never part of the status: it is personal.
    if (!mobile) throw new SendError('not an Indian mobile number', true);
    await provider.send(
      { templateId: id, mobile, variables: smsVariables(message), text },
      AbortSignal.timeout(config.timeoutMs),
    );
  }

  return {
    channel: 'sms',
    mode: provider ? 'provider' : 'none',
    configured: (message) => Boolean(provider && templateId(message)),
    async send({ message, rendered }) {
      if (closed) throw new SendError('SMS transport closed', false);
      const sent = send(message, rendered.sms);
      sending.add(sent);
      try {
        await sent;
      } finally {
        sending.delete(sent);
      }
    },
    async check() {
      if (!provider) {
        return { ok: false, detail: 'SMS_PROVIDER is not set: SMS messages are kept, not sent' };
      }
      const kinds = Object.keys(MESSAGE_KINDS).length;
      const withTemplate = Object.keys(config.templates).length;
      const answer = await provider.check(AbortSignal.timeout(config.timeoutMs));
      return {
        ...answer,
        detail: `${answer.detail}; ${withTemplate} of ${kinds} kinds have a template`,
      };
    },
    // Sends under way finish (each bounded by its time-out): an SMS the provider took is recorded
    // as sent, not sent again after a restart.
    async close() {
      closed = true;
      await Promise.allSettled(sending);
    },
  };
}
