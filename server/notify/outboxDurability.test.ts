// A record and its outbox message, both or neither, on the embedded engine across a SIGKILL
// (issue 42; docs/storage.md, The outbox): a process storing complaints with their
// acknowledgements, and status changes with their messages and audit entries, is killed at a
// random moment; the folder opened again holds each complaint with its acknowledgement, each
// status change with its message and entry, and nothing without the rest.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openLowdbStore } from '../store/lowdb';
import { SEED_DIR } from '../store/testing/engines';
import { killWriterMidWrite } from '../testing/killWriter';

const ROUNDS = 6;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

it('a process killed mid-transaction leaves each record with its messages, or neither', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-outbox-kill-'));
    dirs.push(dataDir);
    await killWriterMidWrite('outboxWriter.ts', dataDir, { randomMs: 200 });

    const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    try {
      const complaints = (await store.complaint.list()).data;
      const changed = complaints.filter((c) => c.status === 'In Process').map((c) => c.id);
      const events = (await store.outbox.list()).data.map((m) => m.event);
      const expected = [
        ...complaints.map((c) => `complaints/${c.id}/received/email`),
        ...changed.map((id) => `complaints/${id}/status/2/email`),
      ];
      expect(complaints.length).toBeGreaterThan(10);
      expect(events.sort()).toEqual(expected.sort());
      const entries = (await store.audit.list()).data.map((e) => e.target);
      expect(entries.sort()).toEqual(changed.map((id) => `complaints/${id}`).sort());
    } finally {
      await store.close();
    }
  }
}, 240_000);
