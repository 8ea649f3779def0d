// The outbox and transactions (Store.outbox, Store.transaction, AuditAppend.queue; docs/storage.md
// The outbox), the same on every engine.
import { describe, expect, it } from 'vitest';
import { openComplaint } from '../testing/payloads';
import { RETRY_FOR_MS, retryDelay } from './outbox';
import { engines, storeForEachTest } from './testing/engines';
import { acknowledgement } from '../testing/outbox';
import { DuplicateKeyError, type Store } from './types';

const T0 = new Date('2026-11-29T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;

describe.each(engines)('outbox: $name', (engine) => {
  let store: Store;
  storeForEachTest(engine, (opened) => (store = opened));

  /** A complaint and its acknowledgement, queued in one transaction. */
  const post = (complainNo: string) =>
    store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint(complainNo));
      const message = await tx.queue({
        ...acknowledgement(saved.id),
        nextAttemptAt: T0.toISOString(),
      });
      return { saved, message };
    });

  it('a record and its message are stored together, pending, with a messageId', async () => {
    const { saved, message } = await post('CMP-OUT-1');
    expect(await store.complaint.get(saved.id)).toEqual(saved);
    expect(message).toMatchObject({
      state: 'pending',
      attempts: 0,
      aboutRef: `complaints/${saved.id}`,
      messageId: expect.stringMatching(/@/),
    });
    expect(await store.outbox.about('complaints', saved.id)).toEqual([message]);
  });

  it('a failing step stores neither the record nor its message', async () => {
    await expect(
      store.transaction(async (tx) => {
        const saved = await tx.within(store.complaint).insert(openComplaint('CMP-OUT-2'));
        await tx.queue(acknowledgement(saved.id));
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    expect(await store.complaint.count()).toBe(0);
    expect(await store.outbox.count()).toBe(0);
  });

  it('a duplicate event is skipped and the rest commits; a caught duplicate insert too', async () => {
    const first = await post('CMP-OUT-3');
    const second = await store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint('CMP-OUT-4'));
      const again = await tx.queue(acknowledgement(first.saved.id));
      const twice = await tx.queue(acknowledgement(saved.id));
      const thrice = await tx.queue(acknowledgement(saved.id));
      await expect(
        tx.within(store.outbox).insert({ ...twice!, event: first.message!.event }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      return { saved, again, twice, thrice };
    });
    expect(second.again).toBeUndefined();
    expect(second.twice).toBeDefined();
    expect(second.thrice).toBeUndefined();
    expect(await store.complaint.get(second.saved.id)).toEqual(second.saved);
    expect(await store.outbox.count()).toBe(2);
    expect(await store.outbox.queue(acknowledgement(first.saved.id))).toBeUndefined();
  });

  it("queueAll stores a cause's messages with it, in order; a known event answers undefined", async () => {
    const first = await post('CMP-OUT-QA1');
    const { saved, queued } = await store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint('CMP-OUT-QA2'));
      const email = acknowledgement(saved.id);
      const sms = {
        ...email,
        channel: 'sms' as const,
        event: `complaints/${saved.id}/received/sms`,
      };
      const queued = await tx.queueAll([email, acknowledgement(first.saved.id), sms, email]);
      return { saved, queued };
    });
    expect(queued.map((m) => m?.channel)).toEqual(['email', undefined, 'sms', undefined]);
    expect(queued[0]).toMatchObject({ state: 'pending', to: 'investor@example.com' });
    const stored = await store.outbox.about('complaints', saved.id);
    expect(stored.map((m) => m.id)).toEqual([queued[0]!.id, queued[2]!.id]);
    expect(stored).toEqual([queued[0], queued[2]]);
    expect(await store.outbox.count()).toBe(3);
  });

  it('transactions at once: a unique value and an event are each stored once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store.transaction(async (tx) => {
          const saved = await tx.within(store.complaint).insert(openComplaint(`CMP-SAME-${i % 2}`));
          const message = await tx.queue(acknowledgement('shared'));
          const updated = await tx.within(store.complaint).update(saved.id, 1, (c) => ({
            ...c,
            status: 'In Process',
          }));
          return { message, updated };
        }),
      ),
    );
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(stored).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason)).toEqual(
      Array.from({ length: 18 }, () => expect.any(DuplicateKeyError)),
    );
    expect(stored.filter((r) => r.message)).toHaveLength(1);
    expect(await store.outbox.count()).toBe(1);
    for (const { updated } of stored) {
      expect(await store.complaint.get(updated.id)).toEqual(updated);
    }
  });

  it('an audited change, its message and its entry are stored together or not at all', async () => {
    const saved = await store.complaint.insert(openComplaint('CMP-OUT-5'));
    const change = (fail: boolean) =>
      store.appendAudit(async ({ head, within, queue }) => {
        const updated = await within(store.complaint).update(saved.id, 1, (c) => ({
          ...c,
          status: 'In Process',
        }));
        await queue(acknowledgement(saved.id, `complaints/${saved.id}/status/2/email`));
        if (fail) throw new Error('refused');
        return {
          seq: (head?.seq ?? 0) + 1,
          prev: head?.hash ?? '0'.repeat(64),
          hash: `h${updated.version}`,
          at: new Date().toISOString(),
          actor: 'meera',
          action: 'status changed',
          target: 'complaints/CMP-OUT-5',
        };
      });
    await expect(change(true)).rejects.toThrow('refused');
    expect((await store.complaint.get(saved.id))!.version).toBe(1);
    expect(await store.outbox.count()).toBe(0);
    expect(await store.audit.count()).toBe(0);
    await change(false);
    expect((await store.complaint.get(saved.id))!.status).toBe('In Process');
    expect(await store.outbox.count()).toBe(1);
    expect(await store.audit.count()).toBe(1);
  });

  it('claims only due, unclaimed messages; two claims at once never take the same one', async () => {
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await post(`CMP-OUT-C${i}`)).message!.id);
    await store.transaction((tx) =>
      tx.queue({ ...acknowledgement('later'), nextAttemptAt: at(1000).toISOString() }),
    );
    const [a, b] = await Promise.all([
      store.outbox.claimDue(T0, 6, LEASE),
      store.outbox.claimDue(T0, 6, LEASE),
    ]);
    const taken = [...a, ...b].map((m) => m.id);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(new Set(taken).size).toBe(10);
    expect(
      a.concat(b).every((m) => m.attempts === 1 && m.claimedUntil === at(LEASE).toISOString()),
    ).toBe(true);
    expect(await store.outbox.claimDue(at(1000), 20, LEASE)).toHaveLength(1);
  });

  it('a claim not settled runs out: claimed again after its lease, same messageId', async () => {
    const { message } = await post('CMP-OUT-6');
    const [first] = await store.outbox.claimDue(T0, 1, LEASE);
    expect(await store.outbox.claimDue(at(LEASE - 1), 1, LEASE)).toEqual([]);
    const [second] = await store.outbox.claimDue(at(LEASE + 1), 1, LEASE);
    expect(second).toMatchObject({ id: message!.id, messageId: message!.messageId, attempts: 2 });
    // The first worker's claim is lost: its outcome is not recorded.
    expect(await store.outbox.settle(first!, { result: 'sent' }, at(LEASE + 2))).toBeUndefined();
    const sent = await store.outbox.settle(second!, { result: 'sent' }, at(LEASE + 3));
    expect(sent).toMatchObject({ state: 'sent', sentAt: at(LEASE + 3).toISOString() });
    expect(sent!.claimedUntil).toBeUndefined();
    expect(await store.outbox.claimDue(at(10 * LEASE), 1, LEASE)).toEqual([]);
  });

  it("settleAll records a round's attempts together, in order; a lost claim is undefined", async () => {
    const one = (await post('CMP-OUT-10')).message!;
    const two = (await post('CMP-OUT-11')).message!;
    const three = (await post('CMP-OUT-12')).message!;
    const [lost] = await store.outbox.claimDue(T0, 1, LEASE);
    expect(lost!.id).toBe(one.id);
    const round = await store.outbox.claimDue(at(LEASE + 1), 3, LEASE);
    const byId = new Map(round.map((m) => [m.id, m]));
    const refused = { result: 'error', status: '421 try later', permanent: false } as const;
    const settled = await store.outbox.settleAll(
      [
        { message: byId.get(three.id)!, outcome: refused },
        { message: lost!, outcome: { result: 'sent' } },
        { message: byId.get(two.id)!, outcome: { result: 'unconfigured' } },
        { message: byId.get(one.id)!, outcome: { result: 'sent' } },
      ],
      at(LEASE + 2),
    );
    expect(settled.map((m) => m && [m.id, m.state])).toEqual([
      [three.id, 'pending'],
      undefined,
      [two.id, 'unconfigured'],
      [one.id, 'sent'],
    ]);
    expect(settled[0]).toMatchObject({ lastError: '421 try later', attempts: 1 });
    expect(settled.every((m) => m === undefined || m.claimedUntil === undefined)).toBe(true);
    expect(await store.outbox.get(one.id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      sentAt: at(LEASE + 2).toISOString(),
      version: settled[3]!.version,
    });
    expect(await store.outbox.settleAll([], T0)).toEqual([]);
  });

  it('a failing server is retried with a growing, capped delay for 24 hours, then failed', async () => {
    const { message } = await post('CMP-OUT-7');
    let now = T0;
    const delays: number[] = [];
    for (;;) {
      const [claimed] = await store.outbox.claimDue(now, 1, LEASE);
      expect(claimed?.id).toBe(message!.id);
      const error = { result: 'error', status: '421 try later', permanent: false } as const;
      const after = (await store.outbox.settle(claimed!, error, now))!;
      if (after.state === 'failed') break;
      expect(after).toMatchObject({ state: 'pending', lastError: '421 try later' });
      delays.push(Date.parse(after.nextAttemptAt) - now.getTime());
      now = new Date(after.nextAttemptAt);
    }
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBe(retryDelay(100));
    expect(now.getTime() - T0.getTime()).toBeGreaterThanOrEqual(RETRY_FOR_MS);
    const failed = (await store.outbox.get(message!.id))!;
    expect(failed).toMatchObject({ state: 'failed', lastError: '421 try later' });
    expect(failed.attempts).toBe(delays.length + 1);
    expect(await store.outbox.claimDue(at(2 * RETRY_FOR_MS), 1, LEASE)).toEqual([]);
  });

  it('a permanent error fails at once; unconfigured is kept; a re-send makes either pending', async () => {
    const one = (await post('CMP-OUT-8')).message!;
    const two = (await post('CMP-OUT-9')).message!;
    const claimed = await store.outbox.claimDue(T0, 2, LEASE);
    const byId = new Map(claimed.map((m) => [m.id, m]));
    const rejected = { result: 'error', status: '550 no such user', permanent: true } as const;
    await store.outbox.settle(byId.get(one.id)!, rejected, T0);
    await store.outbox.settle(byId.get(two.id)!, { result: 'unconfigured' }, T0);
    expect((await store.outbox.list({ where: { state: 'failed' } })).data.map((m) => m.id)).toEqual(
      [one.id],
    );
    const page = await store.outbox.list({
      where: { state: 'unconfigured', kind: 'complaintReceived', channel: 'email' },
      limit: 1,
    });
    expect(page).toMatchObject({ total: 1, data: [{ id: two.id }] });
    expect(await store.outbox.resend(one.id, at(5000))).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: '550 no such user',
      nextAttemptAt: at(5000).toISOString(),
    });
    expect(await store.outbox.resend(one.id, at(5000))).toBeUndefined();
    expect(await store.outbox.resend(two.id, at(5000))).toMatchObject({ state: 'pending' });
    expect(await store.outbox.claimDue(at(5000), 5, LEASE)).toHaveLength(2);
  });

  it('a commit that queued a message wakes the listeners; a failed one does not', async () => {
    let woken = 0;
    const stop = store.outbox.onQueued(() => woken++);
    await post('CMP-OUT-10');
    await store.transaction((tx) => tx.queue(acknowledgement('x')));
    await store.transaction((tx) => tx.queue(acknowledgement('x')));
    await store
      .transaction(async (tx) => {
        await tx.queue(acknowledgement('y'));
        throw new Error('no');
      })
      .catch(() => undefined);
    stop();
    await post('CMP-OUT-11');
    expect(woken).toBe(2);
  });
});
