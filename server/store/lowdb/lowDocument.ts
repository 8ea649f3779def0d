import { Low, type Adapter } from 'lowdb';

/**
 * One file of the embedded engine held by lowdb's `Low` (docs/storage.md, Layers): `Low` reads it
 * and writes it through the durable adapter it is given. Readers see `shown`, the document as last
 * read or written: a new one is given to `Low` and becomes `shown` only once `Low` has written it
 * (a failed write shows nothing of it). Documents are never changed in place (a write replaces the
 * whole document), so what a reader holds stays as it was.
 */
export class LowDocument<T> {
  private readonly low: Low<T>;
  private current: T;

  constructor(adapter: Adapter<T>, initial: T) {
    this.low = new Low(adapter, initial);
    this.current = initial;
  }

  get shown(): T {
    return this.current;
  }

  /** Reads the file (no file: the initial document stays). */
  async read(): Promise<void> {
    await this.low.read();
    this.current = this.low.data;
  }

  async replace(next: T): Promise<void> {
    this.low.data = next;
    await this.low.write();
    this.current = next;
  }

  /**
   * Shows `next`, which is on disk already: a transaction's commit wrote the file, or the journal
   * holds what changed and a checkpoint writes the file later (save).
   */
  wrote(next: T): void {
    this.low.data = next;
    this.current = next;
  }

  /** Writes the document shown to the file (a checkpoint of the journal: journal.ts). */
  async save(): Promise<void> {
    await this.low.write();
  }
}
