// The link checker of the content desk (docs/contract.md §13f): every link of the published
// content and site data checked each night and on an editor's "Check now"; the desk lists the ones
// that are broken, and, apart, the external ones that could not be checked (no network).
import { CONTENT_EDITOR_ROLES } from './contentDesk';
import type { Language } from '../i18n/languages';

/** Who reads the results and starts a check: the content desk's roles. */
export const LINK_CHECK_ROLES = CONTENT_EDITOR_ROLES;

/**
 * The settings' defaults (README, Configuration): the night's check at 02:30 India time, 5 s for
 * an external link's answer, at most 2 requests at once to one host.
 */
export const LINK_CHECK_DEFAULTS = { at: '02:30', timeoutMs: 5_000, perHost: 2 } as const;

/** A time of day in India, `HH:MM` (24 hours). */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * Why a link is listed. Broken: `http` (the answer's status is in `httpStatus`), `timeout` (no
 * answer within the time-out), `failed` (the connection was refused or broke), `no-page` (a path
 * of this site the router has no page for, or a content page that is not published), `no-file` (a
 * download or picture the site does not store). Not checked: `offline` (the host's name could not
 * be looked up or its network not reached: never reported as broken).
 */
export type LinkReason = 'http' | 'timeout' | 'failed' | 'no-page' | 'no-file' | 'offline';

/** Where a link is: a content item's field, or a part of the site data, in one language. */
export interface LinkPlace {
  /** `content`: a content item (`area` its kind, `at` its id); `site`: the site data. */
  source: 'content' | 'site';
  /** A content kind (`news`, `pages`…), or a site data section (`notices`) or top-level key. */
  area: string;
  /** The item's id, or the path of the link in the site data (`footer.usefulLinks.3.href`). */
  at: string;
  /** What the desk calls it: the item's title, or the section's label. */
  label: string;
  language: Language;
}

export interface LinkProblem {
  url: string;
  place: LinkPlace;
  status: 'broken' | 'not-checked';
  reason: LinkReason;
  httpStatus?: number;
  /** When this link was checked (ISO). */
  checkedAt: string;
}

/** One run of the checker, as stored and as the desk reads it. */
export interface LinkCheckFacts {
  /** `nightly/<day in India>` or `manual/<start time>`: unique, so one app server runs a night's. */
  run: string;
  trigger: 'nightly' | 'manual';
  state: 'running' | 'done';
  /** The editor who pressed "Check now", or `link checker` for the night's run. */
  by: string;
  startedAt: string;
  finishedAt?: string;
  /** How many distinct links were checked. */
  checked?: number;
  /** The broken and the not checked links, one row per place. */
  problems?: LinkProblem[];
}

/** GET answer: the last finished run, and the one running now, if any. */
export interface LinkCheckView {
  latest: LinkCheckFacts | null;
  running: LinkCheckFacts | null;
}

export const linkCheckApi = {
  /** GET the view; POST starts a check ("Check now"), answered 202 with the view. */
  checks: '/api/desk/link-checks',
} as const;

export const linkCheckMsg = {
  running: 'A link check is already running. Its results will show here when it ends.',
} as const;

/** The desk's words for a problem's reason. */
export function reasonText(problem: Pick<LinkProblem, 'reason' | 'httpStatus'>): string {
  switch (problem.reason) {
    case 'http':
      return `HTTP ${problem.httpStatus ?? ''}`.trim();
    case 'timeout':
      return 'timed out';
    case 'failed':
      return 'connection failed';
    case 'no-page':
      return 'no such page';
    case 'no-file':
      return 'no such file';
    case 'offline':
      return 'not checked (no network)';
  }
}
