// The fund lists on the content desk (docs/contract.md §13b, docs/architecture.md §8): a CSV import
// previewed first (nothing stored) and applied with the preview's token, a manual add or remove,
// and a restore. Each change replaces the list in one locked `store.content.update` (so every app
// server serves it next) and is kept as a version in `contentVersions` like the other content kinds.
import { createHash } from 'node:crypto';
import * as yup from 'yup';
import { isPlainObject, jsonTypeErrors } from '../../src/contract/jsonTypes';
import { msg } from '../../src/contract/messages';
import {
  FUND_LISTS,
  fundMsg,
  type AnyFundRow,
  type FundList,
  type FundListAnswer,
  type FundListChange,
  type FundListPreview,
  type FundListVersionView,
  type FundRow,
} from '../../src/contract/fundLists';
import { DuplicateKeyError, type ContentData, type Store } from '../store/types';
import {
  checkRow,
  FundListError,
  lookupsOf,
  parseFundCsv,
  rowKey,
  type FundLookups,
} from './fundListCsv';
import { VersionLog, type Version, type VersionFields } from './versionLog';
import { FUND_BAD_ROWS_SHOWN, FUND_VERSIONS_SHOWN } from '../../src/contract/limits';

/** What a fund list's version keeps: the whole list after the change, and what changed. */
interface FundListVersionItem {
  rows: FundRow[];
  change: FundListChange;
  added: number;
  removed: number;
}

const VERSION_RETRIES = 5;

/** The versions' kind, e.g. `fund-lists.amcs` (docs/contract.md §13b). */
export const versionKind = (list: FundList) => `fund-lists.${list}`;

const fingerprint = (rows: readonly FundRow[]) =>
  createHash('sha256').update(JSON.stringify(rows)).digest('base64url');

/** Ties a preview to its file and to the list it was compared with. */
const tokenOf = (list: FundList, bytes: Uint8Array, current: readonly FundRow[]) =>
  createHash('sha256')
    .update(list)
    .update('\u0000')
    .update(bytes)
    .update('\u0000')
    .update(fingerprint(current))
    .digest('base64url')
    .slice(0, 43);

const viewOf = (v: Version<FundListVersionItem>): FundListVersionView => ({
  number: v.number,
  change: v.item.change,
  rows: v.item.rows.length,
  added: v.item.added,
  removed: v.item.removed,
  by: v.by,
  at: v.createdAt,
  ...(v.restoredFrom === undefined ? {} : { restoredFrom: v.restoredFrom }),
});

/** Rows of `next` not in `current`, of `current` not in `next`, and in both (exact names). */
function diff(list: FundList, current: readonly FundRow[], next: readonly FundRow[]) {
  const exact = (row: AnyFundRow) => FUND_LISTS[list].columns.map((c) => row[c]).join('\u0000');
  const before = new Set(current.map(exact));
  const after = new Set(next.map(exact));
  return {
    added: next.filter((r) => !before.has(exact(r))),
    removed: current.filter((r) => !after.has(exact(r))),
    unchanged: next.filter((r) => before.has(exact(r))),
  };
}

export class FundLists {
  constructor(private readonly store: Store) {}

  private document(list: FundList) {
    return FUND_LISTS[list].document satisfies keyof ContentData;
  }

  async rows(list: FundList): Promise<FundRow[]> {
    return this.store.content.get(this.document(list));
  }

  /**
   * A list's versions (ref `fund-lists.amcs/list`). Each holds a whole list (20,000 schemes are
   * 2 MB), so an answer reads only the newest FUND_VERSIONS_SHOWN; a restore reads its one by its
   * unique slot.
   */
  private log(list: FundList) {
    return new VersionLog<FundListVersionItem>(
      this.store,
      versionKind(list),
      `${versionKind(list)}/list`,
    );
  }

  /** The names a scheme may point at: the current AMC and category lists. */
  private async lookups(): Promise<FundLookups> {
    const [amcs, categories] = await Promise.all([
      this.store.content.get('amcs'),
      this.store.content.get('amcCategories'),
    ]);
    return {
      amcs: amcs.map((a) => a.AMCName),
      categories: categories.map((c) => c.CategoryName),
    };
  }

  async answer<L extends FundList>(list: L): Promise<FundListAnswer<L>> {
    const [data, versions] = await Promise.all([
      this.rows(list),
      this.log(list).newest(FUND_VERSIONS_SHOWN),
    ]);
    return { list, data: data as FundRow<L>[], versions: versions.map(viewOf) };
  }

  /** What applying `bytes` would change; nothing is stored. */
  async preview<L extends FundList>(list: L, bytes: Uint8Array): Promise<FundListPreview<L>> {
    const [current, names] = await Promise.all([this.rows(list), this.lookups()]);
    const { rows, bad } = parseFundCsv(list, bytes, names);
    const { added, removed, unchanged } = diff(list, current, rows);
    return {
      list,
      token: tokenOf(list, bytes, current),
      counts: {
        rows: rows.length,
        added: added.length,
        removed: removed.length,
        unchanged: unchanged.length,
        bad: bad.length,
      },
      added: added as FundRow<L>[],
      removed: removed as FundRow<L>[],
      unchanged: unchanged as FundRow<L>[],
      bad: bad.slice(0, FUND_BAD_ROWS_SHOWN),
      orphanedSchemes: await this.orphanedSchemes(list, removed, rows),
    };
  }

  /**
   * Schemes that name an AMC or category the change takes away (spelled exactly: the public
   * scheme list matches names exactly). They stay stored but no visitor can pick them.
   */
  private async orphanedSchemes(list: FundList, removed: FundRow[], next: FundRow[]) {
    if (list === 'schemes' || removed.length === 0) return 0;
    const column = FUND_LISTS[list].columns[0];
    const kept = new Set(next.map((r) => (r as AnyFundRow)[column]));
    const gone = new Set(
      removed.map((r) => (r as AnyFundRow)[column]).filter((name) => !kept.has(name)),
    );
    const schemes = await this.store.content.get('schemes');
    return schemes.filter((s) => gone.has(s[column])).length;
  }

  /** Applies a previewed file: the same bytes and the preview's token, over the same list. */
  async apply(list: FundList, by: string, bytes: Uint8Array, token: string) {
    if (!token) throw new FundListError(400, fundMsg.tokenMissing);
    const current = await this.rows(list);
    if (tokenOf(list, bytes, current) !== token) throw new FundListError(409, fundMsg.stale);
    const { rows } = parseFundCsv(list, bytes, await this.lookups());
    if (rows.length === 0) throw new FundListError(400, fundMsg.nothingToApply);
    return this.replace(list, by, current, rows, 'import');
  }

  /** Adds one row at the end of the list. */
  async add(list: FundList, by: string, body: unknown) {
    const current = await this.rows(list);
    const checked = checkRow(list, rowOf(body), lookupsOf(await this.lookups()));
    if ('reason' in checked) {
      throw new FundListError(400, checked.reason, { [checked.column]: checked.reason });
    }
    const key = rowKey(list, checked.row);
    if (current.some((r) => rowKey(list, r) === key)) {
      throw new FundListError(400, fundMsg.rowExists);
    }
    return this.replace(list, by, current, [...current, checked.row], 'add');
  }

  /** Removes one row (names compared as the duplicate check does: trimmed, any case). */
  async remove(list: FundList, by: string, body: unknown) {
    const current = await this.rows(list);
    const row = rowOf(body);
    const trimmed = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()]));
    const key = rowKey(list, trimmed);
    const next = current.filter((r) => rowKey(list, r) !== key);
    if (next.length === current.length) throw new FundListError(404, fundMsg.rowMissing);
    return this.replace(list, by, current, next, 'remove');
  }

  /** Serves an earlier version's list again, as a new version. */
  async restore(list: FundList, by: string, number: unknown) {
    const source = await this.log(list).find(number);
    if (!source) throw new FundListError(404, fundMsg.versionNotFound);
    const current = await this.rows(list);
    return this.replace(list, by, current, source.item.rows, 'restore', source.number);
  }

  /**
   * Replaces the list in one locked update, refused (409) when it is no longer `current` (another
   * editor, maybe on another server, changed it meanwhile), then records the version. The first
   * change of a list keeps the list it replaced as version 1, so that can be restored too.
   */
  private async replace(
    list: FundList,
    by: string,
    current: FundRow[],
    next: FundRow[],
    change: FundListChange,
    restoredFrom?: number,
  ) {
    const expected = fingerprint(current);
    await this.store.content.update(this.document(list), (now) => {
      if (fingerprint(now) !== expected) throw new FundListError(409, fundMsg.stale);
      return next as never;
    });
    const { added, removed } = diff(list, current, next);
    const counts = { added: added.length, removed: removed.length };
    const number = await this.appendVersion(
      list,
      {
        state: 'published',
        item: { rows: next, change, ...counts } satisfies FundListVersionItem,
        by,
        restoredFrom,
      },
      current,
    );
    return { ...counts, rows: next.length, version: number };
  }

  private async appendVersion(
    list: FundList,
    fields: VersionFields<FundListVersionItem>,
    replaced: FundRow[],
  ): Promise<number> {
    const log = this.log(list);
    for (let attempt = 0; ; attempt++) {
      let number = (await log.count()) + 1;
      try {
        if (number === 1) {
          await log.insert(number++, {
            state: 'published',
            item: { rows: replaced, change: 'seed', added: 0, removed: 0 },
            by: 'seed',
          });
        }
        await log.insert(number, fields);
        return number;
      } catch (err) {
        // Another server wrote this number first: read the versions again and take the next.
        if (!(err instanceof DuplicateKeyError) || attempt >= VERSION_RETRIES) throw err;
      }
    }
  }
}

const ROW_COLUMNS = ['AMCName', 'CategoryName', 'SchemeName'] as const;
const ROW_TYPES = yup.object(Object.fromEntries(ROW_COLUMNS.map((c) => [c, yup.string()])));

/** A JSON body's `row`: only the known columns, each a string; a column of another kind is a 400. */
function rowOf(body: unknown): Record<string, string> {
  const row = (body as { row?: unknown } | null)?.row;
  if (!isPlainObject(row)) return {};
  const wrong = jsonTypeErrors(ROW_TYPES, row);
  if (Object.keys(wrong).length) throw new FundListError(400, msg.invalidRequest, wrong);
  return Object.fromEntries(
    ROW_COLUMNS.map((column) => [column, Object.hasOwn(row, column) ? String(row[column]) : '']),
  );
}
