// `npm run complaint:status` as an operator runs it, on each engine's configuration: DATA_DIR or
// DATABASE_URL (docs/storage.md, "Status changes from the shell").
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processEngines } from '../store/testing/engines';
import type { Store } from '../store/types';
import { validComplaint } from '../testing/payloads';
import { runCommandProcess } from '../testing/serverProcess';

const SCRIPT = 'server/complaintStatus.ts';

// Each engine as the command finds it configured: its environment and a store to check with.
describe.each(processEngines)('npm run complaint:status with $name', (engine) => {
  let drop: () => Promise<void> = async () => {};
  afterEach(() => drop());

  it('moves a complaint and refuses an unknown number, in one line each', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-status-cli-'));
    const setup = await engine.make(dataDir);
    drop = async () => {
      await setup.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    let store: Store = await setup.open();
    await store.complaint.insert({
      ...validComplaint,
      department: 'Back Office',
      complainNo: 'CMP-7K4Q-9XTD',
      status: 'Open',
      history: [],
    });
    await store.close();

    const moved = await runCommandProcess(SCRIPT, ['7k4q-9xtd', 'In Process'], setup.env);
    expect(moved).toMatchObject({ code: 0, stdout: 'CMP-7K4Q-9XTD: Open → In Process\n' });
    const unknown = await runCommandProcess(SCRIPT, ['CMP-0000-0000', 'Open'], setup.env);
    expect(unknown).toMatchObject({ code: 1, stdout: 'No complaint CMP-0000-0000.\n' });

    store = await setup.open();
    try {
      const record = await store.complaint.findBy('complainNo', 'CMP-7K4Q-9XTD');
      // Version 2 is the command's first open sealing its phone, stored in clear here before
      // the command's DATA_KEY (docs/storage.md, "PII at rest"); 3 the status change.
      expect(record).toMatchObject({ status: 'In Process', version: 3 });
      expect(record!.history.at(-1)).toMatchObject({ by: 'cli', from: 'Open', to: 'In Process' });
      expect((await store.audit.list()).data.map((e) => e.actor)).toEqual(['cli']);
    } finally {
      await store.close();
    }
  }, 60_000);
});

it('refuses a DATA_DIR no server has used, without creating it', async () => {
  const parent = await mkdtemp(join(tmpdir(), 'investor-status-cli-'));
  try {
    const dataDir = join(parent, 'typo');
    const result = await runCommandProcess(SCRIPT, ['CMP-7K4Q-9XTD', 'Open'], {
      DATA_DIR: dataDir,
    });
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `No data directory at ${dataDir}: set DATA_DIR to the server's.\n`,
    });
    expect(await readdir(parent)).toEqual([]);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}, 30_000);
