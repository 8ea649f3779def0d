// The PostgreSQL plans of the desk queue's pages at a year's volume (docs/storage.md, "Queue
// pages"): a throwaway cluster (or DATABASE_URL), `size` complaints seeded as the queue bench seeds
// them (scripts/bench/queue.ts), VACUUM ANALYZE, then each bench case's statements as listQueue
// sends them, each logged with `EXPLAIN (ANALYZE, BUFFERS)` by auto_explain and printed from the
// cluster's log. With --hold the cluster stays up (its URL printed) for plans tried by hand
// until Ctrl-C.
//   npx tsx scripts/bench/queueExplain.ts [--size 100000] [--cases 'overdue, page 1;search, page 50'] [--hold]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listQueue, queueSources } from '../../server/desk/queues';
import { openStore } from '../../server/store';
import { createTestDatabase, startPostgres } from '../../server/testing/postgres';
import { asNext, CASES, complaints, vacuum } from './queue';
import { root } from './measure';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    hold: { type: 'boolean', default: false },
    cases: { type: 'string', default: '' },
  },
});
const size = Number(values.size);
// Case names hold commas: separated by semicolons.
const only = values.cases ? values.cases.split(';') : undefined;

const cluster = process.env.DATABASE_URL ? undefined : await startPostgres();
const adminUrl = process.env.DATABASE_URL ?? cluster!.adminUrl;
const db = await createTestDatabase(adminUrl);
const dataDir = await mkdtemp(join(tmpdir(), 'investor-explain-'));
try {
  const config = { dataDir, seedDir: resolve(root, 'data/seed'), databaseUrl: db.url };
  const seeding = await openStore(config);
  try {
    await seeding.complaint.insertStored(complaints(size, Date.now()));
  } finally {
    await seeding.close();
  }
  await vacuum(db.url);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ dir: string }>(
    "SELECT current_setting('data_directory') AS dir",
  );
  await admin.end();
  // The test cluster's log is beside its data folder (server/testing/postgres.ts).
  const log = join(dirname(rows[0]!.dir), 'server.log');
  const explained = new URL(db.url);
  explained.searchParams.set(
    'options',
    `${explained.searchParams.get('options')} -c session_preload_libraries=auto_explain ` +
      '-c auto_explain.log_min_duration=0 -c auto_explain.log_analyze=on ' +
      '-c auto_explain.log_buffers=on -c auto_explain.log_nested_statements=on',
  );
  const store = await openStore({ ...config, databaseUrl: explained.toString() });
  try {
    const sources = queueSources(store);
    const now = new Date();
    for (const [name, asked, pii] of CASES) {
      if (only && !only.includes(name)) continue;
      const query = await asNext(sources.complaints, asked, now, pii);
      // Twice: the second's plans are printed (the first warms the caches).
      await listQueue('complaints', sources.complaints, query, now, pii, query.page);
      const from = (await readFile(log)).length;
      const started = performance.now();
      await listQueue('complaints', sources.complaints, query, now, pii, query.page);
      const ms = (performance.now() - started).toFixed(1);
      console.info(`\n===== ${name} (${ms} ms in all)`);
      console.info((await readFile(log)).subarray(from).toString());
    }
  } finally {
    await store.close();
  }
  if (values.hold) {
    console.info(`\nHolding the cluster: psql '${db.url}' (Ctrl-C to stop)`);
    await new Promise((done) => process.once('SIGINT', done));
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await db.drop();
  await cluster?.stop();
}
