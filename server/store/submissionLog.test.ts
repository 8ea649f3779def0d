import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeStats } from './durableFile';
import { SubmissionLog } from './submissionLog';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'investor-log-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

interface Rec {
  n: number;
  status?: string;
}

describe('SubmissionLog', () => {
  it('append resolves once the record is in the file', async () => {
    const file = join(dir, 'log.json');
    const log = new SubmissionLog<Rec>(file);
    await log.append({ n: 1 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ records: [{ n: 1 }] });
    expect(await log.all()).toEqual([{ n: 1 }]);
  });

  it('batches simultaneous appends into few writes, in arrival order', async () => {
    const log = new SubmissionLog<Rec>(join(dir, 'log.json'));
    const before = writeStats.writes;
    await Promise.all(Array.from({ length: 100 }, (_, n) => log.append({ n })));
    const writes = writeStats.writes - before;
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThanOrEqual(3);
    expect((await log.all()).map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  it('keeps edits made to the file between writes', async () => {
    const file = join(dir, 'log.json');
    const log = new SubmissionLog<Rec>(file);
    await log.append({ n: 1 });
    await writeFile(file, JSON.stringify({ records: [{ n: 1, status: 'Closed' }] }));
    await log.append({ n: 2 });
    expect(await log.all()).toEqual([{ n: 1, status: 'Closed' }, { n: 2 }]);
  });

  it('a failed batch rejects its appends only; the next batch is written', async () => {
    const file = join(dir, 'log.json');
    const log = new SubmissionLog<Rec>(file);
    await writeFile(file, '{broken');
    await expect(log.append({ n: 1 })).rejects.toThrow('log.json is not valid JSON');
    expect(await readFile(file, 'utf8')).toBe('{broken');
    await writeFile(file, JSON.stringify({ records: [] }));
    await log.append({ n: 2 });
    expect(await log.all()).toEqual([{ n: 2 }]);
  });
});
