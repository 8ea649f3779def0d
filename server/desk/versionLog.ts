// One desk item's versions in the store's `contentVersions`, keyed by its ref (docs/architecture.md
// §8 "Versions"): the content desk's items, the site data's sections and the fund lists all keep
// their history through this, so numbering, the unique slot and publishing again are one piece.
import type { ContentVersionView } from '../../src/contract/contentDesk';
import {
  DuplicateKeyError,
  type ContentVersionRecord,
  type Store,
  type Stored,
} from '../store/types';

export type Version<I extends object = object> = Stored<ContentVersionRecord> & { item: I };

/** What a version holds beside its place in the log. */
export type VersionFields<I extends object> = Pick<
  ContentVersionRecord,
  'state' | 'by' | 'restoredFrom' | 'sentBack'
> & {
  item: I;
};

/** A version as an editor's list of versions shows it. */
export const versionView = (v: Stored<ContentVersionRecord>): ContentVersionView => ({
  number: v.number,
  state: v.state,
  by: v.by,
  at: v.createdAt,
  ...(v.restoredFrom === undefined ? {} : { restoredFrom: v.restoredFrom }),
  ...(v.sentBack === undefined ? {} : { sentBack: v.sentBack }),
});

export class VersionLog<I extends object = object> {
  /**
   * `kind` groups an item's versions with its kind's others, `ref` is the item's own (e.g.
   * `news` and `news/ipo-2026`); `stale` is what `append` throws when another editor (maybe on
   * another app server) wrote that version number first (without it, the DuplicateKeyError).
   */
  constructor(
    private readonly store: Store,
    readonly kind: string,
    readonly ref: string,
    private readonly stale?: () => Error,
  ) {}

  /** Every version, oldest first. */
  async all(): Promise<Version<I>[]> {
    const { data } = await this.store.contentVersions.list({
      where: { ref: this.ref },
      sort: 'oldest',
    });
    return (data as Version<I>[]).sort((a, b) => a.number - b.number);
  }

  /** The newest `limit` versions, newest first (only those are read). */
  async newest(limit: number): Promise<Version<I>[]> {
    const { data } = await this.store.contentVersions.list({
      where: { ref: this.ref },
      sort: 'newest',
      limit,
    });
    return (data as Version<I>[]).sort((a, b) => b.number - a.number);
  }

  /** How many versions there are: numbers run 1, 2, 3… without gaps. */
  count(): Promise<number> {
    return this.store.contentVersions.count({ ref: this.ref });
  }

  /** Version `number` (read by its unique slot), if there is one. */
  async find(number: unknown): Promise<Version<I> | undefined> {
    if (!Number.isSafeInteger(number) || (number as number) < 1) return undefined;
    return (await this.store.contentVersions.findBy('slot', this.slot(number as number))) as
      Version<I> | undefined;
  }

  private slot(number: number) {
    return `${this.ref}#${String(number)}`;
  }

  /** Writes version `number`; a DuplicateKeyError when that number is taken. */
  insert(number: number, fields: VersionFields<I>): Promise<Version<I>> {
    return this.store.contentVersions.insert({
      kind: this.kind,
      ref: this.ref,
      slot: this.slot(number),
      number,
      state: fields.state,
      item: fields.item,
      by: fields.by,
      ...(fields.restoredFrom === undefined ? {} : { restoredFrom: fields.restoredFrom }),
      ...(fields.sentBack === undefined ? {} : { sentBack: fields.sentBack }),
    }) as Promise<Version<I>>;
  }

  /** Writes version `number`; `stale` when another editor wrote that number first. */
  async append(number: number, fields: VersionFields<I>): Promise<Version<I>> {
    try {
      return await this.insert(number, fields);
    } catch (err) {
      if (err instanceof DuplicateKeyError && this.stale) throw this.stale();
      throw err;
    }
  }

  /**
   * The number of the version after `newest`. Before the first one, `live` (what visitors see,
   * if anything) is kept as version 1, by `seed`, so it can be restored.
   */
  async next(newest: number, live: I | undefined): Promise<number> {
    if (newest > 0 || live === undefined) return newest + 1;
    await this.append(1, { state: 'published', item: live, by: 'seed' });
    return 2;
  }

  /**
   * Version `number` as the source of a new version (publish, submit), the newest number, and
   * `restoredFrom`: the source's number when it is an earlier one. Undefined: no such version.
   */
  private async copyOf(number: unknown) {
    const versions = await this.all();
    const source = versions.find((v) => v.number === number);
    if (!source) return undefined;
    const newest = versions.at(-1)!.number;
    return { source, newest, restoredFrom: source.number === newest ? undefined : source.number };
  }

  /**
   * Publishes version `number` again: a new published version unless the newest already is it,
   * published; `restoredFrom` when it is an earlier one. Undefined when there is no such version.
   */
  async publish(number: unknown, by: string) {
    const found = await this.copyOf(number);
    if (!found) return undefined;
    const { source, newest, restoredFrom } = found;
    if (restoredFrom !== undefined || source.state !== 'published') {
      await this.append(newest + 1, { state: 'published', item: source.item, by, restoredFrom });
    }
    return { source, restoredFrom };
  }

  /**
   * Maker–checker (docs/contract.md §13d): version `number` asked to be published, as a new
   * `awaiting` version (what visitors see stays). Undefined when there is no such version.
   */
  async submit(number: unknown, by: string) {
    const found = await this.copyOf(number);
    if (!found) return undefined;
    const { source, newest, restoredFrom } = found;
    const awaiting = newest + 1;
    await this.append(awaiting, { state: 'awaiting', item: source.item, by, restoredFrom });
    return { awaiting, restoredFrom };
  }

  /**
   * The version awaiting approval, if the newest is one, and who made the change: the authors of
   * every version since the last published one (a sent-back copy changes nothing, so not its
   * approver), none of whom may approve it.
   */
  async awaiting(): Promise<{ version: Version<I>; makers: string[] } | undefined> {
    const versions = await this.all();
    const newest = versions.at(-1);
    if (newest?.state !== 'awaiting') return undefined;
    const lastLive = versions.findLastIndex((v) => v.state === 'published');
    const makers = versions
      .slice(lastLive + 1)
      .filter((v) => v.sentBack === undefined)
      .map((v) => v.by);
    return { version: newest, makers: [...new Set(makers)] };
  }

  /** Sends the awaiting version `number` back: a draft of its item again, with the comment. */
  sendBack(source: Version<I>, by: string, comment: string) {
    return this.append(source.number + 1, {
      state: 'draft',
      item: source.item,
      by,
      sentBack: comment,
    });
  }
}
