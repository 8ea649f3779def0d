// The e-mail channel's settings (issue 42; README, "E-mail"): SMTP_URL picks a mail server, and
// without it messages are written as .eml files under DATA_DIR; MAIL_FROM is who they come from.
// A wrong value stops the start with a message naming the variable (as server/env.ts does); the
// message never repeats SMTP_URL, which may hold a password.
import addressparser from 'nodemailer/lib/addressparser';
import { isMailAddress, type Mailbox } from './address';

/** How long the client waits for the mail server before the attempt fails as transient. */
export interface SmtpTimeouts {
  /** To open the TCP connection. */
  connectMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** Of silence on an open connection (a server that stops answering mid-message). */
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectMs: 10_000,
  greetingMs: 10_000,
  socketMs: 60_000,
};

/**
 * Pooled connections: the outbox drains a backlog over a few connections kept open (≥ 50 messages
 * a second to a local server) instead of one connection per message.
 */
export interface SmtpPool {
  maxConnections: number;
  /** Messages over one connection before it is replaced (some servers limit them). */
  maxMessages: number;
}

export const DEFAULT_SMTP_POOL: SmtpPool = { maxConnections: 5, maxMessages: 100 };

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte. smtp://: STARTTLS whenever the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  /**
   * A certificate (PEM) to trust besides the system's, for a test server's self-signed one. Never
   * read from the environment: certificate checks cannot be turned off by configuration.
   * (An operator's own CA goes in NODE_EXTRA_CA_CERTS.)
   */
  trustedCertificate?: string;
  timeouts: SmtpTimeouts;
  pool: SmtpPool;
}

export interface MailConfig {
  from: Mailbox;
  /** Unset: messages are written as .eml files (server/notify/mail/mailFiles.ts). */
  smtp?: SmtpSettings;
}

/** Without MAIL_FROM and without a mail server: the files' sender, which no server ever sees. */
export const DEFAULT_MAIL_FROM: Mailbox = { name: 'Investor Desk', address: 'no-reply@localhost' };

type Env = Record<string, string | undefined>;

/** SMTP_URL and MAIL_FROM; MAIL_FROM is required with SMTP_URL. */
export function mailConfig(env: Env): MailConfig {
  const url = env.SMTP_URL?.trim();
  const fromRaw = env.MAIL_FROM?.trim();
  if (url && !fromRaw) {
    throw new Error('MAIL_FROM must be set with SMTP_URL, e.g. "Investor Desk <desk@example.in>"');
  }
  const from = fromRaw ? mailFrom(fromRaw) : DEFAULT_MAIL_FROM;
  return url ? { from, smtp: smtpSettings(url) } : { from };
}

const SMTP_URL_FORM = 'smtp://user:password@host:port or smtps://user:password@host:port';

function smtpSettings(raw: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMTP_URL must be ${SMTP_URL_FORM}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL must name the mail server: ${SMTP_URL_FORM}`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    // nodemailer would read options from the query (tls.rejectUnauthorized=false among them).
    throw new Error(`SMTP_URL takes no path or options, only ${SMTP_URL_FORM}`);
  }
  const secure = url.protocol === 'smtps:';
  const user = decoded(url.username);
  const pass = decoded(url.password);
  if (Boolean(user) !== Boolean(pass)) {
    throw new Error('SMTP_URL must give both a user and a password, or neither');
  }
  return {
    // URL keeps an IPv6 address in brackets; the socket wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass } } : {}),
    timeouts: DEFAULT_SMTP_TIMEOUTS,
    pool: DEFAULT_SMTP_POOL,
  };
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error('SMTP_URL: escape a user name or password with %XX (e.g. %40 for @)');
  }
}

const MAIL_FROM_FORM = 'a name and an address, e.g. "Investor Desk <desk@example.in>"';

function mailFrom(raw: string): Mailbox {
  const parsed = /[\p{Cc}\u2028\u2029]/u.test(raw) ? [] : addressparser(raw);
  const [mailbox] = parsed;
  if (
    parsed.length !== 1 ||
    !mailbox ||
    mailbox.group ||
    !mailbox.name.trim() ||
    !isMailAddress(mailbox.address)
  ) {
    throw new Error(`MAIL_FROM must be ${MAIL_FROM_FORM}, not "${raw}"`);
  }
  return { name: mailbox.name.trim(), address: mailbox.address };
}
