// API paths of SPEC §7 (spelled as the spec spells them) and the shapes of their answers.
import type {
  Amc,
  AmcCategory,
  Banner,
  ComplaintStatusView,
  ContentPage,
  DownloadItem,
  GalleryCategory,
  GalleryImage,
  NewsItem,
  Scheme,
  StopTradeAck,
} from './entities';
import type { FieldErrors } from './schemas';
import type { SiteConfig } from './site';

export const api = {
  quickConnect: '/api/quick-connect',
  downloadForm: '/api/download-form/',
  downloads: '/api/downloads/',
  download: (filePath: string) => `/api/downloads/${encodeURIComponent(filePath)}`,
  stopTrade: '/api/stop-trade',
  news: '/api/news-master',
  newsImage: (imagePath: string) => `/api/news-images/${encodeURIComponent(imagePath)}`,
  banners: '/api/banner',
  bannerImage: (imagePath: string) => `/api/banner-images/${encodeURIComponent(imagePath)}`,
  contents: '/api/content-master',
  amcs: '/api/amc-master',
  amcCategories: '/api/amc-category',
  schemes: (amc: string, category: string) =>
    `/api/amc-scheme/${encodeURIComponent(amc)}/${encodeURIComponent(category)}`,
  galleryCategories: '/api/gallery-category',
  gallery: '/api/gallery',
  galleryImage: (imagePath: string) => `/api/gallery-images/${encodeURIComponent(imagePath)}`,
  feedback: '/api/feedback',
  withdraw: '/api/withdrow',
  complain: '/api/complain',
  complaintByNo: (no: string) => `/api/complain/getByComplainNo/${encodeURIComponent(no)}`,
  /** Static documents (SPEC §7 "Static files under /api/files/"). */
  file: (name: string) => `/api/files/${encodeURIComponent(name)}`,
  /** Not in the spec: the firm's own data (name, contacts, menus, tables), so nothing is in JSX. */
  site: '/api/site',
  siteImage: (imagePath: string) => `/api/site-images/${encodeURIComponent(imagePath)}`,
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

export interface ApiAnswers {
  banners: ListResponse<Banner>;
  news: ListResponse<NewsItem>;
  contents: ListResponse<ContentPage>;
  galleryCategories: ListResponse<GalleryCategory>;
  gallery: ListResponse<GalleryImage>;
  downloads: ListResponse<DownloadItem>;
  amcs: ListResponse<Amc>;
  amcCategories: ListResponse<AmcCategory>;
  schemes: ListResponse<Scheme>;
  complaintByNo: ListResponse<ComplaintStatusView>;
  site: { data: SiteConfig };
  complain: MessageResponse<{ complainNo: string; status: string }>;
  stopTrade: MessageResponse<StopTradeAck>;
}
