// A status change and its audit entry, both or neither, on the embedded engine across a SIGKILL
// (issue 41; docs/storage.md, The audit chain): a server process changing statuses as fast as it
// can is killed at a random moment, and the data folder opened again holds, for every complaint
// whose status changed, its `status changed` entry, and no entry without its change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi } from '../../src/contract/desk';
import { verifyChain } from './auditChain';
import { addAccount } from './accounts';
import { openStore } from '../store';
import { openLowdbStore } from '../store/lowdb';
import { SEED_DIR } from '../store/testing/engines';
import { openComplaint } from '../testing/payloads';
import { startServerProcess, testCipher } from '../testing/serverProcess';
import { TEST_SCRYPT_COST } from '../testing/staffCost';

const STAFF = { username: 'meera', password: 'a long enough pass phrase' };
const COMPLAINTS = 400;
/** Each round's kill lands in the window between a change and its entry about half the time. */
const ROUNDS = 4;

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function prepared(): Promise<{ dataDir: string; keys: string[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-audit-kill-'));
  dirs.push(dataDir);
  // With the server's key, so its start has nothing to seal: each complaint stays at version 1.
  const store = await openStore({ dataDir, seedDir: SEED_DIR, cipher: testCipher() });
  const keys = Array.from({ length: COMPLAINTS }, (_, i) => `CMP-KILL-${i}`);
  try {
    await addAccount(store, new Date(), { ...STAFF, roles: ['grievance'] }, TEST_SCRYPT_COST);
    for (const complainNo of keys) {
      await store.complaint.insert(openComplaint(complainNo));
    }
  } finally {
    await store.close();
  }
  return { dataDir, keys };
}

it('a server killed between status changes leaves each change with its entry, or neither', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const { dataDir, keys } = await prepared();
    const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SIGN_IN: '1000/900' });
    const headers = { Origin: server.baseUrl, 'Content-Type': 'application/json' };
    const signIn = await fetch(server.baseUrl + deskApi.session, {
      method: 'POST',
      headers,
      body: JSON.stringify(STAFF),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    let next = 0;
    let answered = 0;
    const sender = async () => {
      while (next < keys.length) {
        const res = await fetch(server.baseUrl + deskApi.record('complaints', keys[next++]!), {
          method: 'PATCH',
          headers: { ...headers, Cookie: cookie },
          body: JSON.stringify({ status: 'In Process', version: 1 }),
        }).catch(() => undefined);
        if (!res) return; // the server is gone
        expect(res.status).toBe(200);
        answered++;
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    while (answered < 20) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, Math.random() * 100));
    server.kill('SIGKILL');
    await server.exited;
    await Promise.all(senders);

    const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    try {
      const changed = (await store.complaint.list({ where: { status: 'In Process' } })).data.map(
        (r) => `complaints/${r.complainNo}`,
      );
      const audit = (await store.audit.list({ sort: 'oldest' })).data;
      const entries = audit.filter((e) => e.action === AUDIT_ACTIONS.status).map((e) => e.target);
      expect(changed.length).toBeGreaterThanOrEqual(answered);
      expect(entries.sort()).toEqual(changed.sort());
      expect(verifyChain(audit)).toEqual({ ok: true });
    } finally {
      await store.close();
    }
  }
}, 240_000);
