// The links a message carries (docs/contract.md §15): to a page of the public site, or to the
// record on the staff desk.
import { paths } from '../routes';

/** `path` on the site at `origin`. */
export const siteLink = (origin: string, path: string) =>
  `${origin.replace(/\/+$/, '')}${encodeURI(path)}`;

/** The record's page on the staff desk (src/features/desk/DeskApp.tsx: `:queue/:key`). */
export const deskLink = (origin: string, queue: string, key: string) =>
  siteLink(origin, `${paths.desk}/${queue}/`) + encodeURIComponent(key);
