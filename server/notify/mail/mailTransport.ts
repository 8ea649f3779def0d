// The e-mail channel (issue 42): a mail server when SMTP_URL is set, .eml files under the data
// folder when not (README, "E-mail").
import type { Transport } from '../transport';
import type { MailConfig } from './config';
import { mailFileTransport } from './mailFiles';
import { smtpTransport } from './smtpTransport';

export function mailTransport(config: MailConfig, dataDir: string): Transport {
  return config.smtp
    ? smtpTransport(config.smtp, config.from)
    : mailFileTransport(dataDir, config.from);
}
