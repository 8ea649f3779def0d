import { close, fdatasync, ftruncate, open, write } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { syncFolder } from '../durableFile';
import type { Stored } from '../types';

const openFd = promisify(open);
const writeFd = promisify(write);
const syncFd = promisify(fdatasync);
const truncateFd = promisify(ftruncate);
const closeFd = promisify(close);

/** Groups written since start (tests check how well appends share their writes). */
export const journalStats = { groups: 0 };

/** A segment of the journal: `journal-<n>.log` in the data folder, n counting up. */
export const JOURNAL_SEGMENT = /^journal-(\d+)\.log$/;
const segmentName = (n: number) => `journal-${n}.log`;

/** How long after a commit its part files are written (a checkpoint), and between retries. */
export const CHECKPOINT_MS = 1000;

/** A segment's size past which a checkpoint begins the next one even while older ones are kept. */
const SEGMENT_BYTES = 64 * 1024 * 1024;

/** A record a commit wrote: new (`insert`), or over the version before it. */
export interface JournalWrite {
  collection: string;
  record: Stored<object>;
  insert?: true;
}

/** What a checkpoint asks of each collection: its changed parts written, or the error. */
export interface Checkpointed {
  checkpoint(): Promise<void>;
}

/** The journal's segments a start finds, in order, and each commit they hold, in order. */
export async function readJournal(
  dataDir: string,
): Promise<{ segments: string[]; commits: JournalWrite[][] }> {
  const segments = (await readdir(dataDir))
    .flatMap((name) => {
      const m = JOURNAL_SEGMENT.exec(name);
      return m ? [{ name, n: Number(m[1]) }] : [];
    })
    .sort((a, b) => a.n - b.n)
    .map(({ name }) => join(dataDir, name));
  const commits: JournalWrite[][] = [];
  for (const file of segments) commits.push(...journalCommits(await readFile(file, 'utf8')));
  return { segments, commits };
}

/** The commits of one segment's text, in order. */
export function journalCommits(text: string): JournalWrite[][] {
  const commits: JournalWrite[][] = [];
  for (const line of text.split('\n')) {
    // A line cut short by a crash, or left by an append that failed, was never answered.
    try {
      const { writes } = JSON.parse(line) as { writes?: JournalWrite[] };
      if (Array.isArray(writes)) commits.push(writes);
    } catch {
      continue;
    }
  }
  return commits;
}

/** One append waiting for its group's write. */
interface Append {
  line: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * The embedded engine's commit point (docs/storage.md, The journal): each commit is one line
 * appended to the current segment, and is committed once the line is on disk. Appends that arrive
 * while one is being written share the next write and its one fdatasync (group commit). The part
 * files are written later, by a checkpoint: a new segment is begun, every collection writes the
 * parts its commits changed, and then the segments before are removed. A start replays whatever
 * segments it finds (store/lowdb/index.ts), so a crash at any point loses no answered commit.
 */
export class Journal {
  private queue: Append[] = [];
  private writing: Promise<void> | null = null;
  /** The segments whose commits a checkpoint has not yet put in the part files. */
  private older: string[] = [];
  private size = 0;
  private broken: unknown = null;
  private timer: NodeJS.Timeout | null = null;
  private checkpointing: Promise<void> | null = null;
  private closed = false;
  /** A group's write and a new segment take turns: a write never spans two segments. */
  private turns: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly dataDir: string,
    private n: number,
    private fd: number,
    private readonly collections: readonly Checkpointed[],
  ) {}

  /** A journal whose first segment follows `after` (the highest a start found, or 0). */
  static async begin(
    dataDir: string,
    after: number,
    collections: readonly Checkpointed[],
  ): Promise<Journal> {
    const n = after + 1;
    const fd = await openSegment(dataDir, n);
    return new Journal(dataDir, n, fd, collections);
  }

  /** Out of service after an append that could not be taken back: writes fail until a restart. */
  assertHealthy(): void {
    if (this.broken) throw this.broken;
  }

  /**
   * Commits the writes in `line` (journalLine): resolves once it is on disk, rejects when it is
   * not there (nothing of it counts then).
   */
  append(line: string): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ line: `${line}\n`, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Yield first: `writing` must be set before a group can finish and clear it.
    await null;
    while (this.queue.length > 0) {
      const group = this.queue;
      this.queue = [];
      try {
        const bytes = Buffer.from(group.map((a) => a.line).join(''));
        await this.inTurn(() => this.write(bytes));
      } catch (err) {
        for (const a of group) a.reject(err);
        continue;
      }
      for (const a of group) a.resolve();
      this.scheduleCheckpoint(CHECKPOINT_MS);
    }
    this.writing = null;
  }

  /** `bytes` at the segment's end and on disk; on failure the segment is cut back to before them. */
  private async write(bytes: Buffer): Promise<void> {
    if (this.broken) throw this.broken;
    try {
      for (let at = 0; at < bytes.length;) {
        at += (await writeFd(this.fd, bytes, at, bytes.length - at, null)).bytesWritten;
      }
      await syncFd(this.fd);
      this.size += bytes.length;
      journalStats.groups++;
    } catch (err) {
      // Half a line left in place would sit between answered lines: cut it off, or stop here.
      await truncateFd(this.fd, this.size).catch((cut: unknown) => (this.broken = cut));
      throw err;
    }
  }

  private scheduleCheckpoint(ms: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.checkpoint().catch(() => this.scheduleCheckpoint(CHECKPOINT_MS));
    }, ms);
    this.timer.unref();
  }

  /**
   * Puts every commit so far in the part files: a new segment takes the commits from here on,
   * each collection writes the parts it changed, and then the earlier segments are removed. A
   * collection that cannot write its parts keeps them (and the segments) for the next one.
   */
  checkpoint(): Promise<void> {
    const run = async () => {
      // Lines written before this are in the earlier segments, and their commits are queued in
      // their collections ahead of the checkpoint's writes (LowdbCollection.checkpoint).
      // While the segments before are kept (a collection failed to write), the current one takes
      // the lines on, up to SEGMENT_BYTES: not a new file every second of a long failure.
      const rotating = this.size > 0 && (this.older.length === 0 || this.size > SEGMENT_BYTES);
      await this.inTurn(() => (rotating ? this.rotate() : Promise.resolve()));
      const outcomes = await Promise.allSettled(this.collections.map((c) => c.checkpoint()));
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
      const done = this.older;
      this.older = [];
      for (const file of done) await unlink(file).catch(() => undefined);
    };
    // One at a time; one asked for while another runs follows it.
    const next = (this.checkpointing ?? Promise.resolve()).catch(() => undefined).then(run);
    this.checkpointing = next;
    return next;
  }

  /** Runs `work` once the writes and segment changes before it are done. */
  private inTurn<R>(work: () => Promise<R>): Promise<R> {
    const next = this.turns.then(work);
    this.turns = next.catch(() => undefined);
    return next;
  }

  /** Begins the next segment; the current one joins those a checkpoint removes. */
  private async rotate(): Promise<void> {
    const fd = await openSegment(this.dataDir, this.n + 1);
    const old = this.fd;
    this.older.push(join(this.dataDir, segmentName(this.n)));
    this.n += 1;
    this.fd = fd;
    this.size = 0;
    await closeFd(old).catch(() => undefined);
  }

  /** A last checkpoint, then the segment closed (the store's close). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      await this.checkpoint();
    } catch {
      // What could not be written stays in the segments, which the next start replays.
    } finally {
      await closeFd(this.fd).catch(() => undefined);
    }
    // Everything is in the part files: the segment begun for what came after is empty.
    if (this.size === 0) await unlink(join(this.dataDir, segmentName(this.n))).catch(() => {});
  }
}

/** Opens segment `n` for appends, its name durable in the folder before any line counts. */
async function openSegment(dataDir: string, n: number): Promise<number> {
  const fd = await openFd(join(dataDir, segmentName(n)), 'a');
  await syncFolder(dataDir);
  return fd;
}

/** The number of the highest segment among `segments` (0 when none). */
export function lastSegment(segments: readonly string[]): number {
  return segments.reduce((n, file) => {
    const m = JOURNAL_SEGMENT.exec(file.slice(file.lastIndexOf('/') + 1));
    return m ? Math.max(n, Number(m[1])) : n;
  }, 0);
}

/** Removes segments a start replayed into the part files (a crash before: replayed again). */
export async function removeSegments(segments: readonly string[]): Promise<void> {
  for (const file of segments) await unlink(file);
}
