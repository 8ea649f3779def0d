// `kill -9` of the app server while it sends a status change's message (issue 42, docs/storage.md
// The outbox, Leases): the change and its message were stored together; the worker's claim is left
// behind by the killed server, and once it has run out the restarted server sends the message again
// under the same Message-ID, so the investor's mail program shows one message, and the outbox has it
// sent. The window is made certain: the SMTP server holds its reply to the message's data
// (TestSmtpServer.hold) and the server is killed while it waits. Both engines, as `npm run serve`
// runs them: the embedded one restarted on the same data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deskApi, type QueueRecord } from '../../src/contract/desk';
import { addAccount } from '../desk/accounts';
import { processEngines } from '../store/testing/engines';
import type { Store } from '../store/types';
import { deskClient } from '../testing/deskClient';
import { postComplaint } from '../testing/http';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';

/** OUTBOX_LEASE_SECONDS of the servers here. */
const LEASE_SECONDS = 5;
const STAFF = { username: 'meera', password: 'a long enough pass phrase' };

/** Runs `look` on a store opened beside (PostgreSQL) or instead of (embedded) the server. */
async function withStore<T>(open: () => Promise<Store>, look: (s: Store) => Promise<T>) {
  const store = await open();
  try {
    return await look(store);
  } finally {
    await store.close();
  }
}

describe.each(processEngines)('kill -9 mid-send: $name', (engine) => {
  let cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  it('the status change survives with its message, sent once more under the same Message-ID after the restart', async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-killed-send-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const setup = await engine.make(dataDir);
    cleanups.push(setup.drop);
    const env = {
      ...setup.env,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Investor Desk <desk@example.in>',
      // A claim a killed server left runs out in seconds, not the default 10 minutes.
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    await withStore(setup.open, (store) =>
      addAccount(store, new Date(), { ...STAFF, roles: ['grievance'] }),
    );
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.stop());

    const complainNo = await postComplaint(server.baseUrl);
    await smtp.waitFor(1);

    // The status change is answered (stored with its message); its e-mail reaches the SMTP
    // server, whose reply is held: the server is killed waiting for it.
    const held = smtp.hold();
    const desk = deskClient(server.baseUrl);
    await desk.signIn(STAFF.username, STAFF.password);
    const path = deskApi.record('complaints', complainNo);
    const { version } = (await (await desk.call(path)).json()) as QueueRecord;
    const changed = await desk.call(path, {
      method: 'PATCH',
      json: { status: 'In Process', version },
    });
    expect(changed.status).toBe(200);
    const inFlight = await held.arrived;
    server.kill('SIGKILL');
    await server.exited;
    held.release();

    // Left as the killed server left it: claimed, not sent, until its lease runs out.
    const messageOf = (store: Store) =>
      store.complaint
        .findBy('complainNo', complainNo)
        .then((record) => store.outbox.about('complaints', record!.id))
        .then((messages) =>
          messages.find((m) => m.kind === 'complaintInProcess' && m.channel === 'email'),
        );
    await withStore(setup.open, async (store) => {
      const record = await store.complaint.findBy('complainNo', complainNo);
      expect(record).toMatchObject({ status: 'In Process' });
      const message = (await messageOf(store))!;
      expect(message).toMatchObject({ state: 'pending', attempts: 1 });
      expect(inFlight.messageId).toContain(message.messageId.replace(/^<|>$/g, '').split('@')[0]);
      expect(message.claimedUntil).toBeDefined();
    });

    const receivedBefore = smtp.received.length;
    server = await startServerProcess(env);
    expect(server.output()).toContain('ready at');
    await smtp.waitFor(receivedBefore + 1, 30_000);
    await server.stop();

    await withStore(setup.open, async (store) => {
      const message = (await messageOf(store))!;
      expect(message).toMatchObject({ state: 'sent', attempts: 2 });
      const record = await store.complaint.findBy('complainNo', complainNo);
      const emails = (await store.outbox.about('complaints', record!.id)).filter(
        (m) => m.channel === 'email',
      );
      expect(emails.every((m) => m.state === 'sent')).toBe(true);
      // One distinct Message-ID per message at the SMTP server, however often it came: the
      // acknowledgement and the status change's e-mail, nothing else.
      const distinct = new Set(smtp.received.map((mail) => mail.messageId));
      expect(distinct.size).toBe(emails.length);
      const again = smtp.received.filter((mail) => mail.messageId === inFlight.messageId);
      expect(again).toHaveLength(2);
      expect(again[1]!.subject).toBe(inFlight.subject);
    });
  }, 120_000);
});
