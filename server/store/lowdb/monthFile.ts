import { stat } from 'node:fs/promises';
import { CorruptFileError, DurableJSONFile } from '../durableFile';

/** What the server last saw of a file: a different size or time means someone else wrote it. */
interface Seen {
  size: number;
  mtimeMs: number;
}

/** A file was changed by something other than this server since it last read or wrote it. */
export class ForeignChangeError extends Error {
  constructor(readonly file: string) {
    super('a data file was changed outside the server; restart the server to reload it');
    this.name = 'ForeignChangeError';
  }
}

/** Between two records of a part file: one record a line (docs/storage.md, Memory). */
export const RECORD_SEPARATOR = Buffer.from(',\n    ');
const HEAD = Buffer.from('{\n  "records": [\n    ');
const TAIL = Buffer.from('\n  ]\n}\n');
const EMPTY = Buffer.from('{\n  "records": []\n}\n');

/**
 * One `{ "records": [...] }` file of one collection and one calendar month, written whole through
 * DurableJSONFile (fsync + atomic rename). Before each write it checks the file is still the one
 * it last read or wrote, so a change made outside the server is refused (→ 503), never overwritten.
 */
export class MonthFile<T> {
  private readonly adapter: DurableJSONFile<{ records: T[] }>;
  private seen: Seen | null = null;

  constructor(readonly path: string) {
    this.adapter = new DurableJSONFile(path);
  }

  async read(): Promise<T[]> {
    const data: unknown = await this.adapter.read();
    const records =
      data && typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
    if (!Array.isArray(records)) throw new CorruptFileError(this.path);
    this.seen = await this.stat();
    return records as T[];
  }

  /**
   * Writes the records given as their compact JSON texts joined by RECORD_SEPARATOR: the file is
   * `{ "records": [ ... ] }` with one record a line, made without encoding any record again.
   */
  async write(body: Buffer): Promise<void> {
    const now = await this.stat();
    const same =
      now === null
        ? this.seen === null
        : this.seen !== null && now.size === this.seen.size && now.mtimeMs === this.seen.mtimeMs;
    if (!same) throw new ForeignChangeError(this.path);
    await this.adapter.writeText(body.length === 0 ? EMPTY : Buffer.concat([HEAD, body, TAIL]));
    this.seen = await this.stat();
  }

  private async stat(): Promise<Seen | null> {
    try {
      const s = await stat(this.path);
      return { size: s.size, mtimeMs: s.mtimeMs };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
