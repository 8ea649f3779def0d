import { readFile, stat } from 'node:fs/promises';
import { compressOnce, type Variants } from './compressed';

/** Files above this are streamed from disk as they are (large PDFs and downloads). */
export const MAX_CACHED_FILE_BYTES = 2 * 1024 * 1024;

/**
 * A cached file is looked at on disk again after this long: a stat per request cost small files
 * a third of their throughput, and a rebuild or a changed seed file shows within a second.
 */
export const FILE_RECHECK_MS = 1000;

interface Entry {
  /** When the file on disk was last seen to be this one (Date.now()). */
  checkedAt: number;
  mtimeMs: number;
  fileSize: number;
  variants: Promise<Variants>;
  /** Bytes counted against the budget: 0 while the file is still being read. */
  counted: number;
}

/**
 * Static files read and compressed once, on first use (or their compressed copies taken from the
 * build's, `precompressed`), and kept in memory up to `maxBytes` (plain
 * plus compressed bytes), least recently used first out. A file changed on disk (a rebuild while
 * the server runs) is read again: its size or mtime tells, looked at once per `recheckMs`.
 * Concurrent first requests share one read.
 */
export class FileCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** `precompressed`: the build's compressed copies (PRECOMPRESSED_DIR), used where they exist. */
  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly recheckMs = FILE_RECHECK_MS,
    private readonly precompressed?: string,
  ) {}

  /**
   * The file's variants; null when it is no regular file or too large to keep (stream it).
   * `immutable` files (hashed names) are not checked on disk again once cached: a rebuild gives
   * changed content a new name anyway.
   */
  async get(file: string, compressible: boolean, immutable = false): Promise<Variants | null> {
    const known = this.entries.get(file);
    if (known && (immutable || Date.now() - known.checkedAt < this.recheckMs)) {
      return this.touch(file, known);
    }
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile() || info.size > MAX_CACHED_FILE_BYTES) return null;
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.fileSize === info.size) {
      cached.checkedAt = Date.now();
      return this.touch(file, cached);
    }
    if (cached) this.drop(file);
    const entry: Entry = {
      checkedAt: Date.now(),
      mtimeMs: info.mtimeMs,
      fileSize: info.size,
      variants: readFile(file).then((bytes) =>
        compressOnce(bytes, compressible, { precompressed: this.precompressed }),
      ),
      counted: 0,
    };
    this.entries.set(file, entry);
    try {
      const variants = await entry.variants;
      if (this.entries.get(file) === entry && entry.counted === 0)
        this.account(entry, variants.size);
      return variants;
    } catch (err) {
      if (this.entries.get(file) === entry) this.entries.delete(file);
      throw err;
    }
  }

  private touch(file: string, entry: Entry): Promise<Variants> {
    this.entries.delete(file); // re-inserted last: most recently used
    this.entries.set(file, entry);
    return entry.variants;
  }

  private account(entry: Entry, size: number): void {
    entry.counted = size;
    this.bytes += size;
    for (const [file] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(file);
    }
  }

  private drop(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.bytes -= entry.counted;
  }

  /** Plain plus compressed bytes held (for tests and the benchmark). */
  get heldBytes(): number {
    return this.bytes;
  }
}
