// The link checker (docs/contract.md §13f, docs/architecture.md §8 "Jobs"): every link of the
// published content and site data (publishedLinks.ts) is checked — a path of this site against
// the app's router (src/contract/pages.ts) and the published content pages, a file of the API
// against the stored files, an external address by HEAD (then GET) with a short time-out and at
// most `perHost` requests at once to one host. A host whose name cannot be looked up (no network,
// no DNS) is "not checked", never "broken". A run is one `linkChecks` record: the night's is
// claimed by its unique `nightly/<day>`, so one app server of all runs it.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { API_PREFIX, routes } from '../../src/contract/api';
import {
  LINK_CHECK_DEFAULTS,
  type LinkCheckFacts,
  type LinkCheckView,
  type LinkProblem,
  type LinkReason,
} from '../../src/contract/linkCheck';
import { NOT_FOUND_PATTERN, pagePatternOf } from '../../src/contract/pages';
import { paths } from '../../src/contract/routes';
import { startRepeating, type Repeating } from '../repeating';
import { DuplicateKeyError, type LinkCheckRecord, type Store, type Stored } from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { servedFileExists } from './documents';
import { publishedLinks } from './publishedLinks';

/** The night's run's name in the results (and its `by`). */
export const LINK_CHECKER_ACTOR = 'link checker';

export interface LinkCheckSettings {
  /** LINK_CHECK_AT: the night's check, `HH:MM` India time. */
  at: string;
  /** LINK_CHECK_TIMEOUT_MS: how long an external link has to answer (and its host to be found). */
  timeoutMs: number;
  /** LINK_CHECK_PER_HOST: requests at once to one host. */
  perHost: number;
  /**
   * How an external address is checked; default `checkExternal`, over the network. The desk's
   * test harness gives a machine without one, so no test asks the internet.
   */
  external?: (url: string, timeoutMs: number) => Promise<Verdict>;
}

export const DEFAULT_LINK_CHECK_SETTINGS: LinkCheckSettings = { ...LINK_CHECK_DEFAULTS };

/** Hosts checked at once (each with at most `perHost` requests). */
const HOSTS_AT_ONCE = 8;
/** A run still `running` after this is one a stopped app server left: no longer shown. */
const RUN_LEASE_MS = 60 * 60_000;
/** How often each app server asks whether the night's check is due. */
export const LINK_CHECK_SWEEP_MS = 60_000;

/** A link's verdict: fine, or the problem's status and reason. */
export type Verdict =
  | { ok: true }
  | { ok: false; status: LinkProblem['status']; reason: LinkReason; httpStatus?: number };
const OK: Verdict = { ok: true };
const broken = (reason: LinkReason, httpStatus?: number): Verdict => ({
  ok: false,
  status: 'broken',
  reason,
  ...(httpStatus === undefined ? {} : { httpStatus }),
});
export const NOT_CHECKED: Verdict = { ok: false, status: 'not-checked', reason: 'offline' };

/** Errors that say the host was not reached at all: no name, no route, no network. */
const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NODATA',
  'ENODATA',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
]);

const codeOf = (err: unknown): string | undefined => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, n = 0; e && n < 4; n++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
};

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/** Looks the host up within `ms`: false when it is not found or not answered in time. */
async function hostFound(host: string, ms: number): Promise<boolean> {
  if (isIP(host.replace(/^\[|\]$/g, ''))) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([lookup(host).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** One request; its answer's status, or the verdict of its failure. */
async function ask(url: string, method: 'HEAD' | 'GET', ms: number): Promise<number | Verdict> {
  try {
    const res = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(ms),
      headers: { 'User-Agent': 'InvestorDesk-LinkChecker/1', Accept: '*/*' },
    });
    await res.body?.cancel().catch(() => undefined);
    return res.status;
  } catch (err) {
    if (isTimeout(err)) return broken('timeout');
    return OFFLINE_CODES.has(codeOf(err) ?? '') ? NOT_CHECKED : broken('failed');
  }
}

/** An external address: HEAD, and GET when HEAD is refused (some servers answer HEAD wrongly). */
export async function checkExternal(url: string, timeoutMs: number): Promise<Verdict> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return broken('failed');
  }
  if (!(await hostFound(host, timeoutMs))) return NOT_CHECKED;
  let answer = await ask(url, 'HEAD', timeoutMs);
  if (typeof answer === 'number' && answer >= 400) answer = await ask(url, 'GET', timeoutMs);
  if (typeof answer !== 'number') return answer;
  return answer >= 400 ? broken('http', answer) : OK;
}

/** The API's route patterns as regular expressions (a `:param` is one segment). */
const API_ROUTES = Object.values(routes).map(
  (pattern) =>
    new RegExp(
      `^${(API_PREFIX + pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
    ),
);

/** Runs `work` on each of `items`, at most `limit` at once. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** India's day (`YYYY-MM-DD`) and time of day (`HH:MM`) at `now`. */
export function indiaClock(now: Date): { day: string; time: string } {
  const iso = new Date(now.getTime() + 5.5 * 3600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export class LinkCheckBusyError extends Error {}

export class LinkChecker {
  private readonly fileExists: (apiPath: string) => Promise<boolean | undefined>;

  constructor(
    private readonly store: Store,
    assetsDir: string,
    private readonly now: () => Date,
    private readonly settings: LinkCheckSettings = DEFAULT_LINK_CHECK_SETTINGS,
    /** Where a failed background run is reported. */
    private readonly log: (err: unknown) => void = (err) => console.error('[link check]', err),
  ) {
    this.fileExists = servedFileExists(assetsDir, store.uploads);
  }

  /** A path of this site: a file of the API, another API route, or a page of the app's router. */
  private async checkInternal(url: string, pageIds: ReadonlySet<string>): Promise<Verdict> {
    let path: string;
    try {
      path = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
    } catch {
      return broken('no-page');
    }
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      const file = await this.fileExists(new URL(url, 'http://site.invalid').pathname);
      if (file !== undefined) return file ? OK : broken('no-file');
      return API_ROUTES.some((route) => route.test(path)) ? OK : broken('no-page');
    }
    const pattern = pagePatternOf(path);
    if (pattern === NOT_FOUND_PATTERN) return broken('no-page');
    if (pattern === paths.cmsPattern) {
      const id = path.replace(/\/+$/, '').slice(paths.cmsPattern.indexOf(':'));
      return pageIds.has(id) ? OK : broken('no-page');
    }
    return OK;
  }

  /** Checks every published link once; answers how many distinct links and the problems. */
  async check(): Promise<{ checked: number; problems: LinkProblem[] }> {
    const found = await publishedLinks(this.store.content);
    const pageIds = new Set((await this.store.content.get('contents')).map((c) => c._id));
    const verdicts = new Map<string, { verdict: Verdict; at: string }>();
    const urls = [...new Set(found.map((f) => f.url))];
    const byHost = new Map<string, string[]>();
    for (const url of urls) {
      if (url.startsWith('/')) {
        verdicts.set(url, { verdict: await this.checkInternal(url, pageIds), at: this.stamp() });
        continue;
      }
      let host = '';
      try {
        host = new URL(url).host;
      } catch {
        // An address no URL parser takes: checked below, and found broken.
      }
      byHost.set(host, [...(byHost.get(host) ?? []), url]);
    }
    await inTurns([...byHost.values()], HOSTS_AT_ONCE, (hostUrls) =>
      inTurns(hostUrls, this.settings.perHost, async (url) => {
        const external = this.settings.external ?? checkExternal;
        const verdict = await external(url, this.settings.timeoutMs);
        verdicts.set(url, { verdict, at: this.stamp() });
      }),
    );
    const problems: LinkProblem[] = [];
    for (const { url, place } of found) {
      const { verdict, at } = verdicts.get(url)!;
      if (verdict.ok) continue;
      const { status, reason, httpStatus } = verdict;
      problems.push({
        url,
        place,
        status,
        reason,
        ...(httpStatus === undefined ? {} : { httpStatus }),
        checkedAt: at,
      });
    }
    return { checked: urls.length, problems };
  }

  private stamp = () => this.now().toISOString();

  /** The last finished run and the one running now (a run older than its lease is left out). */
  async view(): Promise<LinkCheckView> {
    const newest = async (state: LinkCheckRecord['state']) =>
      (await this.store.linkChecks.list({ where: { state }, sort: 'newest', limit: 1 })).data[0];
    const latest = await newest('done');
    const running = await newest('running');
    const live =
      running && this.now().getTime() - Date.parse(running.startedAt) < RUN_LEASE_MS
        ? running
        : undefined;
    return { latest: latest ? factsOf(latest) : null, running: live ? factsOf(live) : null };
  }

  /** Runs the check for a claimed run and stores its results. */
  private async finish(run: Stored<LinkCheckRecord>): Promise<void> {
    const { checked, problems } = await this.check();
    await this.store.linkChecks.update(run.id, run.version, (r) => ({
      ...r,
      state: 'done',
      finishedAt: this.stamp(),
      checked,
      problems,
    }));
  }

  /**
   * "Check now" (an editor): refused while a run is going on; else the run is stored with its
   * audit entry, checked in the background, and the view answered at once.
   */
  async start(by: string, audit: AuditLog): Promise<{ view: LinkCheckView; done: Promise<void> }> {
    if ((await this.view()).running) throw new LinkCheckBusyError();
    const startedAt = this.stamp();
    const run = `manual/${startedAt}`;
    let inserted: Stored<LinkCheckRecord> | undefined;
    await audit.record(
      { actor: by, action: AUDIT_ACTIONS.linkCheck, target: 'link-checks', detail: run },
      async ({ within }) => {
        inserted = await within(this.store.linkChecks).insert({
          run,
          trigger: 'manual',
          state: 'running',
          by,
          startedAt,
        });
      },
    );
    const done = this.finish(inserted!).catch((err: unknown) => this.log(err));
    return { view: await this.view(), done };
  }

  /**
   * The night's run, when its time of day has come and no app server has claimed the day's run
   * (the unique `nightly/<day>`): claimed, checked and stored here. Answers whether it ran.
   */
  async nightly(): Promise<boolean> {
    const { day, time } = indiaClock(this.now());
    if (time < this.settings.at) return false;
    const run = `nightly/${day}`;
    if (await this.store.linkChecks.findBy('run', run)) return false;
    let claimed: Stored<LinkCheckRecord>;
    try {
      claimed = await this.store.linkChecks.insert({
        run,
        trigger: 'nightly',
        state: 'running',
        by: LINK_CHECKER_ACTOR,
        startedAt: this.stamp(),
      });
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
    await this.finish(claimed);
    return true;
  }
}

const factsOf = (record: Stored<LinkCheckRecord>): LinkCheckFacts => ({
  run: record.run,
  trigger: record.trigger,
  state: record.state,
  by: record.by,
  startedAt: record.startedAt,
  ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
  ...(record.checked === undefined ? {} : { checked: record.checked }),
  ...(record.problems ? { problems: record.problems } : {}),
});

/** The night's link check on one app server (server/app.ts): asks each minute whether it is due. */
export function startNightlyLinkCheck(options: {
  checker: LinkChecker;
  everyMs?: number;
  log: (err: unknown) => void;
}): Repeating {
  return startRepeating(
    options.everyMs ?? LINK_CHECK_SWEEP_MS,
    async () => {
      await options.checker.nightly();
    },
    options.log,
  );
}
