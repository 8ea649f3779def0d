// The content desk's contract (docs/contract.md §13): what editors change, its paths, answers,
// limits and messages. Kinds map to a document of the content store; adding gallery or downloads
// later is one entry in CONTENT_KINDS with its schema.
import * as yup from 'yup';
import { api } from './api';
import { fieldsOf, type ContentField } from './contentFields';
import type { Language } from '../i18n/languages';
import type * as entities from './entities';
import type { ContentSchedule } from './schedule';
import { isCircularHref, isRegulatoryPage, REGULATORY_PAGES } from './regulatoryPages';

export const CONTENT_EDITOR_ROLES = ['content', 'admin'] as const;

/** Largest JSON body of a content save (bytes): pages carry long HTML. */
export const CONTENT_BODY_LIMIT_BYTES = 1024 * 1024;
export const HTML_MAX_CHARS = 200_000;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** The declared types an upload may have, and the family whose checks each goes through. */
export const UPLOAD_TYPES: Readonly<Record<string, 'raster' | 'svg' | 'pdf'>> = {
  'image/jpeg': 'raster',
  'image/png': 'raster',
  'image/webp': 'raster',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};
/** The upload types of these families, as a file picker's `accept` names them. */
const typesOf = (...families: string[]) =>
  Object.keys(UPLOAD_TYPES)
    .filter((type) => families.includes(UPLOAD_TYPES[type]!))
    .join(',');
/** What a picture's file picker offers: every upload type but the PDF. */
export const PICTURE_TYPES = typesOf('raster', 'svg');
/** What a document's file picker offers. */
export const DOCUMENT_TYPES = typesOf('pdf');

export const contentMsg = {
  kindUnknown: 'No such kind of content.',
  itemNotFound: 'No such item.',
  languageUnknown: 'This kind of content has no version in that language.',
  versionNotFound: 'No such version of this item.',
  idTaken: 'Another item already has this id.',
  idInvalid: 'An id is 2–80 lower-case letters, digits and dashes.',
  staleItem: 'Someone else saved this item meanwhile. Reload it and try again.',
  required: 'This field is required.',
  tooLong: 'This is too long.',
  dateInvalid: 'Enter a valid date.',
  activeOrder: 'The last day comes before the first.',
  imageInvalid: 'Upload an image first.',
  pdfInvalid: 'Upload a PDF first.',
  pdfMissing: 'There is no such PDF on the site. Upload it first.',
  linkInvalid: 'A link is a path of this site (/…) or an https:// address.',
  albumInvalid: 'Choose one of the gallery’s albums.',
  moveInvalid: 'Move an item `up` or `down`.',
  moveUnpublished: 'Only a published item has a place on the site.',
  uploadType: 'Upload a JPEG, PNG, WebP or SVG image, or a PDF document.',
  uploadMismatch: 'The file’s content does not match its type.',
  imageTooLarge: 'An image may be at most 5 MB.',
  pdfTooLarge: 'A PDF may be at most 20 MB.',
  imageUnreadable: 'This image could not be read.',
  pdfUnreadable: 'This PDF could not be read.',
  svgUnsafe: 'This SVG holds scripts or links to other files, which the site does not allow.',
  empty: 'The file is empty.',
  adReferenceRequired:
    'An advertisement is published only with its approval reference (e.g. the exchange’s approval number).',
  reviewRequired: 'A regulatory page says the day it was last reviewed.',
  reviewInFuture: 'The last review cannot be later than today.',
  reviewNotRegulatory:
    'Only a regulatory page has a review day: mark it as regulatory, or clear the day.',
  sourcesNotRegulatory:
    'Only a regulatory page names its source circulars: mark it as regulatory, or remove them.',
  circularLink:
    'A circular’s link is an https:// address on sebi.gov.in or an exchange’s or depository’s site.',
  tooManyCirculars: 'A page names at most 10 circulars.',
} as const;

const text = (max: number) =>
  yup.string().trim().required(contentMsg.required).max(max, contentMsg.tooLong);
const html = yup.string().required(contentMsg.required).max(HTML_MAX_CHARS, contentMsg.tooLong);
/** A seed picture's name or an upload's generated one: a flat file name. */
const imagePath = yup
  .string()
  .trim()
  .required(contentMsg.imageInvalid)
  .matches(/^[\w][\w.-]{0,119}$/, contentMsg.imageInvalid);
/**
 * A link editors may store: a path of this site (not `//host`, which leaves it) or an https
 * address; never `javascript:` or another scheme.
 */
export const SAFE_LINK = /^(?:\/(?![/\\])|https:\/\/)\S*$/;
const href = yup
  .string()
  .trim()
  .max(300, contentMsg.tooLong)
  .matches(SAFE_LINK, contentMsg.linkInvalid);

/**
 * What a picture shows, for those who cannot see it (its `alt`); none or empty: it only decorates
 * (docs/contract.md §13).
 */
const pictureAlt = yup.string().trim().max(200, contentMsg.tooLong).optional();

/**
 * The advertisement flag (docs/contract.md §13h): an item so marked carries its approval or
 * reporting reference (e.g. the exchange's approval number) to be published; a draft may lack it.
 */
const advertFields = {
  advertisement: yup.boolean().optional(),
  adReference: yup.string().trim().max(120, contentMsg.tooLong).optional(),
};

/** Whether an item is marked as an advertisement, and its reference (empty when none). */
export const advertOf = (item: object) => {
  const { advertisement, adReference } = item as { advertisement?: unknown; adReference?: unknown };
  return {
    advertisement: advertisement === true,
    reference: typeof adReference === 'string' ? adReference.trim() : '',
  };
};

export const newsItemSchema = yup.object({
  newsTitle: text(200),
  description: text(500),
  date: yup
    .string()
    .trim()
    .required(contentMsg.dateInvalid)
    .test('date', contentMsg.dateInvalid, (v) => !v || !Number.isNaN(Date.parse(v))),
  imagePath,
  alt: pictureAlt,
  news: html,
  tags: yup.array(yup.string().trim().required().max(40)).max(10).default([]),
  ...advertFields,
});

/** A day as `YYYY-MM-DD`, optional (an empty field is none). */
const day = yup
  .string()
  .trim()
  .transform((v: string) => v || undefined)
  .optional()
  .test('day', contentMsg.dateInvalid, (v) => !v || dayStart(v) !== undefined);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Midnight starting `day` in India, or undefined for anything but a real `YYYY-MM-DD`. */
function dayStart(day: string): number | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  const at = Date.parse(`${day}T00:00:00+05:30`);
  return Number.isNaN(at) || new Date(at + 5.5 * 3600_000).toISOString().slice(0, 10) !== day
    ? undefined
    : at;
}

/** Whether a banner shows at `now`: from its first day's start until its last day's end (India). */
export function bannerActive(
  banner: Pick<entities.Banner, 'activeFrom' | 'activeUntil'>,
  now: Date,
) {
  const from = banner.activeFrom ? dayStart(banner.activeFrom) : undefined;
  const until = banner.activeUntil ? dayStart(banner.activeUntil) : undefined;
  const t = now.getTime();
  return (from === undefined || t >= from) && (until === undefined || t < until + 86_400_000);
}

export const bannerSchema = yup.object({
  imagePath,
  title: text(120),
  alt: pictureAlt,
  text: yup.string().trim().max(300, contentMsg.tooLong).optional(),
  cta: yup
    .object({ label: text(40), href: href.required(contentMsg.linkInvalid) })
    .default(undefined)
    .optional(),
  activeFrom: day,
  activeUntil: day.test(
    'order',
    contentMsg.activeOrder,
    (v, ctx) => !v || !ctx.parent.activeFrom || v >= String(ctx.parent.activeFrom),
  ),
  ...advertFields,
});

/** A circular a regulatory page rests on (docs/contract.md §13i). */
const sourceCircularSchema = yup.object({
  number: text(120),
  date: yup
    .string()
    .trim()
    .required(contentMsg.dateInvalid)
    .test('day', contentMsg.dateInvalid, (v) => dayStart(v) !== undefined),
  title: text(200),
  href: yup
    .string()
    .trim()
    .transform((v: string) => v || undefined)
    .max(300, contentMsg.tooLong)
    .optional()
    .test('host', contentMsg.circularLink, (v) => !v || isCircularHref(v)),
});

export const MAX_SOURCE_CIRCULARS = 10;

export const contentPageSchema = yup.object({
  contentType: text(120),
  group: text(80),
  content: html,
  ...advertFields,
  // §13i: whether it is regulatory (the investor charters' menu always is), its circulars and
  // the day it was last reviewed, which a regulatory page must give.
  regulatory: yup.boolean().optional(),
  sources: yup
    .array(sourceCircularSchema)
    .max(MAX_SOURCE_CIRCULARS, contentMsg.tooManyCirculars)
    .optional()
    .test(
      'regulatory',
      contentMsg.sourcesNotRegulatory,
      (v, ctx) => !v?.length || isRegulatoryPage(ctx.parent as object),
    ),
  lastReviewed: day
    .test(
      'required',
      contentMsg.reviewRequired,
      (v, ctx) => Boolean(v) || !isRegulatoryPage(ctx.parent as object),
    )
    // Only a regulatory page has one, so a page with a review day is one (the public page reads
    // no rule: RegulatorySource.tsx).
    .test(
      'regulatory',
      contentMsg.reviewNotRegulatory,
      (v, ctx) => !v || isRegulatoryPage(ctx.parent as object),
    ),
});

/** A download or download form: its title on the site and an uploaded (or seed) PDF's name. */
export const downloadItemSchema = yup.object({
  fileName: text(200),
  filePath: yup
    .string()
    .trim()
    .required(contentMsg.pdfInvalid)
    .matches(/^[\w][\w.-]{0,115}\.pdf$/, contentMsg.pdfInvalid),
});

/** An album of the gallery: its title and cover picture (the spec's `gallary` spelling kept). */
export const galleryCategorySchema = yup.object({
  gallaryCategoryTitle: text(120),
  imagePath,
});

/** A photo of an album; the server also checks that the album exists. */
export const galleryImageSchema = yup.object({
  gallaryCategoryId: yup.string().trim().required(contentMsg.albumInvalid),
  imageTitle: text(120),
  description: yup.string().trim().max(300, contentMsg.tooLong).default(''),
  imagePath,
});

export const CONTENT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** A picture's field (every kind's picture is `imagePath`), served at `shownAt`. */
const picture = (shownAt: (name: string) => string) =>
  ({ name: 'imagePath', label: 'Picture', widget: 'picture', required: true, shownAt }) as const;
/** The picture's `alt` (docs/contract.md §13), under the picture of a story and of a banner. */
const altField = {
  name: 'alt',
  label: 'Picture description',
  widget: 'text',
  required: false,
  hint: 'What the picture shows and any words in it, read out to visitors who cannot see it. Leave empty only when it merely decorates.',
} as const;
/** A regulatory page's fields (§13i), before the advertisement's in a page's form. */
const regulatoryDescriptors = [
  {
    name: 'regulatory',
    label: 'This is a regulatory page',
    widget: 'check',
    required: false,
    hint: `A page SEBI or an exchange requires, e.g. the grievance redressal or a policy. Pages of the ${REGULATORY_PAGES.groups.join(', ')} menu always are. Visitors see its source circulars and last review; the desk flags it when the review is more than a year old.`,
  },
  {
    name: 'sources',
    label: 'Source circulars',
    widget: 'circulars',
    required: false,
    parts: {
      number: {
        label: 'Circular number',
        hint: 'As SEBI numbers it, e.g. SEBI/HO/MIRSD/MIRSD-PoD1/P/CIR/2025/22',
      },
      date: { label: 'Dated' },
      title: { label: 'Subject', hint: 'e.g. Investor Charter for Stock Brokers' },
      href: {
        label: 'Link',
        hint: 'Its page on sebi.gov.in, or the exchange’s or depository’s site (optional)',
      },
    },
  },
  {
    name: 'lastReviewed',
    label: 'Last reviewed',
    widget: 'day',
    required: false,
    half: true,
    hint: 'The day compliance last checked the page against its circulars. Required on a regulatory page.',
  },
] as const;
/** The advertisement flag and its reference (§13h), last in a story's, banner's and page's form. */
const advertDescriptors = [
  {
    name: 'advertisement',
    label: 'This is an advertisement',
    widget: 'check',
    required: false,
    hint: 'A promotion of the firm’s services: it is published only with its approval reference, and each publish is kept as a frozen copy.',
  },
  {
    name: 'adReference',
    label: 'Approval reference',
    widget: 'text',
    required: false,
    hint: 'E.g. the exchange’s approval number, NSE/ADV/2026/1234',
  },
] as const;
/** The downloads and the download forms: two lists of one kind of item, told apart by name. */
const downloadKind = <D extends 'downloads' | 'downloadForms'>(
  label: string,
  noun: string,
  document: D,
) =>
  ({
    label,
    noun,
    document,
    schema: downloadItemSchema,
    title: (item: entities.DownloadItem) => item.fileName,
    newAt: 'last',
    fields: fieldsOf<entities.DownloadItem>([
      {
        name: 'fileName',
        label: 'Title',
        widget: 'text',
        required: true,
        hint: 'Shown in the list as the file name.',
      },
      { name: 'filePath', label: 'Document', widget: 'document', required: true },
    ]),
  }) as const;

/**
 * Each editable kind: its document in the content store, its schema, how its rows are named, what
 * one item is called, where a newly published item goes in the public list, and its editable
 * `fields` in the editor's order (contentFields.ts), from which the desk draws its one editor.
 */
export const CONTENT_KINDS = {
  news: {
    label: 'News',
    noun: 'news item',
    document: 'news',
    schema: newsItemSchema,
    title: (item: entities.NewsItem) => item.newsTitle,
    newAt: 'first',
    fields: fieldsOf<entities.NewsItem>([
      { name: 'newsTitle', label: 'Title', widget: 'text', required: true },
      {
        name: 'description',
        label: 'Summary',
        widget: 'multiline',
        required: true,
        hint: 'Shown on the news cards and under the title.',
      },
      { name: 'date', label: 'Date', widget: 'date', required: true, half: true },
      {
        name: 'tags',
        label: 'Tags',
        widget: 'tags',
        required: false,
        half: true,
        hint: 'Separated by commas, e.g. IPO, Mutual Funds',
      },
      picture(api.newsImage),
      altField,
      { name: 'news', label: 'Story', widget: 'rich', required: true },
      ...advertDescriptors,
    ]),
  },
  banners: {
    label: 'Banners',
    noun: 'banner',
    document: 'banners',
    schema: bannerSchema,
    title: (item: entities.Banner) => item.title,
    newAt: 'last',
    fields: fieldsOf<entities.Banner>([
      { name: 'title', label: 'Headline', widget: 'text', required: true },
      { name: 'text', label: 'Text', widget: 'multiline', required: false },
      picture(api.bannerImage),
      altField,
      {
        name: 'cta',
        label: 'Button',
        widget: 'cta',
        required: false,
        parts: {
          label: { label: 'Button label' },
          href: {
            label: 'Button link',
            hint: 'A page of this site (/cms/ipo) or an https:// address',
          },
        },
      },
      {
        name: 'activeFrom',
        label: 'First day shown',
        widget: 'day',
        required: false,
        half: true,
        hint: 'Empty: shown from its publishing on.',
      },
      {
        name: 'activeUntil',
        label: 'Last day shown',
        widget: 'day',
        required: false,
        half: true,
        hint: 'Empty: shown until it is changed. Days in India time.',
      },
      ...advertDescriptors,
    ]),
  },
  pages: {
    label: 'Pages',
    noun: 'page',
    document: 'contents',
    schema: contentPageSchema,
    title: (item: entities.ContentPage) => item.contentType,
    newAt: 'first',
    fields: fieldsOf<entities.ContentPage>([
      { name: 'contentType', label: 'Page title', widget: 'text', required: true, half: true },
      {
        name: 'group',
        label: 'Menu group',
        widget: 'text',
        required: true,
        half: true,
        hint: 'The header menu it belongs to, e.g. About us',
      },
      {
        widget: 'address',
        label: 'Address',
        required: false,
        hint: 'The page opens at /cms/<address>; left empty, it is made from the title.',
      },
      { name: 'content', label: 'Page text', widget: 'rich', required: true },
      ...regulatoryDescriptors,
      ...advertDescriptors,
    ]),
    /** Which pages are regulatory, and how often they are reviewed (regulatoryPages.ts, §13i). */
    regulatory: REGULATORY_PAGES,
  },
  downloads: downloadKind('Downloads', 'download', 'downloads'),
  'download-forms': downloadKind('Download forms', 'download form', 'downloadForms'),
  'gallery-categories': {
    label: 'Gallery albums',
    noun: 'album',
    document: 'galleryCategories',
    schema: galleryCategorySchema,
    title: (item: entities.GalleryCategory) => item.gallaryCategoryTitle,
    newAt: 'last',
    fields: fieldsOf<entities.GalleryCategory>([
      { name: 'gallaryCategoryTitle', label: 'Album title', widget: 'text', required: true },
      picture(api.galleryImage),
    ]),
  },
  gallery: {
    label: 'Gallery photos',
    noun: 'photo',
    document: 'gallery',
    schema: galleryImageSchema,
    title: (item: entities.GalleryImage) => item.imageTitle,
    newAt: 'last',
    fields: fieldsOf<entities.GalleryImage>([
      {
        name: 'gallaryCategoryId',
        label: 'Album',
        widget: 'select',
        required: true,
        from: 'gallery-categories',
        placeholder: 'Choose an album…',
      },
      { name: 'imageTitle', label: 'Title', widget: 'text', required: true },
      { name: 'description', label: 'Description', widget: 'multiline', required: false },
      picture(api.galleryImage),
    ]),
  },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
/** The kinds seen through their fields: tsc checks here that each kind's fields fit its drafts. */
const KIND_FIELDS: {
  readonly [K in ContentKind]: { readonly fields: readonly ContentField<ContentDraft<K>>[] };
} = CONTENT_KINDS;
/** A kind's editable fields, in the editor's order, typed against its drafts. */
export const contentFields = <K extends ContentKind>(kind: K) => KIND_FIELDS[kind].fields;
export interface ContentItems {
  news: entities.NewsItem;
  banners: entities.Banner;
  pages: entities.ContentPage;
  downloads: entities.DownloadItem;
  'download-forms': entities.DownloadItem;
  'gallery-categories': entities.GalleryCategory;
  gallery: entities.GalleryImage;
}

/** The languages an item may have a version in beside its English one (docs/contract.md §13a). */
export type ContentLanguage = Exclude<Language, 'en'>;
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['hi', 'gu'];
export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The kinds that have versions in other languages: the fields translated (the rest of the item is
 * the English one's), and the document of the content store holding each language's published
 * texts, served at `/api/<the kind's path>/<language>` (docs/contract.md §7a).
 */
export const TRANSLATED_KINDS = {
  // A page's group (its menu) is the English one's.
  pages: {
    fields: ['contentType', 'content'] satisfies (keyof entities.ContentPageText)[],
    schema: contentPageSchema.pick(['contentType', 'content']),
    documents: { hi: 'contentsHi', gu: 'contentsGu' },
  },
  // A story's date, picture (its description too) and tags are the English one's.
  news: {
    fields: ['newsTitle', 'description', 'news'] satisfies (keyof entities.NewsText)[],
    schema: newsItemSchema.pick(['newsTitle', 'description', 'news']),
    documents: { hi: 'newsHi', gu: 'newsGu' },
  },
} as const;
export type TranslatedKind = keyof typeof TRANSLATED_KINDS;
export const isTranslatedKind = (kind: ContentKind): kind is TranslatedKind =>
  Object.hasOwn(TRANSLATED_KINDS, kind);
/** A translated item's words in one language, as its language's public list carries them. */
export interface ContentTexts {
  pages: entities.ContentPageText;
  news: entities.NewsText;
}
export type ContentText<K extends TranslatedKind> = ContentTexts[K];

/** An item as the editor sends it: the public item without its `_id`. */
export type ContentDraft<K extends ContentKind> = Omit<ContentItems[K], '_id'>;

/** Every content desk path starts so (the larger JSON limit applies under it). */
export const CONTENT_DESK_PREFIX = '/api/desk/content/';

/** `?language=hi`: the item's version in that language; none: the English one. */
const inLanguage = (language?: ContentLanguage) => (language ? `?language=${language}` : '');
const itemPath = (kind: ContentKind, id: string) =>
  `/api/desk/content/${kind}/${encodeURIComponent(id)}`;

export const contentDeskApi = {
  list: (kind: ContentKind) => `/api/desk/content/${kind}`,
  item: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    itemPath(kind, id) + inLanguage(language),
  publish: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    `${itemPath(kind, id)}/publish${inLanguage(language)}`,
  restore: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    `${itemPath(kind, id)}/restore${inLanguage(language)}`,
  move: (kind: ContentKind, id: string) => `${itemPath(kind, id)}/move`,
  approve: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    `${itemPath(kind, id)}/approve${inLanguage(language)}`,
  sendBack: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    `${itemPath(kind, id)}/send-back${inLanguage(language)}`,
  /** PUT: the item's publish and unpublish times (§13e; the English item's, for every language). */
  schedule: (kind: ContentKind, id: string) => `${itemPath(kind, id)}/schedule`,
  uploads: '/api/desk/uploads',
  /** GET: the frozen copies of published advertisements, newest first (§13h). */
  adverts: '/api/desk/advert-snapshots',
} as const;

/** Route patterns of the server (relative to /api/desk). */
export const contentDeskRoutes = {
  list: '/content/:kind',
  item: '/content/:kind/:id',
  publish: '/content/:kind/:id/publish',
  restore: '/content/:kind/:id/restore',
  move: '/content/:kind/:id/move',
  approve: '/content/:kind/:id/approve',
  sendBack: '/content/:kind/:id/send-back',
  schedule: '/content/:kind/:id/schedule',
  uploads: '/uploads',
  adverts: '/advert-snapshots',
} as const;

/** POST list (create; `id` optional, else made from the title) and PUT item (save a draft). */
export interface ContentSave<K extends ContentKind = ContentKind> {
  id?: string;
  item: ContentDraft<K>;
  /** PUT: the newest version number the editor started from; an older one is refused (409). */
  basedOn?: number;
}

/** POST move: one place earlier (`up`) or later (`down`) in the public list. */
export interface ContentMove {
  to: 'up' | 'down';
}

/** POST publish / restore: which version becomes the newest published one. */
export interface ContentPublish {
  version: number;
  /**
   * Why it is published despite its authoring warnings (docs/contract.md §13g): an approver's or
   * an admin's; without it such a version awaits an approver.
   */
  override?: string;
}

export interface ContentVersionView {
  number: number;
  /** `awaiting`: published by an editor where approval is on, not yet approved (§13d). */
  state: 'draft' | 'published' | 'awaiting';
  by: string;
  at: string;
  restoredFrom?: number;
  /** A draft an approver sent back: their comment. */
  sentBack?: string;
}

/** The newest published version of versions listed newest first (what visitors see), if any. */
export const liveVersionOf = (versions: readonly ContentVersionView[]) =>
  versions.find((v) => v.state === 'published')?.number;

export interface ContentRow {
  id: string;
  title: string;
  /**
   * `published`: live as last saved; `changed`: live, with a newer draft; `draft`: never
   * published; `awaiting`: its newest version awaits approval.
   */
  state: 'published' | 'changed' | 'draft' | 'awaiting';
  /** Newest version's time and author; seed items never edited have none. */
  at?: string;
  by?: string;
  /** The other languages visitors can read it in (kinds with languages only). */
  languages?: ContentLanguage[];
  /** Its publish and unpublish times, if any are set (§13e). */
  schedule?: ContentSchedule;
  /** A regulatory page (§13i): the day it was last reviewed, as visitors see it. */
  lastReviewed?: string;
  /** A regulatory page never reviewed, or last reviewed more than a year ago (§13i). */
  reviewDue?: true;
}

export interface ContentDetail<K extends ContentKind = ContentKind> {
  kind: K;
  id: string;
  /** The newest version's item (what the editor opens). */
  item: ContentItems[K];
  /** What visitors see now, or null before the first publish (and outside its schedule). */
  published: ContentItems[K] | null;
  versions: ContentVersionView[];
  /** Its publish and unpublish times, if any are set (§13e). */
  schedule?: ContentSchedule;
}

/**
 * An item's version in another language (`?language=`): `item` holds only the translated fields
 * (empty strings before the first save), beside the English item it translates.
 */
export interface ContentTextDetail<K extends TranslatedKind = TranslatedKind> {
  kind: K;
  id: string;
  language: ContentLanguage;
  item: ContentText<K>;
  published: ContentText<K> | null;
  versions: ContentVersionView[];
  /** The English item's newest version: what the translation's preview lays its words over. */
  english: ContentItems[K];
}

export interface UploadAnswer {
  /** Generated file name, served by every image route (images) or /api/downloads/ and /api/files/ (PDFs). */
  name: string;
  type: string;
}

/**
 * A published advertisement's frozen copy (docs/contract.md §13h): exactly the item a publish (or
 * an approval) put before visitors, with its reference, when and by whom. Never changed.
 */
export interface AdvertSnapshot {
  /** `news/diwali-offer`. */
  target: string;
  kindLabel: string;
  title: string;
  reference: string;
  /** The published version it froze. */
  version: number;
  by: string;
  at: string;
  item: object;
}
