// The embedded default: with no SMTP_URL each e-mail is an .eml file under DATA_DIR/mail, the
// same message a mail server would have received (issue 42).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMail } from '../../testing/outgoing';
import { startSmtpServer } from '../../testing/smtpServer';
import { SendError } from '../transport';
import { mailConfig } from './config';
import { listMailFiles, mailFileName, mailFileTransport, readMailFile } from './mailFiles';
import { mailTransport } from './mailTransport';

const FROM = { name: 'Investor Desk', address: 'desk@example.in' };
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-files-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR, relative to it (temporary files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dataDir, join(e.parentPath, e.name)));
}

describe('.eml files (no SMTP_URL)', () => {
  it('writes DATA_DIR/mail/<yyyy-mm>/<message id>.eml, a whole message mailparser reads', async () => {
    const month = new Date().toISOString().slice(0, 7);
    await mailFileTransport(dataDir, FROM).send(outgoingMail());
    const name = '3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60.eml';
    expect(await filesUnder(dataDir)).toEqual([join('mail', month, name)]);
    const raw = await readFile(join(dataDir, 'mail', month, name));
    // As a server receives it: CRLF line ends only.
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    const parsed = await simpleParser(raw);
    expect(parsed).toMatchObject({
      subject: 'शिकायत प्राप्त हुई: C-2026-000123',
      messageId: '<3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60@example.in>',
      html: '<p>आपकी शिकायत <b>C-2026-000123</b> प्राप्त हुई।</p>',
      from: { value: [FROM] },
      to: { value: [{ name: 'Meera Iyer', address: 'meera.iyer@example.com' }] },
    });
    expect(parsed.headers.get('content-language')).toBe('hi');
  });

  it('is the message a mail server gets: the same headers, Message-ID and parts', async () => {
    const smtp = await startSmtpServer();
    try {
      const config = mailConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Investor Desk <desk@example.in>',
      });
      const viaSmtp = mailTransport(config, dataDir);
      await viaSmtp.send(outgoingMail());
      await viaSmtp.close();
      await mailTransport({ from: config.from }, dataDir).send(outgoingMail());
      const [received] = smtp.received;
      const file = await simpleParser(
        (await readMailFile(dataDir, outgoingMail().message.messageId))!,
      );
      expect(file.headerLines.map((h) => h.key)).toEqual(received!.headerNames);
      expect(file.messageId).toBe(received!.messageId);
      expect({ subject: file.subject, text: file.text, html: file.html }).toEqual({
        subject: received!.subject,
        text: received!.text,
        html: received!.html,
      });
      expect(await filesUnder(dataDir)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('is idempotent: the same message id written again keeps one file', async () => {
    const transport = mailFileTransport(dataDir, FROM);
    await transport.send(outgoingMail());
    await transport.send(outgoingMail({}, { subject: 'written again' }));
    await Promise.all([transport.send(outgoingMail()), transport.send(outgoingMail())]);
    await transport.send(outgoingMail({ messageId: 'another-message' }));
    expect(await filesUnder(dataDir)).toHaveLength(2);
    const files = await listMailFiles(dataDir);
    expect(files.map((f) => f.messageId).sort()).toEqual([
      '3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60',
      'another-message',
    ]);
  });

  it('a message first written in an earlier month is rewritten there, not twice', async () => {
    const name = mailFileName(outgoingMail().message.messageId);
    await mkdir(join(dataDir, 'mail', '2020-01'), { recursive: true });
    await writeFile(join(dataDir, 'mail', '2020-01', name), 'written in January 2020');
    await mailFileTransport(dataDir, FROM).send(outgoingMail());
    expect(await filesUnder(dataDir)).toEqual([join('mail', '2020-01', name)]);
    const raw = await readFile(join(dataDir, 'mail', '2020-01', name), 'utf8');
    expect(raw).toContain('Message-ID: <3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60@example.in>');
  });

  it('lists and reads the files by message id for the desk', async () => {
    expect(await listMailFiles(dataDir)).toEqual([]);
    expect(await readMailFile(dataDir, 'none')).toBeUndefined();
    await mailFileTransport(dataDir, FROM).send(outgoingMail());
    const [file] = await listMailFiles(dataDir);
    expect(file).toMatchObject({
      messageId: '3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60',
      month: new Date().toISOString().slice(0, 7),
      bytes: expect.any(Number),
    });
    const raw = await readMailFile(dataDir, file!.messageId);
    expect(raw!.length).toBe(file!.bytes);
    expect((await simpleParser(raw!)).messageId).toBe(
      '<3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60@example.in>',
    );
  });

  it('file names: one plain name in the folder per message id, read back from the name', async () => {
    const ids = [
      '../../etc/passwd',
      '.hidden',
      '..',
      'trailing.',
      'a/b',
      'a%2Fb',
      'CON*?',
      'ग्राहक',
    ];
    const names = ids.map(mailFileName);
    expect(new Set(names).size).toBe(ids.length);
    for (const [i, name] of names.entries()) {
      // One component (no separator), not hidden, nothing Windows refuses in a name.
      expect(name).toMatch(/^[A-Za-z0-9_@+%-][A-Za-z0-9_.@+%-]*\.eml$/);
      expect(decodeURIComponent(name.slice(0, -4))).toBe(ids[i]);
    }
    expect(mailFileName('ack-1@example.in')).toBe('ack-1@example.in.eml');
  });

  it('a message that cannot be written is refused before any file is made', async () => {
    const transport = mailFileTransport(dataDir, FROM);
    const err = await transport
      .send(outgoingMail({ messageId: '../escape' }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ permanent: true, status: 'invalid Message-ID' });
    expect(err).toBeInstanceOf(SendError);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('a folder that cannot be written: transient, the reason without the path', async () => {
    await writeFile(join(dataDir, 'mail'), 'a file where the folder should be');
    const err = await mailFileTransport(dataDir, FROM)
      .send(outgoingMail())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err).toMatchObject({
      permanent: false,
      status: 'could not write the .eml file: ENOTDIR',
    });
  });

  it('check() says where the files go', async () => {
    expect(await mailFileTransport(dataDir, FROM).check()).toEqual({
      ok: true,
      detail: `no SMTP_URL: e-mails are written to ${join(dataDir, 'mail')}`,
    });
  });
});
