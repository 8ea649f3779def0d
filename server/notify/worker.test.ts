// The outbox's worker (server/notify/worker.ts; docs/storage.md, The outbox) on both engines, with
// transports written here that record what they were given (the real SMTP and SMS transports
// have their own tests), and three app servers' stores on one PostgreSQL sending exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createApp } from '../app';
import { listen } from '../http/listen';
import type { Channel, RenderedMessage } from '../../src/contract/notifications';
import { openPostgresStore } from '../store/postgres';
import { engines, SEED_DIR } from '../store/testing/engines';
import type { Outbox, OutboxRecord, Store, Stored } from '../store/types';
import { createTestDatabase } from '../testing/postgres';
import { acknowledgement } from '../testing/outbox';
import { openComplaint } from '../testing/payloads';
import { SendError, type Outgoing, type Transport } from './transport';
import {
  FLOOD_IN_FLIGHT,
  FLOOD_LOOK_MS,
  giveWayAfter,
  MAX_GIVE_WAY_MS,
  SEND_AT_ONCE,
  startOutboxWorker,
  type OutboxWorker,
  type WorkerOptions,
} from './worker';

/** A transport that keeps what it was given and answers as `answer` says. */
class RecordingTransport implements Transport {
  readonly mode = 'provider';
  readonly given: Outgoing[] = [];
  constructor(
    readonly channel: Channel,
    private readonly answer: (outgoing: Outgoing) => Promise<void> = async () => {},
    private readonly isConfigured = true,
  ) {}
  configured() {
    return this.isConfigured;
  }
  send(outgoing: Outgoing) {
    this.given.push(outgoing);
    return this.answer(outgoing);
  }
  async check() {
    return { ok: true, detail: 'recording' };
  }
  async close() {}
}

const render = (message: OutboxRecord | Outgoing['message']): RenderedMessage => ({
  subject: `${message.kind} ${message.event}`,
  text: 'text',
  html: '<p>html</p>',
  sms: 'sms',
});

/** Polling would take an hour: only a wake makes these workers look. */
const ASLEEP = 3_600_000;

async function queueComplaint(store: Store, complainNo: string, channel: Channel = 'email') {
  return store.transaction(async (tx) => {
    const saved = await tx.within(store.complaint).insert(openComplaint(complainNo));
    const message = { ...acknowledgement(saved.id), channel };
    return (await tx.queue({ ...message, event: `${message.event}/${channel}` }))!;
  });
}

const stateOf = async (store: Store, id: string) => (await store.outbox.get(id))?.state;

describe.each(engines)('outbox worker: $name', (engine) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const workers: OutboxWorker[] = [];
  const lines: string[] = [];
  const start = (options: Partial<WorkerOptions> & Pick<WorkerOptions, 'transports'>) => {
    const worker = startOutboxWorker({
      outbox: store.outbox,
      render,
      pollMs: ASLEEP,
      log: (line) => lines.push(line),
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  beforeEach(async () => {
    ({ store, cleanup } = await engine.open());
    lines.length = 0;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await cleanup();
  });

  it('a queued message is sent once, worded, by its channel, woken by the commit', async () => {
    const mail = new RecordingTransport('email');
    const sms = new RecordingTransport('sms');
    start({ transports: [mail, sms] });
    const message = await queueComplaint(store, 'CMP-W-1');
    await vi.waitFor(async () => expect(await stateOf(store, message.id)).toBe('sent'), 10_000);
    expect(sms.given).toEqual([]);
    expect(mail.given).toHaveLength(1);
    expect(mail.given[0]!.message).toMatchObject({ id: message.id, messageId: message.messageId });
    expect(mail.given[0]!.rendered.subject).toBe(`complaintReceived ${message.event}`);
    expect(lines.join('\n')).not.toContain('investor@example.com');
    expect(lines.join('\n')).toContain('i•••@example.com');
  });

  it("a round's attempts are recorded together, not in one write a message", async () => {
    const queued: Stored<OutboxRecord>[] = [];
    for (let i = 0; i < 10; i++) queued.push(await queueComplaint(store, `CMP-W-R${i}`));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const mail = new RecordingTransport('email', () => held);
    // The store's outbox, its settle writes counted.
    let writes = 0;
    const outbox: Outbox = Object.assign(Object.create(store.outbox) as Outbox, {
      settle: (...args: Parameters<Outbox['settle']>) => {
        writes++;
        return store.outbox.settle(...args);
      },
      settleAll: (...args: Parameters<Outbox['settleAll']>) => {
        writes++;
        return store.outbox.settleAll(...args);
      },
    });
    start({ outbox, transports: [mail], batch: 10 }).wake();
    await vi.waitFor(() => expect(mail.given).toHaveLength(10), 10_000);
    release();
    await vi.waitFor(async () => {
      for (const message of queued) expect(await stateOf(store, message.id)).toBe('sent');
    }, 10_000);
    // The round's ten attempts end together and are written together: one write.
    expect(writes).toBe(1);
    expect(lines.filter((line) => line.endsWith(': sent'))).toHaveLength(10);
  });

  it('a backlog is claimed in rounds of DEFAULT_BATCH, sent SEND_AT_ONCE at a time', async () => {
    // More than the sends in flight, fewer than a round (DEFAULT_BATCH): one claim, one settle.
    const count = SEND_AT_ONCE + 10;
    const queued: Stored<OutboxRecord>[] = [];
    for (let i = 0; i < count; i++) queued.push(await queueComplaint(store, `CMP-W-B${i}`));
    let inFlight = 0;
    let most = 0;
    const mail = new RecordingTransport('email', async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
    });
    const claims: number[] = [];
    let writes = 0;
    const outbox: Outbox = Object.assign(Object.create(store.outbox) as Outbox, {
      claimDue: async (...args: Parameters<Outbox['claimDue']>) => {
        const taken = await store.outbox.claimDue(...args);
        claims.push(taken.length);
        return taken;
      },
      settleAll: (...args: Parameters<Outbox['settleAll']>) => {
        writes++;
        return store.outbox.settleAll(...args);
      },
    });
    start({ outbox, transports: [mail] }).wake();
    await vi.waitFor(async () => {
      for (const message of queued) expect(await stateOf(store, message.id)).toBe('sent');
    }, 10_000);
    expect(claims[0]).toBe(count);
    expect(mail.given).toHaveLength(count);
    expect(most).toBe(SEND_AT_ONCE);
    expect(writes).toBe(1);
  });

  it('no transport, or one not configured for it: kept as unconfigured, never sent', async () => {
    start({ transports: [new RecordingTransport('email', undefined, false)] });
    const mail = await queueComplaint(store, 'CMP-W-2', 'email');
    const sms = await queueComplaint(store, 'CMP-W-3', 'sms');
    await vi.waitFor(async () => {
      expect(await stateOf(store, mail.id)).toBe('unconfigured');
      expect(await stateOf(store, sms.id)).toBe('unconfigured');
    }, 10_000);
  });

  it('a refusal fails at once with its status line; a failing server is tried again later', async () => {
    const mail = new RecordingTransport('email', async ({ message }) => {
      throw message.event === 'x/email'
        ? new Error('connect ECONNREFUSED to investor@example.com')
        : new SendError('550 5.1.1 mailbox unavailable', true);
    });
    const sms = new RecordingTransport('sms', async () => {
      throw new SendError('421 4.3.2 try again later', false);
    });
    start({ transports: [mail, sms] });
    const refused = await queueComplaint(store, 'CMP-W-4');
    const later = await queueComplaint(store, 'CMP-W-5', 'sms');
    const broken = (await store.outbox.queue({ ...acknowledgement('other'), event: 'x/email' }))!;
    await vi.waitFor(async () => {
      expect(await store.outbox.get(refused.id)).toMatchObject({
        state: 'failed',
        lastError: '550 5.1.1 mailbox unavailable',
      });
      expect(await store.outbox.get(later.id)).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastError: '421 4.3.2 try again later',
      });
      expect(await store.outbox.get(broken.id)).toMatchObject({
        state: 'pending',
        lastError: 'send failed (Error)',
      });
    }, 10_000);
    expect(Date.parse((await store.outbox.get(later.id))!.nextAttemptAt)).toBeGreaterThan(
      Date.now(),
    );
    expect(lines.join('\n')).not.toContain('investor@example.com');
  });

  it('while requests keep coming it gives way after each round; with none it never waits', async () => {
    for (let i = 0; i < 3; i++) await queueComplaint(store, `CMP-W-G${i}`);
    let requests = 0;
    const rests: number[] = [];
    // A request reaches the server while each round's message is being sent.
    const mail = new RecordingTransport('email', async () => void requests++);
    const giveWay = async (ms: number) => void rests.push(ms);
    start({ transports: [mail], batch: 1, requestsStarted: () => requests, giveWay }).wake();
    await vi.waitFor(() => expect(rests).toHaveLength(3), 10_000);
    expect(mail.given).toHaveLength(3);
    for (const ms of rests) expect(ms).toBeGreaterThan(0);
    expect(rests.every((ms) => ms <= MAX_GIVE_WAY_MS)).toBe(true);

    const quietRests: number[] = [];
    const quiet = await queueComplaint(store, 'CMP-W-G3');
    start({
      transports: [new RecordingTransport('email')],
      requestsStarted: () => 7,
      giveWay: async (ms) => void quietRests.push(ms),
    }).wake();
    await vi.waitFor(async () => expect(await stateOf(store, quiet.id)).toBe('sent'), 10_000);
    expect(quietRests).toEqual([]);
  });

  it('does not give way when its messages already waited longer than a rest may last', async () => {
    const late = await queueComplaint(store, 'CMP-W-L');
    let requests = 0;
    const rests: number[] = [];
    start({
      transports: [new RecordingTransport('email', async () => void requests++)],
      requestsStarted: () => requests,
      giveWay: async (ms) => void rests.push(ms),
      // The worker's clock: the message was queued more than MAX_GIVE_WAY_MS ago.
      now: () => new Date(Date.parse(late.createdAt) + MAX_GIVE_WAY_MS + 1),
    }).wake();
    await vi.waitFor(async () => expect(await stateOf(store, late.id)).toBe('sent'), 10_000);
    expect(requests).toBe(1);
    expect(rests).toEqual([]);
  });

  it('a flood of requests holds the claim until it ebbs; a stream of one or two never does', async () => {
    const held = await queueComplaint(store, 'CMP-W-F1');
    const mail = new RecordingTransport('email');
    let inFlight = FLOOD_IN_FLIGHT;
    const looks: { ms: number; sent: number }[] = [];
    const flooded = start({
      transports: [mail],
      requestsInFlight: () => inFlight,
      giveWay: async (ms) => {
        looks.push({ ms, sent: mail.given.length });
        if (looks.length === 3) inFlight = 2;
      },
    });
    flooded.wake();
    await vi.waitFor(async () => expect(await stateOf(store, held.id)).toBe('sent'), 10_000);
    expect(looks).toHaveLength(3);
    for (const look of looks) {
      expect(look.sent).toBe(0);
      expect(look.ms).toBeGreaterThan(0);
      expect(look.ms).toBeLessThanOrEqual(FLOOD_LOOK_MS);
    }

    // The next message is this worker's alone to find.
    await flooded.stop();
    const stream = await queueComplaint(store, 'CMP-W-F2');
    const streamLooks: number[] = [];
    start({
      transports: [new RecordingTransport('email')],
      requestsInFlight: () => FLOOD_IN_FLIGHT - 1,
      giveWay: async (ms) => {
        streamLooks.push(ms);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
    }).wake();
    await vi.waitFor(async () => expect(await stateOf(store, stream.id)).toBe('sent'), 10_000);
    expect(streamLooks).toEqual([]);
  });

  it('a flood that goes on holds a message back floodHoldMs at the most, then sends at full pace', async () => {
    const messages = [];
    for (let i = 0; i < 3; i++) messages.push(await queueComplaint(store, `CMP-W-H${i}`));
    const sentAt: number[] = [];
    const mail = new RecordingTransport('email', async () => void sentAt.push(performance.now()));
    const looks: number[] = [];
    const holdMs = 300;
    const woken = performance.now();
    start({
      transports: [mail],
      batch: 1,
      floodHoldMs: holdMs,
      requestsInFlight: () => 50,
      giveWay: async (ms) => {
        looks.push(performance.now() - woken);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
    }).wake();
    await vi.waitFor(() => expect(mail.given).toHaveLength(3), 10_000);
    expect(sentAt[0]! - woken).toBeGreaterThanOrEqual(holdMs - 1);
    // The rounds of one after it left the later messages behind: they were not held again.
    expect(looks.length).toBeGreaterThan(0);
    expect(looks.every((at) => at < sentAt[0]! - woken)).toBe(true);
    expect(mail.given.map((g) => g.message.messageId).sort()).toEqual(
      messages.map((m) => m.messageId).sort(),
    );
  });

  it('a worker killed mid-send: after the lease another sends it once, same messageId', async () => {
    const message = await queueComplaint(store, 'CMP-W-6');
    // The killed worker's claim: taken, never settled.
    const [held] = await store.outbox.claimDue(new Date(), 1, 60_000);
    expect(held!.id).toBe(message.id);
    const mail = new RecordingTransport('email');
    let clock = Date.now();
    const worker = start({ transports: [mail], now: () => new Date(clock), leaseMs: 60_000 });
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.given).toEqual([]);
    clock += 61_000;
    worker.wake();
    await vi.waitFor(async () => expect(await stateOf(store, message.id)).toBe('sent'), 10_000);
    expect(mail.given.map((g) => g.message.messageId)).toEqual([message.messageId]);
    expect((await store.outbox.get(message.id))!.attempts).toBe(2);
  });
});

it('the app starts the worker over its store and stops it on close', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-worker-'));
  const mail = new RecordingTransport('email');
  const notify = { transports: [mail], render, pollMs: ASLEEP, log: () => {} };
  const { store } = await createApp({ dataDir, info: () => {}, notify });
  try {
    const message = await queueComplaint(store, 'CMP-APP-1');
    await vi.waitFor(async () => expect(await stateOf(store, message.id)).toBe('sent'), 10_000);
    expect(mail.given).toHaveLength(1);
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('its rest is nineteen times the round it shared with requests, at most MAX_GIVE_WAY_MS', () => {
  expect(giveWayAfter(10)).toBeCloseTo(190);
  expect(giveWayAfter(50)).toBeCloseTo(950);
  expect(MAX_GIVE_WAY_MS).toBe(1_000);
  expect(giveWayAfter(1_000)).toBe(MAX_GIVE_WAY_MS);
});

it("the app's worker gives way to the requests the app serves meanwhile", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-worker-'));
  const rests: number[] = [];
  let port = 0;
  // Each send makes a request to the app itself, as a visitor would meanwhile.
  const mail = new RecordingTransport('email', async () => {
    await fetch(`http://127.0.0.1:${port}/robots.txt`);
  });
  const giveWay = async (ms: number) => void rests.push(ms);
  const notify = { transports: [mail], render, pollMs: ASLEEP, log: () => {}, giveWay };
  const { koa, store } = await createApp({ dataDir, info: () => {}, notify });
  // As server/main.ts serves it: listen() counts the public requests the worker gives way to.
  const server = await listen(koa, { port: 0, host: '127.0.0.1' });
  port = (server.address() as AddressInfo).port;
  try {
    const message = await queueComplaint(store, 'CMP-APP-2');
    await vi.waitFor(async () => expect(await stateOf(store, message.id)).toBe('sent'), 10_000);
    expect(rests).toHaveLength(1);
  } finally {
    server.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

describe('three app servers on one PostgreSQL', () => {
  it('every message is sent exactly once, whichever server queued it', async () => {
    const db = await createTestDatabase(inject('pgAdminUrl'));
    const stores = await Promise.all(
      [0, 1, 2].map(() => openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR })),
    );
    const sent: string[] = [];
    const workers = stores.map((store) =>
      startOutboxWorker({
        outbox: store.outbox,
        render,
        transports: [
          new RecordingTransport('email', async ({ message }) => {
            sent.push(message.messageId);
            // A send takes a while, so the servers' claims overlap.
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
          }),
        ],
        pollMs: 200,
        batch: 10,
        log: () => {},
      }),
    );
    try {
      const queued = await Promise.all(
        Array.from({ length: 300 }, (_, i) => queueComplaint(stores[i % 3]!, `CMP-PG-${i}`)),
      );
      await vi.waitFor(
        async () => expect(await stores[0]!.outbox.count({ state: 'sent' })).toBe(300),
        { timeout: 60_000, interval: 200 },
      );
      expect(sent.sort()).toEqual(queued.map((m) => m.messageId).sort());
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(stores.map((s) => s.close()));
      await db.drop();
    }
  }, 120_000);
});
