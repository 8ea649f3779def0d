// API paths of docs/contract.md §7 (spelled as the spec spells them) and the shapes of their answers.
import type {
  Amc,
  AmcCategory,
  Banner,
  ComplaintStatusView,
  ContentPage,
  ContentPageText,
  DownloadItem,
  GalleryCategory,
  GalleryImage,
  NewsItem,
  NewsText,
  Scheme,
  StopTradeAck,
} from './entities';
import type { InvestorComplaintsData } from './disclosures';
import type { FieldErrors } from './schemas';
import type { SiteConfig, SiteOverlay } from './site';

/** Every API path starts here; the server mounts one router at this prefix. */
export const API_PREFIX = '/api';

/**
 * The server's route patterns (relative to API_PREFIX), each written once: the URL builders below
 * and the server's routers both come from these, so client and server cannot disagree on a path.
 */
export const routes = {
  quickConnect: '/quick-connect',
  // The specification's spelling, with its trailing slash: the one the router answers (§7).
  downloadForm: '/download-form/',
  downloads: '/downloads/',
  download: '/downloads/:name',
  stopTrade: '/stop-trade',
  news: '/news-master',
  newsImage: '/news-images/:name',
  banners: '/banner',
  bannerImage: '/banner-images/:name',
  contents: '/content-master',
  amcs: '/amc-master',
  amcCategories: '/amc-category',
  schemes: '/amc-scheme/:amc/:category',
  galleryCategories: '/gallery-category',
  gallery: '/gallery',
  galleryImage: '/gallery-images/:name',
  feedback: '/feedback',
  withdraw: '/withdrow',
  complain: '/complain',
  complaintByNo: '/complain/getByComplainNo/:complainNo',
  file: '/files/:name',
  site: '/site',
  siteImage: '/site-images/:name',
  /** Ours: a language's version of the site data, `hi` or `gu` (docs/contract.md §7a). */
  siteOverlay: '/site/:language',
  /** Ours: the news and content pages that have a version in `hi` or `gu`, their words only (§7a). */
  newsIn: '/news-master/:language',
  contentsIn: '/content-master/:language',
  /** Ours: SEBI's monthly complaints data, computed from the records (docs/contract.md §12). */
  investorComplaints: '/investor-complaints',
  /** Ours: an accessibility barrier report (docs/contract.md §7). */
  accessibilityBarrier: '/accessibility-barrier',
  /** Ours: a report of someone posing as the firm (issue 46, docs/contract.md §7). */
  reportFraud: '/report-fraud',
  /** Ours: a data principal's request, accepted with the code (DPDP Act; docs/contract.md §7c). */
  dataRequest: '/data-request',
  /** Ours: the one-time code that proves the request's e-mail address or mobile number. */
  dataRequestCode: '/data-request/code',
} as const;

/** A pattern with its `:params` filled in, each URL-encoded (names may hold '/', '&', spaces). */
function fill(pattern: string, ...values: string[]): string {
  let i = 0;
  return API_PREFIX + pattern.replace(/:\w+/g, () => encodeURIComponent(values[i++] ?? ''));
}

export const api = {
  quickConnect: fill(routes.quickConnect),
  downloadForm: fill(routes.downloadForm),
  downloads: fill(routes.downloads),
  download: (filePath: string) => fill(routes.download, filePath),
  stopTrade: fill(routes.stopTrade),
  news: fill(routes.news),
  newsImage: (imagePath: string) => fill(routes.newsImage, imagePath),
  banners: fill(routes.banners),
  bannerImage: (imagePath: string) => fill(routes.bannerImage, imagePath),
  contents: fill(routes.contents),
  amcs: fill(routes.amcs),
  amcCategories: fill(routes.amcCategories),
  schemes: (amc: string, category: string) => fill(routes.schemes, amc, category),
  galleryCategories: fill(routes.galleryCategories),
  gallery: fill(routes.gallery),
  galleryImage: (imagePath: string) => fill(routes.galleryImage, imagePath),
  feedback: fill(routes.feedback),
  withdraw: fill(routes.withdraw),
  complain: fill(routes.complain),
  accessibilityBarrier: fill(routes.accessibilityBarrier),
  complaintByNo: (no: string) => fill(routes.complaintByNo, no),
  /** Static documents (docs/contract.md §7 "Static files under /api/files/"). */
  file: (name: string) => fill(routes.file, name),
  /** Not in the spec: the firm's own data (name, contacts, menus, tables), so nothing is in JSX. */
  site: fill(routes.site),
  siteImage: (imagePath: string) => fill(routes.siteImage, imagePath),
  siteOverlay: (language: string) => fill(routes.siteOverlay, language),
  newsIn: (language: string) => fill(routes.newsIn, language),
  contentsIn: (language: string) => fill(routes.contentsIn, language),
  /** Without `month`: the last closed month. */
  investorComplaints: (month?: string) =>
    fill(routes.investorComplaints) + (month ? `?month=${encodeURIComponent(month)}` : ''),
  reportFraud: fill(routes.reportFraud),
  dataRequest: fill(routes.dataRequest),
  dataRequestCode: fill(routes.dataRequestCode),
} as const;

/** Every list answer: the list is at `data` (axios' `data.data`). */
export interface ListResponse<T> {
  data: T[];
}

/** Every successful POST: a message for the green banner and the stored record's public part. */
export interface MessageResponse<T = unknown> {
  message: string;
  data: T;
}

/** Every error answer (4xx/5xx): a message for the red banner and, on 400, each bad field. */
export interface ErrorResponse {
  message: string;
  errors?: FieldErrors;
}

export type SchemeName = Pick<Scheme, 'SchemeName'>;

export interface ApiAnswers {
  banners: ListResponse<Banner>;
  news: ListResponse<NewsItem>;
  contents: ListResponse<ContentPage>;
  galleryCategories: ListResponse<GalleryCategory>;
  gallery: ListResponse<GalleryImage>;
  downloads: ListResponse<DownloadItem>;
  amcs: ListResponse<Amc>;
  amcCategories: ListResponse<AmcCategory>;
  /** Only the names: the AMC and category are the request's own. */
  schemes: ListResponse<SchemeName>;
  complaintByNo: ListResponse<ComplaintStatusView>;
  site: { data: SiteConfig };
  siteOverlay: { data: SiteOverlay };
  newsIn: ListResponse<NewsText>;
  contentsIn: ListResponse<ContentPageText>;
  investorComplaints: { data: InvestorComplaintsData };
  downloadForm: ListResponse<DownloadItem>;
  complain: MessageResponse<{ complainNo: string; status: string }>;
  accessibilityBarrier: MessageResponse<{ reportNo: string }>;
  stopTrade: MessageResponse<StopTradeAck>;
  quickConnect: MessageResponse<Record<string, never>>;
  feedback: MessageResponse<Record<string, never>>;
  withdraw: MessageResponse<Record<string, never>>;
  reportFraud: MessageResponse<{ reportNo: string }>;
  dataRequest: MessageResponse<{ requestNo: string; dueAt: string }>;
  dataRequestCode: MessageResponse<{ sentTo: string; validMinutes: number }>;
}

// The widths the content desk stores an uploaded photo at (docs/contract.md §13), and the `srcset`
// that lets a phone fetch the smallest one its screen needs. Seed pictures are SVG and have none.
/** Raster uploads are re-encoded to WebP at most this wide (the widest picture: a banner). */
export const IMAGE_MAX_WIDTH_PX = 1920;
/** Each raster upload `up-<hex>.webp` (at most the last width) has `up-<hex>-<w>.webp` beside it. */
export const IMAGE_WIDTHS_PX = [480, 960, IMAGE_MAX_WIDTH_PX] as const;

const UPLOADED_PHOTO = /^(up-[0-9a-f]{24})\.webp$/;

/** The stored name of `name` at `width` (the largest width is the name itself). */
export function imageAtWidth(name: string, width: number): string {
  const base = UPLOADED_PHOTO.exec(name)?.[1];
  if (!base || width === IMAGE_MAX_WIDTH_PX) return name;
  return `${base}-${width}.webp`;
}

/** `srcset` for an uploaded photo served by `url`; undefined for any other picture. */
export function imageSrcSet(name: string, url: (name: string) => string): string | undefined {
  if (!UPLOADED_PHOTO.test(name)) return undefined;
  return IMAGE_WIDTHS_PX.map((w) => `${url(imageAtWidth(name, w))} ${w}w`).join(', ');
}

/**
 * An `<img>`'s `src`, and its `srcSet` with `sizes` for an uploaded photo: `sizes` only beside a
 * `srcset` (HTML allows it nowhere else, and the Nu checker reports it).
 */
export function imageSources(
  name: string,
  url: (name: string) => string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(name, url);
  return srcSet ? { src: url(name), srcSet, sizes } : { src: url(name) };
}
