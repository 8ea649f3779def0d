// Entities of docs/contract.md §3 as the API sends them. Field names (typos included) are the public contract.
import type { ComplaintStatus } from './choices';
import type { NavLink } from './site';

/**
 * The spec gives banners only an image. Ours carry their words as text drawn over it (never baked
 * into the picture, which stays decoration): a phone can read them, a screen reader too, and the
 * call to action is a real link (docs/contract.md §10).
 */
export interface Banner {
  _id: string;
  imagePath: string;
  /** The slide's headline. */
  title: string;
  /** What the picture shows, for those who cannot see it; none: the picture only decorates. */
  alt?: string;
  /** One or two sentences under the headline. */
  text?: string;
  /** The slide's call to action: a route of the site, an external site or a site dialog. */
  cta?: NavLink;
  /** First and last day (`YYYY-MM-DD`, India time) it shows; none: from / until always. */
  activeFrom?: string;
  activeUntil?: string;
  /** Ours (docs/contract.md §13h): marked as an advertisement, and its approval reference. */
  advertisement?: boolean;
  adReference?: string;
}

export interface NewsItem {
  _id: string;
  newsTitle: string;
  description: string;
  /** ISO 8601 date-time. */
  date: string;
  imagePath: string;
  /**
   * Ours, not the specification's: what the picture shows and the words in it, in English, for
   * those who cannot see it; none or empty: the picture only decorates (docs/contract.md §3).
   */
  alt?: string;
  /** HTML body (sanitized before it is rendered). */
  news: string;
  tags: string[];
  /** Ours (docs/contract.md §13h): marked as an advertisement, and its approval reference. */
  advertisement?: boolean;
  adReference?: string;
}

export interface ContentPage {
  _id: string;
  /** Page title shown in the banner. */
  contentType: string;
  /** Parent menu group, shown as the banner subtitle. */
  group: string;
  /** HTML body (sanitized before it is rendered). */
  content: string;
  /** Ours (docs/contract.md §13h): marked as an advertisement, and its approval reference. */
  advertisement?: boolean;
  adReference?: string;
  /**
   * Ours (docs/contract.md §13i): a regulatory page besides the investor charters' menu, which
   * are regulatory whatever this says.
   */
  regulatory?: boolean;
  /** Ours (§13i): the circulars a regulatory page rests on, and the day it was last reviewed. */
  sources?: SourceCircular[];
  /** `YYYY-MM-DD`, India. */
  lastReviewed?: string;
}

/** A circular a regulatory page rests on (docs/contract.md §13i). */
export interface SourceCircular {
  /** As the regulator numbers it: `SEBI/HO/MIRSD/MIRSD-PoD1/P/CIR/2025/22`. */
  number: string;
  /** Its date, `YYYY-MM-DD`. */
  date: string;
  title: string;
  /** Where it is published: an https address on sebi.gov.in or an exchange's or depository's site. */
  href?: string;
}

/**
 * A content page's or news item's words in another language (docs/contract.md §7a): laid over the
 * English item of the same `_id`, whose other fields stay.
 */
export type ContentPageText = Pick<ContentPage, '_id' | 'contentType' | 'content'>;
export type NewsText = Pick<NewsItem, '_id' | 'newsTitle' | 'description' | 'news'>;

export interface GalleryCategory {
  _id: string;
  gallaryCategoryTitle: string;
  imagePath: string;
}

export interface GalleryImage {
  _id: string;
  gallaryCategoryId: string;
  imageTitle: string;
  description: string;
  imagePath: string;
}

export interface DownloadItem {
  _id: string;
  fileName: string;
  /** File name under /api/downloads/. */
  filePath: string;
}

export interface Amc {
  AMCName: string;
}
export interface AmcCategory {
  CategoryName: string;
}
export interface Scheme {
  SchemeName: string;
  AMCName: string;
  CategoryName: string;
}

/** What the complaint lookup reveals: status and the greeting name, nothing else. */
export interface ComplaintStatusView {
  complainNo: string;
  status: ComplaintStatus | string;
  fName: string;
  lName: string;
}

export interface StopTradeAck {
  ackNo: string;
  /** ISO 8601 server time at which the request was stored. */
  receivedAt: string;
}
