// Drafts, publishing and versions of the content desk (docs/contract.md §13, docs/architecture.md
// §8). Every save is a version in the store's `contentVersions`; a publish (or a restore, which
// publishes an earlier version again) writes a new published version and puts the item into the
// public list of the content store in one locked update, so every app server serves it next.
import type { AnyObjectSchema } from 'yup';
import {
  CONTENT_ID_PATTERN,
  CONTENT_KINDS,
  contentMsg,
  type ContentDetail,
  type ContentItems,
  type ContentKind,
  type ContentRow,
  type ContentVersionView,
} from '../../src/contract/contentDesk';
import type { FieldErrors } from '../../src/contract/schemas';
import { validateWith } from '../../src/contract/schemas';
import { sanitizeHtml } from '../sanitizeHtml';
import {
  DuplicateKeyError,
  type ContentData,
  type ContentVersionRecord,
  type Store,
  type Stored,
} from '../store/types';

/** A refused desk call: its status and message (and field errors) go to the editor as they are. */
export class ContentDeskError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ContentDeskError';
  }
}

type AnyItem = ContentItems[ContentKind];
type Version = Stored<ContentVersionRecord>;

/** The HTML field of each kind that holds rich text: sanitized before it is stored. */
const HTML_FIELD: Partial<Record<ContentKind, string>> = { news: 'news', pages: 'content' };

export function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, kind);
}

/** Only the schema's own keys, at every level (a key like `constructor` would reach yup's lookup). */
function ownFields(schema: AnyObjectSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(schema.fields, key)) continue;
    const field = schema.fields[key] as { type?: string } & AnyObjectSchema;
    picked[key] = field.type === 'object' && v !== undefined ? ownFields(field, v) : v;
  }
  return picked;
}

/** `Apply for IPOs with UPI` → `apply-for-ipos-with-upi`. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'item';

const viewOf = (v: Version): ContentVersionView => ({
  number: v.number,
  state: v.state,
  by: v.by,
  at: v.createdAt,
  ...(v.restoredFrom === undefined ? {} : { restoredFrom: v.restoredFrom }),
});

export class ContentDesk {
  constructor(private readonly store: Store) {}

  private document(kind: ContentKind) {
    return CONTENT_KINDS[kind].document as keyof ContentData;
  }

  private async publishedList(kind: ContentKind): Promise<AnyItem[]> {
    return (await this.store.content.get(this.document(kind))) as AnyItem[];
  }

  private async versions(kind: ContentKind, id: string): Promise<Version[]> {
    const { data } = await this.store.contentVersions.list({
      where: { ref: `${kind}/${id}` },
      sort: 'oldest',
    });
    return data.sort((a, b) => a.number - b.number);
  }

  /** Every item: the public list's (in its order), then drafts never published, newest first. */
  async list(kind: ContentKind): Promise<ContentRow[]> {
    const [published, { data: versions }] = await Promise.all([
      this.publishedList(kind),
      this.store.contentVersions.list({ where: { kind }, sort: 'newest' }),
    ]);
    const newest = new Map<string, Version>();
    for (const v of versions) {
      const id = v.ref.slice(kind.length + 1);
      const seen = newest.get(id);
      if (!seen || seen.number < v.number) newest.set(id, v);
    }
    const title = (item: AnyItem) => (CONTENT_KINDS[kind].title as (i: AnyItem) => string)(item);
    const row = (id: string, item: AnyItem, live: boolean): ContentRow => {
      const v = newest.get(id);
      const state = !live ? 'draft' : v?.state === 'draft' ? 'changed' : 'published';
      return {
        id,
        title: title(v ? ({ ...v.item, _id: id } as AnyItem) : item),
        state,
        ...(v ? { at: v.createdAt, by: v.by } : {}),
      };
    };
    const liveIds = new Set(published.map((i) => i._id));
    const drafts = [...newest.entries()]
      .filter(([id]) => !liveIds.has(id))
      .sort(([, a], [, b]) => b.createdAt.localeCompare(a.createdAt))
      .map(([id, v]) => row(id, { ...v.item, _id: id } as AnyItem, false));
    return [...drafts, ...published.map((item) => row(item._id, item, true))];
  }

  async detail(kind: ContentKind, id: string): Promise<ContentDetail> {
    const [versions, published] = await Promise.all([
      this.versions(kind, id),
      this.publishedList(kind),
    ]);
    const live = published.find((i) => i._id === id) ?? null;
    const newest = versions.at(-1);
    if (!newest && !live) throw new ContentDeskError(404, contentMsg.itemNotFound);
    return {
      kind,
      id,
      item: newest ? ({ ...newest.item, _id: id } as AnyItem) : live!,
      published: live,
      versions: versions.map(viewOf).reverse(),
    } as ContentDetail;
  }

  /** Validates and sanitizes an editor's item; 400 with each field's message otherwise. */
  private async clean(kind: ContentKind, item: unknown): Promise<object> {
    const schema = CONTENT_KINDS[kind].schema as AnyObjectSchema;
    const result = await validateWith(schema, ownFields(schema, item));
    if (!result.ok)
      throw new ContentDeskError(400, 'Please correct the marked fields.', result.errors);
    const value = { ...(result.value as Record<string, unknown>) };
    const field = HTML_FIELD[kind];
    if (field) value[field] = await sanitizeHtml(String(value[field]));
    if (kind === 'news') value.date = new Date(String(value.date)).toISOString();
    return value;
  }

  private async append(
    kind: ContentKind,
    id: string,
    number: number,
    fields: Pick<ContentVersionRecord, 'state' | 'item' | 'by' | 'restoredFrom'>,
  ): Promise<Version> {
    const ref = `${kind}/${id}`;
    try {
      return await this.store.contentVersions.insert({
        kind,
        ref,
        slot: `${ref}#${number}`,
        number,
        ...fields,
        ...(fields.restoredFrom === undefined ? {} : { restoredFrom: fields.restoredFrom }),
      });
    } catch (err) {
      // Another editor (maybe on another server) wrote this version number first.
      if (err instanceof DuplicateKeyError) throw new ContentDeskError(409, contentMsg.staleItem);
      throw err;
    }
  }

  /** A new item, saved as its first draft. */
  async create(kind: ContentKind, by: string, body: { id?: unknown; item?: unknown }) {
    const item = await this.clean(kind, body.item);
    const wanted = typeof body.id === 'string' ? body.id.trim() : '';
    if (wanted && !CONTENT_ID_PATTERN.test(wanted)) {
      throw new ContentDeskError(400, contentMsg.idInvalid, { id: contentMsg.idInvalid });
    }
    const taken = async (id: string) =>
      (await this.publishedList(kind)).some((i) => i._id === id) ||
      (await this.versions(kind, id)).length > 0;
    let id = wanted;
    if (wanted) {
      if (await taken(wanted))
        throw new ContentDeskError(409, contentMsg.idTaken, { id: contentMsg.idTaken });
    } else {
      const base = slugOf((CONTENT_KINDS[kind].title as (i: object) => string)(item));
      id = base;
      for (let n = 2; await taken(id); n++) id = `${base}-${n}`;
    }
    await this.append(kind, id, 1, { state: 'draft', item, by });
    return this.detail(kind, id);
  }

  /** Saves a draft: a new version after `basedOn` (the newest the editor had). */
  async saveDraft(
    kind: ContentKind,
    id: string,
    by: string,
    body: { item?: unknown; basedOn?: unknown },
  ) {
    const current = await this.detail(kind, id);
    const newest = current.versions[0]?.number ?? 0;
    if (body.basedOn !== undefined && body.basedOn !== newest) {
      throw new ContentDeskError(409, contentMsg.staleItem);
    }
    const item = await this.clean(kind, body.item);
    let number = newest + 1;
    // The first edit of a seed item keeps what visitors saw as version 1, so it can be restored.
    if (newest === 0 && current.published) {
      const { _id, ...seed } = current.published;
      void _id;
      await this.append(kind, id, number++, { state: 'published', item: seed, by: 'seed' });
    }
    await this.append(kind, id, number, { state: 'draft', item, by });
    return this.detail(kind, id);
  }

  /**
   * Publishes version `number` as a new version (a restore when that one was published before):
   * the public list gets the item in place, or a new item where its kind puts it (`newAt`).
   */
  async publish(kind: ContentKind, id: string, by: string, number: unknown) {
    const versions = await this.versions(kind, id);
    const source = versions.find((v) => v.number === number);
    if (!source) throw new ContentDeskError(404, contentMsg.versionNotFound);
    const newest = versions.at(-1)!.number;
    const restoredFrom = source.number === newest ? undefined : source.number;
    // A new published version unless the newest already is this one, published.
    if (restoredFrom !== undefined || source.state === 'draft') {
      await this.append(kind, id, newest + 1, {
        state: 'published',
        item: source.item,
        by,
        restoredFrom,
      });
    }
    const item = { _id: id, ...source.item } as AnyItem;
    await this.store.content.update(this.document(kind), (list) => {
      const items = list as AnyItem[];
      const at = items.findIndex((i) => i._id === id);
      if (at >= 0) return items.map((i, n) => (n === at ? item : i)) as never;
      return (CONTENT_KINDS[kind].newAt === 'last' ? [...items, item] : [item, ...items]) as never;
    });
    return { detail: await this.detail(kind, id), restoredFrom };
  }
}
