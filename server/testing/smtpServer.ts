// A real SMTP server for the tests (issue 42: no mocked transport): the `smtp-server` package on
// 127.0.0.1, every message it accepts parsed with `mailparser`. It can offer or require STARTTLS
// (or speak TLS from the start) with a self-signed certificate made for the run, answer chosen
// recipients with a 4xx or 5xx reply, and go down and come back up on the same port.
//
//   const smtp = await startSmtpServer({ tls: 'required' });
//   … SMTP_URL: smtp.url, trustedCertificate: smtp.certificate …
//   const [mail] = await smtp.waitFor(1);
//   smtp.answers.set('bounce@example.com', '550 5.1.1 No such user');
//   await smtp.stop(); … await smtp.start();
//   const held = smtp.hold(); … await held.arrived; (the client waits for 250) … held.release();
//   await smtp.close();
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import {
  SMTPServer,
  type SMTPServerAddress,
  type SMTPServerOptions,
  type SMTPServerSession,
} from 'smtp-server';

export interface ReceivedMail {
  /** What the client said in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The From and To headers as parsed (names decoded). */
  from: { name: string; address: string }[];
  to: { name: string; address: string }[];
  subject: string;
  /** With its angle brackets, as in the header. */
  messageId: string;
  date: Date | undefined;
  /** Content-Language. */
  language: string | undefined;
  text: string;
  html: string;
  /** Every header's name (lower case) in the order received: an injected header shows here. */
  headerNames: string[];
  /** The parsed headers, by lower-case name. */
  headers: ParsedMail['headers'];
  /** The message as received, byte for byte. */
  raw: Buffer;
  /** Whether it came over TLS (STARTTLS or TLS from the start). */
  secure: boolean;
}

export interface SmtpServerOptions {
  /**
   * none (default): plain, STARTTLS not offered. starttls: offered, not required. required:
   * offered, and MAIL FROM before it is refused (530). implicit: TLS from the first byte (smtps).
   */
  tls?: 'none' | 'starttls' | 'required' | 'implicit';
  /** Require this login (AUTH PLAIN/LOGIN; allowed without TLS too). */
  auth?: { user: string; pass: string };
  /** Replies for chosen recipients from the start; see `answers`. */
  answers?: Record<string, string>;
}

export interface TestSmtpServer {
  host: string;
  port: number;
  /** smtp:// (or smtps:// for implicit TLS) with the credentials when `auth` is set. */
  url: string;
  /** The self-signed certificate (PEM) the server presents when TLS is on: a client trusts it explicitly. */
  certificate: string | undefined;
  /** Accepted messages in the order their data ended. */
  received: ReceivedMail[];
  /** Connections clients have opened so far (a pooling client opens few for many messages). */
  readonly connections: number;
  /**
   * Replies instead of acceptance, by recipient address (lower case), or '*' for every recipient:
   * '450 4.2.1 Try later', '550 5.1.1 No such user'. Change it at any time.
   */
  answers: Map<string, string>;
  /** Resolves with the first `count` messages once that many have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * From now on, each message is recorded as it arrives but the reply to its data is held until
   * `release`: the client is left mid-send, waiting (a test kills it then, server/notify/
   * killedSend.test.ts). `arrived` resolves with the first message held.
   */
  hold(): { arrived: Promise<ReceivedMail>; release(): void };
  /** Goes down: stops listening and ends open connections (a client then finds the port refused). */
  stop(): Promise<void>;
  /** Comes back up on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const tls = options.tls ?? 'none';
  const keys = tls === 'none' ? undefined : await selfSignedCertificate();
  const received: ReceivedMail[] = [];
  const answers = new Map(
    Object.entries(options.answers ?? {}).map(([to, reply]) => [to.toLowerCase(), reply]),
  );
  const waiters = new Set<() => void>();
  const host = '127.0.0.1';
  let port = 0;
  let server: SMTPServer | undefined;
  let connections = 0;
  let held: { replies: (() => void)[]; arrived: (mail: ReceivedMail) => void } | undefined;

  const serverOptions: SMTPServerOptions = {
    name: 'smtp.test',
    logger: false,
    disableReverseLookup: true,
    secure: tls === 'implicit',
    ...(keys ? { key: keys.key, cert: keys.cert } : {}),
    // STARTTLS is offered only when asked for: smtp-server would otherwise offer it with its own
    // built-in certificate, which no client here trusts.
    disabledCommands: [...(tls === 'none' ? ['STARTTLS'] : []), ...(options.auth ? [] : ['AUTH'])],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    // stop() ends open connections at once (a 421), as a server going down would.
    closeTimeout: 1,
    onConnect(_session, done) {
      connections++;
      done();
    },
    onAuth(auth, _session, done) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      done(ok ? null : replyError('535 5.7.8 Authentication failed'), { user: auth.username });
    },
    onMailFrom(_address, session, done) {
      done(tls === 'required' && !session.secure ? replyError('530 5.7.0 STARTTLS first') : null);
    },
    onRcptTo(address: SMTPServerAddress, _session, done) {
      const reply = answers.get(address.address.toLowerCase()) ?? answers.get('*');
      done(reply ? replyError(reply) : null);
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        // Recorded before the client hears 250: once a send resolves, the message is here.
        parse(raw, session).then(
          (mail) => {
            received.push(mail);
            for (const wake of waiters) wake();
            if (!held) return done();
            held.replies.push(() => done());
            held.arrived(mail);
          },
          (err: Error) => done(err),
        );
      });
    },
  };

  async function start(): Promise<void> {
    const next = new SMTPServer(serverOptions);
    // A client dropping mid-command is part of the tests; the server reports it here.
    next.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, host, () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(resolve));
  }

  await start();
  const scheme = tls === 'implicit' ? 'smtps' : 'smtp';
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  return {
    host,
    port,
    url: `${scheme}://${credentials}${host}:${port}`,
    certificate: keys?.cert,
    received,
    get connections() {
      return connections;
    },
    answers,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          finish();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(`expected ${count} messages at the SMTP server, got ${received.length}`),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    hold() {
      let arrived!: (mail: ReceivedMail) => void;
      const first = new Promise<ReceivedMail>((resolve) => (arrived = resolve));
      const current = { replies: [] as (() => void)[], arrived };
      held = current;
      return {
        arrived: first,
        release() {
          if (held === current) held = undefined;
          for (const reply of current.replies) reply();
        },
      };
    },
    stop,
    start,
    close: stop,
  };
}

/** An error smtp-server answers with: "550 5.1.1 No such user" → code 550, that text. */
function replyError(reply: string): Error {
  const match = /^([2-5]\d\d)\s*(.*)$/.exec(reply);
  if (!match) throw new Error(`an SMTP reply starts with its code, not "${reply}"`);
  return Object.assign(new Error(match[2]), { responseCode: Number(match[1]) });
}

async function parse(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const mailboxes = (field: AddressObject | AddressObject[] | undefined) =>
    [field ?? []]
      .flat()
      .flatMap((list) => list.value)
      .map(({ name, address }) => ({ name, address: address ?? '' }));
  const envelopeAddress = (a: SMTPServerAddress | false) => (a ? a.address : '');
  return {
    envelope: {
      from: envelopeAddress(session.envelope.mailFrom),
      to: session.envelope.rcptTo.map(envelopeAddress),
    },
    from: mailboxes(parsed.from),
    to: mailboxes(parsed.to),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    date: parsed.date,
    language: parsed.headers.get('content-language') as string | undefined,
    text: parsed.text ?? '',
    html: parsed.html || '',
    headerNames: parsed.headerLines.map((line) => line.key),
    headers: parsed.headers,
    raw,
    secure: session.secure,
  };
}

const exec = promisify(execFile);
let certificate: Promise<{ key: string; cert: string }> | undefined;

/** One key and certificate for 127.0.0.1 and localhost per test process, made with openssl. */
export function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'smtp-cert-'));
    try {
      await exec('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]);
      const [key, cert] = await Promise.all(
        ['key.pem', 'cert.pem'].map((name) => readFile(join(dir, name), 'utf8')),
      );
      return { key: key!, cert: cert! };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return certificate;
}
