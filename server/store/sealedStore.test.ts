// What the store's sealing boundary answers (sealedStore.ts, docs/storage.md "PII at rest"):
// the plain record a write was given, without opening what it sealed, and a claimed message's
// address settled as it was sealed at its queueing, not encrypted again.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openComplaint } from '../testing/payloads';
import { acknowledgement } from '../testing/outbox';
import { FieldCipher, type SealedValue } from './fieldCipher';
import { sealStore } from './sealedStore';
import { engines, storeForEachTest } from './testing/engines';
import type { Store } from './types';

const EMAIL = 'asha.rao@example.in';
const PHONE = '9876543210';

describe.each(engines)('the sealed store: %s', (engine) => {
  let raw: Store;
  storeForEachTest(engine, (opened) => (raw = opened));
  const sealedIn = (store: Store) => sealStore(store, new FieldCipher(randomBytes(32)));

  it('answers an insert with the record as given, and holds its personal fields sealed', async () => {
    const store = sealedIn(raw);
    const given = openComplaint('CMP-SEAL-1', { email: EMAIL, contactNo: PHONE });
    const saved = await store.complaint.insert(given);
    expect(saved.email).toBe(EMAIL);
    expect(saved.contactNo).toBe(PHONE);
    expect(await store.complaint.get(saved.id)).toEqual(saved);
    const held = (await raw.complaint.get(saved.id))!;
    expect(JSON.stringify(held)).not.toContain(EMAIL);
    expect(JSON.stringify(held)).not.toContain(PHONE);
  });

  it('answers queued messages with their addresses, and settles a claimed one under the same seal', async () => {
    const store = sealedIn(raw);
    const [email, sms] = await store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint('CMP-SEAL-2'));
      return tx.queueAll([
        acknowledgement(saved.id),
        { ...acknowledgement(saved.id, `x/${saved.id}/sms`), channel: 'sms', to: PHONE },
      ]);
    });
    expect(email!.to).toBe('investor@example.com');
    expect(sms!.to).toBe(PHONE);
    const sealedAt = async (id: string) =>
      ((await raw.outbox.get(id))!.to as unknown as SealedValue).sealed;
    const queued = await sealedAt(email!.id);
    expect(queued).not.toContain('investor@example.com');

    const claimed = await store.outbox.claimDue(new Date(), 10, 60_000);
    expect(claimed.map((m) => m.to).sort()).toEqual([PHONE, 'investor@example.com'].sort());
    const settled = await store.outbox.settleAll(
      claimed.map((message) => ({ message, outcome: { result: 'sent' } })),
      new Date(),
    );
    expect(settled.map((m) => m!.to)).toEqual(claimed.map((m) => m.to));
    expect(settled.map((m) => m!.state)).toEqual(['sent', 'sent']);
    expect(await sealedAt(email!.id)).toBe(queued);
    expect(await store.outbox.get(email!.id)).toMatchObject({ to: 'investor@example.com' });
  });

  it('seals a message settled that it did not claim, and answers it plain', async () => {
    const store = sealedIn(raw);
    const [queued] = await store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint('CMP-SEAL-3'));
      return tx.queueAll([acknowledgement(saved.id)]);
    });
    const [claimed] = await store.outbox.claimDue(new Date(), 10, 60_000);
    // The same message as another object: a copy the seal of its claim does not follow.
    const settled = await store.outbox.settle({ ...claimed! }, { result: 'sent' }, new Date());
    expect(settled).toMatchObject({ id: queued!.id, to: 'investor@example.com', state: 'sent' });
    const held = (await raw.outbox.get(queued!.id))!;
    expect(JSON.stringify(held)).not.toContain('investor@example.com');
    expect(await store.outbox.get(queued!.id)).toMatchObject({ to: 'investor@example.com' });
  });
});
