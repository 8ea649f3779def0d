// Child process for the crash-safety test: rewrites one JSON file through DurableJSONFile as fast
// as it can, each generation a few MB, until the parent kills it (SIGKILL, mid-write at random).
import { DurableJSONFile } from '../store/durableFile';

const file = process.argv[2];
if (!file) throw new Error('usage: killedWriter <file>');
const adapter = new DurableJSONFile<{
  generation: number;
  records: { generation: number; text: string }[];
}>(file);
const RECORDS = 20_000;

for (let generation = 1; generation < 10_000; generation++) {
  const records = Array.from({ length: RECORDS }, () => ({ generation, text: 'x'.repeat(80) }));
  await adapter.write({ generation, records });
  if (generation === 1) process.stdout.write('ready\n');
}
