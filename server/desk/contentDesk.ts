// Drafts, publishing and versions of the content desk (docs/contract.md §13, docs/architecture.md
// §8). Every save is a version in the store's `contentVersions`; a publish (or a restore, which
// publishes an earlier version again) writes a new published version and puts the item into the
// public list of the content store in one locked update, so every app server serves it next.
import type { AnyObjectSchema } from 'yup';
import {
  CONTENT_ID_PATTERN,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  contentDeskApi,
  contentMsg,
  advertOf,
  isTranslatedKind,
  type AdvertSnapshot,
  TRANSLATED_KINDS,
  type ContentDetail,
  type ContentItems,
  type ContentKind,
  type ContentLanguage,
  type ContentRow,
  type ContentTextDetail,
} from '../../src/contract/contentDesk';
import { validateStrictly } from '../../src/contract/schemas';
import { itemHtmlField } from '../../src/contract/htmlFields';
import { sanitizeHtml } from '../pages/sanitizeHtml';
import type { ContentData, Store } from '../store/types';
import { changedFields, contentScope, type ApprovalRow } from '../../src/contract/approvals';
import { ApprovalRules, commentOf, decidable } from './approvals';
import { ContentDeskError } from './deskError';
import type { DocumentExists } from './documents';
import { VersionLog, versionView, type Version } from './versionLog';
import { ContentSchedules, placed } from './contentSchedule';
import { itemWarnings } from './authoringWarnings';
import { authoringMsg } from '../../src/contract/authoringChecks';
import { isRegulatoryPage, reviewDue } from '../../src/contract/regulatoryPages';
import { istDay } from '../../src/contract/istDays';
import type { ContentPage } from '../../src/contract/entities';

export { ContentDeskError };

type AnyItem = ContentItems[ContentKind];

/** Which language's version of a kind: English, or one of CONTENT_LANGUAGES (docs/contract.md §13a). */
export type Edition = ContentLanguage | 'en';

/**
 * Where an edition of a kind lives: the content store's document visitors read, the versions' kind
 * (`pages`, or `pages.hi` for the Hindi words of pages: each edition has its own version numbers,
 * drafts and publishing), and the schema an editor's item must pass.
 */
interface Shelf {
  key: string;
  document: keyof ContentData;
  schema: AnyObjectSchema;
}

function shelfOf(kind: ContentKind, edition: Edition): Shelf {
  if (edition === 'en') {
    const { document, schema } = CONTENT_KINDS[kind];
    return { key: kind, document, schema };
  }
  if (!isTranslatedKind(kind)) throw new ContentDeskError(404, contentMsg.languageUnknown);
  const { documents, schema } = TRANSLATED_KINDS[kind];
  return {
    key: `${kind}.${edition}`,
    document: documents[edition],
    schema: schema as unknown as AnyObjectSchema,
  };
}

export function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, kind);
}

/** Only the schema's own keys, at every level (a key like `constructor` would reach yup's lookup). */
function ownFields(schema: AnyObjectSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(schema.fields, key)) continue;
    const field = schema.fields[key] as {
      type?: string;
      innerType?: { type?: string } & AnyObjectSchema;
    } & AnyObjectSchema;
    const inner = field.innerType;
    picked[key] =
      field.type === 'object' && v !== undefined
        ? ownFields(field, v)
        : // A list of objects (a page's circulars): each item's own keys alike.
          field.type === 'array' && inner?.type === 'object' && Array.isArray(v)
          ? v.map((item) => (isPlainItem(item) ? ownFields(inner, item) : item))
          : v;
  }
  return picked;
}

const isPlainItem = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item marked as an advertisement is published only with its reference (§13h). */
function checkAdvert(item: object): void {
  const { advertisement, reference } = advertOf(item);
  if (advertisement && !reference) {
    throw new ContentDeskError(400, contentMsg.adReferenceRequired, {
      adReference: contentMsg.adReferenceRequired,
    });
  }
}

/** The frozen copies of published advertisements, newest first (§13h). */
export async function advertSnapshots(store: Store): Promise<AdvertSnapshot[]> {
  const { data } = await store.advertSnapshots.list({ sort: 'newest', limit: 500 });
  return data.map((s) => ({
    target: s.ref,
    kindLabel: isContentKind(s.kind) ? CONTENT_KINDS[s.kind].label : s.kind,
    title: s.title,
    reference: s.reference,
    version: s.published,
    by: s.by,
    at: s.createdAt,
    item: s.item,
  }));
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

export class ContentDesk {
  private readonly rules: ApprovalRules;
  readonly schedules: ContentSchedules;

  constructor(
    private readonly store: Store,
    /** Whether a download's `filePath` names a PDF the site serves. */
    private readonly documentExists: DocumentExists,
    /**
     * The clock an item's publish and unpublish times are read by (§13e), and a regulatory
     * page's review (§13i).
     */
    private readonly now: () => Date,
  ) {
    this.rules = new ApprovalRules(store);
    this.schedules = new ContentSchedules(store, now);
  }

  private async publishedList(shelf: Shelf): Promise<AnyItem[]> {
    return (await this.store.content.get(shelf.document)) as AnyItem[];
  }

  /** An item's versions in an edition: ref `<kind>/<id>`, or `<kind>.<language>/<id>`. */
  private log(shelf: Shelf, id: string) {
    return new VersionLog(
      this.store,
      shelf.key,
      `${shelf.key}/${id}`,
      () => new ContentDeskError(409, contentMsg.staleItem),
    );
  }

  /** The languages each item of `kind` is published in beside English. */
  private async languagesOf(kind: ContentKind): Promise<Map<string, ContentLanguage[]>> {
    const languages = new Map<string, ContentLanguage[]>();
    if (!isTranslatedKind(kind)) return languages;
    for (const language of CONTENT_LANGUAGES) {
      for (const { _id } of await this.publishedList(shelfOf(kind, language))) {
        languages.set(_id, [...(languages.get(_id) ?? []), language]);
      }
    }
    return languages;
  }

  /** Every item: the public list's (in its order), then drafts never published, newest first. */
  async list(kind: ContentKind): Promise<ContentRow[]> {
    const [published, { data: versions }, languages, schedules] = await Promise.all([
      this.publishedList(shelfOf(kind, 'en')),
      this.store.contentVersions.list({ where: { kind }, sort: 'newest' }),
      this.languagesOf(kind),
      this.schedules.ofKind(kind),
    ]);
    const today = istDay(this.now());
    const newest = new Map<string, Version>();
    for (const v of versions) {
      const id = v.ref.slice(kind.length + 1);
      const seen = newest.get(id);
      if (!seen || seen.number < v.number) newest.set(id, v);
    }
    const title = (item: AnyItem) => (CONTENT_KINDS[kind].title as (i: AnyItem) => string)(item);
    const row = (id: string, item: AnyItem, live: boolean): ContentRow => {
      const v = newest.get(id);
      const state =
        v?.state === 'awaiting'
          ? 'awaiting'
          : !live
            ? 'draft'
            : v?.state === 'draft'
              ? 'changed'
              : 'published';
      const translated = languages.get(id);
      const schedule = schedules.get(id);
      return {
        id,
        title: title(v ? ({ ...v.item, _id: id } as AnyItem) : item),
        state,
        ...(v ? { at: v.createdAt, by: v.by } : {}),
        ...(translated ? { languages: translated } : {}),
        ...(schedule ? { schedule } : {}),
        ...(kind === 'pages' ? this.review(item as ContentPage, today) : {}),
      };
    };
    const liveIds = new Set(published.map((i) => i._id));
    const drafts = [...newest.entries()]
      .filter(([id]) => !liveIds.has(id))
      .sort(([, a], [, b]) => b.createdAt.localeCompare(a.createdAt))
      .map(([id, v]) => row(id, { ...v.item, _id: id } as AnyItem, false));
    return [...drafts, ...published.map((item) => row(item._id, item, true))];
  }

  /**
   * A page's review as the list shows it (§13i): what visitors see decides (a newer review date
   * in an unpublished draft does not clear the flag); a draft never published, its own.
   */
  private review(page: ContentPage, today: string): Pick<ContentRow, 'lastReviewed' | 'reviewDue'> {
    if (!isRegulatoryPage(page)) return {};
    return {
      ...(page.lastReviewed ? { lastReviewed: page.lastReviewed } : {}),
      ...(reviewDue(page, today) ? { reviewDue: true } : {}),
    };
  }

  /** An item, its newest version and its versions. */
  async detail(kind: ContentKind, id: string): Promise<ContentDetail> {
    return (await this.detailIn(kind, id, 'en')) as ContentDetail;
  }

  /** The same of an item's English or other language's version (`edition`). */
  async detailIn(
    kind: ContentKind,
    id: string,
    edition: Edition,
  ): Promise<ContentDetail | ContentTextDetail> {
    const shelf = shelfOf(kind, edition);
    const [versions, published] = await Promise.all([
      this.log(shelf, id).all(),
      this.publishedList(shelf),
    ]);
    const live = published.find((i) => i._id === id) ?? null;
    const newest = versions.at(-1);
    const views = versions.map(versionView).reverse();
    if (edition !== 'en') {
      // A language's version exists once the English item does; before its first save, empty.
      const english = (await this.detail(kind, id)).item;
      const empty = Object.fromEntries(Object.keys(shelf.schema.fields).map((f) => [f, '']));
      const item = newest ? { ...newest.item, _id: id } : (live ?? { ...empty, _id: id });
      return {
        kind,
        id,
        language: edition,
        item,
        published: live,
        versions: views,
        english,
      } as ContentTextDetail;
    }
    if (!newest && !live) throw new ContentDeskError(404, contentMsg.itemNotFound);
    const schedule = await this.schedules.of(kind, id);
    return {
      kind,
      id,
      item: newest ? ({ ...newest.item, _id: id } as AnyItem) : live!,
      published: live,
      versions: views,
      ...(schedule ? { schedule } : {}),
    } as ContentDetail;
  }

  /** Validates and sanitizes an editor's item; 400 with each field's message otherwise. */
  private async clean(kind: ContentKind, shelf: Shelf, item: unknown): Promise<object> {
    const { schema } = shelf;
    const result = await validateStrictly(schema, ownFields(schema, item));
    if (!result.ok)
      throw new ContentDeskError(400, 'Please correct the marked fields.', result.errors);
    const value = { ...(result.value as Record<string, unknown>) };
    // Rich text is sanitized before it is stored (and again as it is served).
    const field = itemHtmlField(kind);
    if (field) value[field] = await sanitizeHtml(String(value[field]));
    if (value.date !== undefined) value.date = new Date(String(value.date)).toISOString();
    // A review is a day that has come (India's calendar, the server's clock).
    if (typeof value.lastReviewed === 'string' && value.lastReviewed > istDay(this.now())) {
      throw new ContentDeskError(400, 'Please correct the marked fields.', {
        lastReviewed: contentMsg.reviewInFuture,
      });
    }
    if (kind === 'gallery' && shelf.key === kind) await this.checkAlbum(value.gallaryCategoryId);
    if (typeof value.filePath === 'string' && !(await this.documentExists(value.filePath))) {
      throw new ContentDeskError(400, 'Please correct the marked fields.', {
        filePath: contentMsg.pdfMissing,
      });
    }
    return value;
  }

  /** A photo belongs to one of the gallery's albums (published, or a draft being written). */
  private async checkAlbum(id: unknown): Promise<void> {
    const albums = shelfOf('gallery-categories', 'en');
    const known =
      typeof id === 'string' &&
      ((await this.publishedList(albums)).some((a) => a._id === id) ||
        (await this.log(albums, id).all()).length > 0);
    if (!known) {
      throw new ContentDeskError(400, 'Please correct the marked fields.', {
        gallaryCategoryId: contentMsg.albumInvalid,
      });
    }
  }

  /** A new item, saved as its first draft. */
  async create(kind: ContentKind, by: string, body: { id?: unknown; item?: unknown }) {
    const shelf = shelfOf(kind, 'en');
    const item = await this.clean(kind, shelf, body.item);
    if (body.id !== undefined && typeof body.id !== 'string') {
      throw new ContentDeskError(400, contentMsg.idInvalid, { id: contentMsg.idInvalid });
    }
    const wanted = body.id?.trim() ?? '';
    if (wanted && !CONTENT_ID_PATTERN.test(wanted)) {
      throw new ContentDeskError(400, contentMsg.idInvalid, { id: contentMsg.idInvalid });
    }
    const taken = async (id: string) =>
      (await this.publishedList(shelf)).some((i) => i._id === id) ||
      (await this.log(shelf, id).all()).length > 0;
    let id = wanted;
    if (wanted) {
      if (await taken(wanted))
        throw new ContentDeskError(409, contentMsg.idTaken, { id: contentMsg.idTaken });
    } else {
      const base = slugOf((CONTENT_KINDS[kind].title as (i: object) => string)(item));
      id = base;
      for (let n = 2; await taken(id); n++) id = `${base}-${n}`;
    }
    await this.log(shelf, id).append(1, { state: 'draft', item, by });
    return this.detail(kind, id);
  }

  /** Saves a draft: a new version after `basedOn` (the newest the editor had). */
  async saveDraft(
    kind: ContentKind,
    id: string,
    by: string,
    body: { item?: unknown; basedOn?: unknown },
    edition: Edition = 'en',
  ) {
    const shelf = shelfOf(kind, edition);
    const current = await this.detailIn(kind, id, edition);
    const newest = current.versions[0]?.number ?? 0;
    if (body.basedOn !== undefined && body.basedOn !== newest) {
      throw new ContentDeskError(409, contentMsg.staleItem);
    }
    const item = await this.clean(kind, shelf, body.item);
    const log = this.log(shelf, id);
    // The first edit of a seed item keeps what visitors saw as version 1, so it can be restored.
    let live: object | undefined;
    if (current.published) {
      const { _id, ...seed } = current.published;
      void _id;
      live = seed;
    }
    const number = await log.next(newest, live);
    await log.append(number, { state: 'draft', item, by });
    return this.detailIn(kind, id, edition);
  }

  /**
   * Moves a published item one place up or down in its public list (a banner's place in the
   * carousel, a story's among the news): one locked update, so every app server serves the new
   * order next. At either end it stays. Answers whether it moved.
   */
  async move(kind: ContentKind, id: string, to: unknown): Promise<boolean> {
    if (to !== 'up' && to !== 'down') throw new ContentDeskError(400, contentMsg.moveInvalid);
    let found = false;
    let moved = false;
    await this.store.content.update(shelfOf(kind, 'en').document, (list) => {
      const items = [...(list as AnyItem[])];
      const at = items.findIndex((i) => i._id === id);
      const next = to === 'up' ? at - 1 : at + 1;
      found = at >= 0;
      if (!found || next < 0 || next >= items.length) return list;
      [items[at], items[next]] = [items[next]!, items[at]!];
      moved = true;
      return items as never;
    });
    if (!found) throw new ContentDeskError(404, contentMsg.moveUnpublished);
    return moved;
  }

  /**
   * The approval scope of an item (docs/contract.md §13d): its kind, or for a page its menu
   * (`pages/Policies`), read from its English newest version or what visitors see.
   */
  private async scopeOf(kind: ContentKind, id: string): Promise<string> {
    if (kind !== 'pages') return contentScope(kind);
    const shelf = shelfOf(kind, 'en');
    const [newest] = await this.log(shelf, id).newest(1);
    const live = (await this.publishedList(shelf)).find((i) => i._id === id);
    const group = ((newest?.item ?? live) as { group?: string } | undefined)?.group;
    return contentScope(kind, group);
  }

  /**
   * Publishes version `number` (a restore when it is an earlier one): at once, or, where approval
   * is on for the item's scope, as a version `awaiting` an approver, visitors still seeing what
   * they saw. A version whose rich text has authoring warnings (§13g) awaits an approver too,
   * unless `override` gives the reason to publish it as it is, which only one who `mayOverride`
   * (an approver or an admin) may give. `warnings` counts them, for the audit.
   */
  async publish(
    kind: ContentKind,
    id: string,
    by: string,
    number: unknown,
    edition: Edition = 'en',
    { override, mayOverride = false }: { override?: string; mayOverride?: boolean } = {},
  ) {
    const shelf = shelfOf(kind, edition);
    const source = await this.log(shelf, id).find(number);
    if (source && edition === 'en') checkAdvert(source.item);
    const warnings = source ? (await itemWarnings(kind, source.item)).length : 0;
    if (warnings > 0 && override !== undefined && !mayOverride) {
      throw new ContentDeskError(403, authoringMsg.overrideForbidden);
    }
    const needsApprover = warnings > 0 && override === undefined;
    if (needsApprover || (await this.rules.required(await this.scopeOf(kind, id)))) {
      const submitted = await this.log(shelf, id).submit(number, by);
      if (!submitted) throw new ContentDeskError(404, contentMsg.versionNotFound);
      return {
        detail: await this.detailIn(kind, id, edition),
        restoredFrom: submitted.restoredFrom,
        awaiting: submitted.awaiting,
        warnings,
      };
    }
    const live = await this.goLive(kind, id, by, number, edition);
    return { ...live, warnings, ...(warnings > 0 ? { overridden: override } : {}) };
  }

  /**
   * Makes version `number` what visitors see, as a new version: the public list gets the item in
   * place, or a new item where its kind puts it (`newAt`), unless the item's schedule keeps it
   * off the list now (§13e: the scheduler puts this version on at its publish time).
   */
  private async goLive(
    kind: ContentKind,
    id: string,
    by: string,
    number: unknown,
    edition: Edition,
  ): Promise<{
    detail: ContentDetail | ContentTextDetail;
    restoredFrom?: number;
    awaiting?: number;
    /** An advertisement's reference, when its frozen copy was kept (§13h). */
    advert?: string;
  }> {
    const shelf = shelfOf(kind, edition);
    const published = await this.log(shelf, id).publish(number, by);
    if (!published) throw new ContentDeskError(404, contentMsg.versionNotFound);
    const { source, restoredFrom } = published;
    const item = { _id: id, ...source.item } as AnyItem;
    if (edition !== 'en' || (await this.schedules.shows(kind, id))) {
      await this.store.content.update(
        shelf.document,
        (list) => placed(kind, list as AnyItem[], item) as never,
      );
      if (edition === 'en') await this.schedules.settle(kind, id);
    }
    const detail = await this.detailIn(kind, id, edition);
    const { advertisement, reference } = advertOf(source.item);
    if (edition !== 'en' || !advertisement) return { detail, restoredFrom };
    // What visitors get (or get at its publish time, §13e) is this version: frozen as it is.
    await this.store.advertSnapshots.insert({
      ref: `${kind}/${id}`,
      kind,
      itemId: id,
      title: (CONTENT_KINDS[kind].title as (i: object) => string)(source.item),
      reference,
      published: detail.versions[0]!.number,
      item: source.item,
      by,
    });
    return { detail, restoredFrom, advert: reference };
  }

  /**
   * An approver publishes the version awaiting approval (never one who made the change); one with
   * authoring warnings only with `override`, the reason (§13g).
   */
  async approve(
    kind: ContentKind,
    id: string,
    by: string,
    number: unknown,
    edition: Edition,
    override?: string,
  ) {
    const version = await decidable(this.log(shelfOf(kind, edition), id), number, by);
    if (edition === 'en') checkAdvert(version.item);
    const warnings = (await itemWarnings(kind, version.item)).length;
    if (warnings > 0 && override === undefined) {
      throw new ContentDeskError(400, authoringMsg.overrideRequired, {
        override: authoringMsg.overrideRequired,
      });
    }
    const { detail, advert } = await this.goLive(kind, id, by, version.number, edition);
    return { detail, advert, warnings, ...(warnings > 0 ? { overridden: override } : {}) };
  }

  /** An approver sends the awaiting version back: a draft of it again, with their comment. */
  async sendBack(
    kind: ContentKind,
    id: string,
    by: string,
    body: { version?: unknown; comment?: unknown },
    edition: Edition,
  ) {
    const log = this.log(shelfOf(kind, edition), id);
    const version = await decidable(log, body.version, by);
    await log.sendBack(version, by, commentOf(body));
    return this.detailIn(kind, id, edition);
  }

  /** Every item of every kind and language whose newest version awaits approval. */
  async awaitingApproval(): Promise<ApprovalRow[]> {
    const rows: ApprovalRow[] = [];
    for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
      const editions: Edition[] = isTranslatedKind(kind) ? ['en', ...CONTENT_LANGUAGES] : ['en'];
      for (const edition of editions) {
        const shelf = shelfOf(kind, edition);
        const { data } = await this.store.contentVersions.list({ where: { kind: shelf.key } });
        const refs = new Set(data.filter((v) => v.state === 'awaiting').map((v) => v.ref));
        for (const ref of refs) {
          const id = ref.slice(shelf.key.length + 1);
          const pending = await this.log(shelf, id).awaiting();
          if (!pending) continue;
          const live = (await this.publishedList(shelf)).find((i) => i._id === id);
          const warnings = await itemWarnings(kind, pending.version.item);
          const before = live ? (({ _id, ...rest }) => (void _id, rest))(live) : {};
          const title = CONTENT_KINDS[kind].title as (i: object) => string;
          const target = edition === 'en' ? `${kind}/${id}` : `${kind}.${edition}/${id}`;
          const language = edition === 'en' ? undefined : edition;
          rows.push({
            target,
            kindLabel: CONTENT_KINDS[kind].noun.replace(/^./, (c) => c.toUpperCase()),
            title: title(pending.version.item) || id,
            scope: await this.scopeOf(kind, id),
            version: pending.version.number,
            requestedBy: pending.version.by,
            at: pending.version.createdAt,
            makers: pending.makers,
            approve: contentDeskApi.approve(kind, id, language),
            sendBack: contentDeskApi.sendBack(kind, id, language),
            fields: changedFields(
              Object.keys(shelf.schema.fields),
              itemHtmlField(kind),
              before,
              pending.version.item,
            ),
            ...(warnings.length > 0 ? { warnings } : {}),
          });
        }
      }
    }
    return rows;
  }
}
