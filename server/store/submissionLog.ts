import { Low } from 'lowdb';
import { CorruptFileError, DurableJSONFile } from './durableFile';

interface LogFile<T> {
  records: T[];
}

interface Waiter<T> {
  record: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * An append-only lowdb file of what visitors send (complaints, feedback, ...).
 *
 * - `append` resolves only once the record is on disk (DESIGN: "no write is lost").
 * - Writes are serialized; records arriving while a write is in flight are written together in
 *   the next one (group commit), so 200 simultaneous posts cost a handful of writes, not 200.
 * - Every write first re-reads the file, so a status the firm's staff changed by editing the file
 *   is kept. If the file cannot be read, is not JSON or is not `{ "records": [...] }`, nothing is
 *   written and the posts fail: a broken file is never overwritten with a partial copy.
 */
export class SubmissionLog<T> {
  private readonly db: Low<LogFile<T>>;
  private pending: Waiter<T>[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly file: string) {
    this.db = new Low(new DurableJSONFile<LogFile<T>>(file), { records: [] });
  }

  append(record: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ record, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Reads the file as it is on disk now (staff may have edited it). */
  async all(): Promise<T[]> {
    return this.readRecords();
  }

  private async readRecords(): Promise<T[]> {
    // What is on disk may have been edited by hand: check its shape before trusting it.
    const data: unknown = await this.db.adapter.read();
    if (data === null) return [];
    const records = typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
    if (!Array.isArray(records)) throw new CorruptFileError(this.file);
    return records as T[];
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        const onDisk = await this.readRecords();
        this.db.data = { records: [...onDisk, ...batch.map((w) => w.record)] };
        await this.db.write();
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.writing = null;
  }
}
