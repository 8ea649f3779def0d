import { stat } from 'node:fs/promises';
import type { Adapter } from 'lowdb';
import {
  CorruptFileError,
  DurableJSONFile,
  prepareDurably,
  type PreparedFile,
} from '../durableFile';

/**
 * One part file's document as lowdb holds it (docs/storage.md, Memory): its records' compact JSON
 * texts joined by RECORD_SEPARATOR in one buffer, outside the JavaScript heap, with each record's
 * id and where its text starts. Never changed in place: a write gives `Low` a new document.
 */
export interface PartText {
  ids: string[];
  body: Buffer;
  /** Where record i's text starts in `body`; one more entry: `body.length` + a separator. */
  starts: number[];
}

/** Between two records of a part file: one record a line (docs/storage.md, Memory). */
export const RECORD_SEPARATOR = Buffer.from(',\n    ');
const SEPARATOR_TEXT = RECORD_SEPARATOR.toString();
const HEAD = Buffer.from('{\n  "records": [\n    ');
const TAIL = Buffer.from('\n  ]\n}\n');
const EMPTY = Buffer.from('{\n  "records": []\n}\n');

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

/** The part of no record (a part whose file does not exist yet). */
export function emptyPart(): PartText {
  return { ids: [], body: Buffer.alloc(0), starts: [RECORD_SEPARATOR.length] };
}

/**
 * The entries of a `{ "records": [...] }` file (a part file, or the old single-file layout),
 * as they are; `[]` when there is no file.
 */
export async function readRecords(path: string): Promise<unknown[]> {
  const data: unknown = await new DurableJSONFile(path).read();
  if (data === null) return [];
  const records =
    data && typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
  if (!Array.isArray(records)) throw new CorruptFileError(path);
  return records;
}

/**
 * The lowdb adapter of one part file (`submissions/<collection>/<YYYY-MM>[.<n>].json`), which the
 * collection gives to lowdb's `Low`: it turns the file into a PartText and back. A write is
 * durable and atomic (writeDurably: fsync + rename) and is `{ "records": [ ... ] }` with one record
 * a line, the body copied as it is (no record encoded again). Before each write it checks the
 * file is still the one it last read or wrote, so a change made outside the server is refused
 * (→ 503), never overwritten.
 */
export class PartFile implements Adapter<PartText> {
  private seen: Seen | null = null;

  constructor(readonly path: string) {}

  /** null when there is no file yet (`Low` then keeps its empty part). */
  async read(): Promise<PartText | null> {
    const now = await this.stat();
    if (now === null) return null;
    const records = await readRecords(this.path);
    const ids: string[] = [];
    const texts = records.map((record) => {
      if (!record || typeof record !== 'object' || Array.isArray(record)) {
        throw new CorruptFileError(this.path);
      }
      ids.push((record as { id: string }).id);
      // Files in the older, pretty-printed form take the compact one here.
      return JSON.stringify(record);
    });
    this.seen = await this.stat();
    return { ids, ...layOut(texts) };
  }

  async write(part: PartText): Promise<void> {
    await (await this.prepare(part)).commit();
  }

  /** `write` in two steps (prepareDurably), for a transaction's commit (transaction.ts). */
  async prepare(part: PartText): Promise<PreparedFile> {
    const now = await this.stat();
    const same =
      now === null
        ? this.seen === null
        : this.seen !== null && now.size === this.seen.size && now.mtimeMs === this.seen.mtimeMs;
    if (!same) throw new ForeignChangeError(this.path);
    const { body } = part;
    // The body as it is between the head and the tail: not copied into one buffer first.
    const file = await prepareDurably(this.path, body.length === 0 ? EMPTY : [HEAD, body, TAIL]);
    return {
      commit: async () => {
        await file.commit();
        this.seen = await this.stat();
      },
      abort: file.abort,
    };
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

/**
 * `part` with records appended (their ids, their texts), as layOut of all its texts would lay it:
 * its body is copied once as it is, not cut into a buffer per record and joined again. An insert's
 * write (every audit entry, every public POST) appends to a part of up to PART_SIZE records, so
 * its cost no longer grows with the records already there (docs/performance.md, "Lookups beside
 * five officers on lowdb"). `part` is left as it was (documents never change in place).
 */
export function appendTo(
  part: PartText,
  ids: readonly string[],
  texts: readonly string[],
): PartText {
  if (texts.length === 0) return part;
  if (part.ids.length === 0) return { ids: [...ids], ...layOut([...texts]) };
  const joined = Buffer.from(texts.join(SEPARATOR_TEXT));
  const starts = part.starts.slice(0, -1);
  let at = part.starts[part.starts.length - 1]!;
  for (const text of texts) {
    starts.push(at);
    at += Buffer.byteLength(text) + RECORD_SEPARATOR.length;
  }
  starts.push(at);
  return {
    ids: [...part.ids, ...ids],
    body: Buffer.concat([part.body, RECORD_SEPARATOR, joined]),
    starts,
  };
}

/**
 * Record texts joined into a part's body, and where each starts (see PartText). Texts given as
 * strings (new or changed records) become one buffer together: no small buffer per record.
 */
export function layOut(texts: (Buffer | string)[]): { body: Buffer; starts: number[] } {
  const starts: number[] = [];
  let at = 0;
  for (const text of texts) {
    starts.push(at);
    at +=
      (typeof text === 'string' ? Buffer.byteLength(text) : text.length) + RECORD_SEPARATOR.length;
  }
  starts.push(at === 0 ? RECORD_SEPARATOR.length : at);
  const pieces: Buffer[] = [];
  let strings: string[] = [];
  const flush = () => {
    if (strings.length > 0) pieces.push(Buffer.from(strings.join(SEPARATOR_TEXT)));
    strings = [];
  };
  for (const text of texts) {
    if (typeof text === 'string') {
      strings.push(text);
      continue;
    }
    flush();
    pieces.push(text);
  }
  flush();
  // Between two pieces, as between two records within one.
  const body = Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [RECORD_SEPARATOR, p])));
  return { body, starts };
}
