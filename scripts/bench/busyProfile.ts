// Where a busy desk's server time goes (not part of `npm run bench`; docs/performance.md, "Lookups
// beside five officers on lowdb"): SIZE (100000) complaints in a lowdb store, one app server, five
// officers signed in; then phases of SECS (5) s: the officers paging without pause alone, public
// lookups alone, both; each with the server's main-thread and whole-process CPU, the bench
// process's own (the officers' and lookups' client), and each of the server's threads above 1 %
// (the libuv pool's: the durable writes' fsyncs, gzip). ONLY=officers|busy, ROUNDS=n. With
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" the server writes a CPU profile.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openStore } from '../../server/store';
import { cpuSeconds, forkServer, lookupRound, root, runBenchmark } from './measure';
import { complaints } from './queue';
import { complaintNumbers } from './seed';
import { addOfficers, officersAtWork, signIn } from './busyDesk';

const SECS = Number(process.env.SECS ?? 5);
const SIZE = Number(process.env.SIZE ?? 100000);

async function threads(pid: number): Promise<Map<string, number>> {
  const m = new Map<string, number>();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    const text = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
    if (!text) continue;
    const name = `${text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))}/${tid}`;
    const f = text.split(') ')[1]!.split(' ');
    m.set(name, (m.get(name) ?? 0) + (Number(f[11]) + Number(f[12])) / 100);
  }
  return m;
}

runBenchmark(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'busyprof-'));
  const config = { dataDir, seedDir: resolve(root, 'data/seed') };
  const numbers = complaintNumbers(SIZE, new Set());
  const store = await openStore(config);
  await store.complaint.insertStored(complaints(SIZE, Date.now(), numbers));
  await store.close();
  await addOfficers(config);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const server = await forkServer('scripts/bench/appServer.ts', env);
  const pid = server.child.pid!;
  const base = `http://127.0.0.1:${server.port}`;
  const cookies: string[] = [];
  for (let i = 0; i < 5; i++) cookies.push(await signIn(base, `officer${i}`));
  const lookups = lookupRound(base, 50, numbers);
  const cpu = async () => [
    await cpuSeconds(pid, pid),
    await cpuSeconds(pid),
    (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  ];
  const phase = async (name: string, look: boolean, officers: boolean) => {
    const [m0, p0, c0] = await cpu();
    const t0 = await threads(pid);
    const o = officers ? officersAtWork(base, cookies) : undefined;
    const r = look ? await lookups(SECS) : await new Promise((d) => setTimeout(d, SECS * 1000));
    const pages = o ? (await o.stop()).length : 0;
    const [m1, p1, c1] = await cpu();
    const t1 = await threads(pid);
    const split = [...t1]
      .filter(([k, v]) => v - (t0.get(k) ?? 0) > 0.01 * SECS)
      .map(([k, v]) => `${k} ${(((v - (t0.get(k) ?? 0)) * 100) / SECS).toFixed(0)}%`);
    const rps = look ? (r as { rps: number }).rps : 0;
    console.info(
      `${name}: lookups ${rps.toFixed(0)}/s, pages ${(pages / SECS).toFixed(1)}/s, main CPU ` +
        `${(((m1! - m0!) * 100) / SECS).toFixed(0)}%, process ${(((p1! - p0!) * 100) / SECS).toFixed(0)}%, client ${(((c1! - c0!) * 100) / SECS).toFixed(0)}%` +
        (pages ? `, main ms/page if alone ${(((m1! - m0!) * 1000) / pages).toFixed(2)}` : '') +
        `; load ${loadavg()[0]!.toFixed(2)}\n   threads: ${split.join(', ')}`,
    );
  };
  const only = process.env.ONLY;
  await phase('warm officers', false, true);
  const gap = () => new Promise((d) => setTimeout(d, 2000));
  await lookups(1);
  for (let i = 0; i < Number(process.env.ROUNDS ?? 1); i++) {
    if (!only || only === 'officers') await phase('officers alone', false, true);
    await gap();
    if (!only || only === 'busy') await phase('lookups alone', true, false);
    await gap();
    if (!only || only === 'busy') await phase('busy', true, true);
    await gap();
  }
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});
