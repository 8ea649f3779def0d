// The desk's API (and the kiosks' calls it lists) on a real HTTP port over a fresh store of one engine, with a clock the test moves.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll } from 'vitest';
import { join } from 'node:path';
import { API_PREFIX } from '../../src/contract/api';
import { deskApi, type StaffRole, type StaffSession } from '../../src/contract/desk';
import { DEFAULT_ASSETS_DIR, serveKiosksAndDesk } from '../app';
import { addAccount } from '../desk/accounts';
import { TEST_SCRYPT_COST } from './staffCost';
import { PASSWORD } from './appStaff';
import { enrolIfRequired, forgetUsedStep, totpCode } from './twoFactor';
import { DeskEvents } from '../desk/events';
import { DEFAULT_LINK_CHECK_SETTINGS, NOT_CHECKED } from '../desk/linkCheck';
import { API_ROUTER_OPTIONS } from '../middleware/apiPath';
import { errorsToJson } from '../middleware/errors';
import { deskRoutes, type DeskOptions } from '../routes/desk';
import type { TestEngine } from '../store/testing/engines';
import type { Store } from '../store/types';

export { PASSWORD } from './appStaff';

export interface DeskHarness {
  url: string;
  store: Store;
  events: DeskEvents;
  /** The server's data folder (the key of unknown usernames' hashes). */
  dataDir: string;
  /** Moves the server's clock. */
  advance(ms: number): void;
  now(): Date;
  /** Creates an account with PASSWORD, enrolled in two-factor sign-in if its roles need it. */
  addStaff(username: string, roles: StaffRole[]): Promise<void>;
  /** Signs in (with the code, if the account has a factor) and returns the Cookie header to send. */
  signIn(username: string): Promise<string>;
  /**
   * Creates each role's accounts (`{ grievance: ['meera', 'gita'] }`) and signs them in: the
   * Cookie header by username.
   */
  signedIn<Name extends string>(
    byRole: Partial<Record<StaffRole, readonly Name[]>>,
  ): Promise<Record<Name, string>>;
  call(path: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Every desk endpoint as the router has it (`GET /api/desk/staff`, `PATCH /api/desk/staff/:username`):
 * a suite that goes over all of them covers a new one without being told.
 */
export function deskEndpoints(): { method: string; path: string }[] {
  // Only the routes are read: nothing here touches the store or the folders.
  const routers = deskRoutes({
    store: {} as Store,
    assetsDir: DEFAULT_ASSETS_DIR,
    dataDir: tmpdir(),
  }).flatMap((m) => (m as Partial<{ router: Router }>).router ?? []);
  return routers.flatMap((r) =>
    r.stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    ),
  );
}

/** What a test may set of the desk it starts; the rest is the harness's. */
export type DeskStartOptions = Pick<DeskOptions, 'streamLimits' | 'transports' | 'linkCheck'>;

/**
 * One desk for the describe block it is called in (one server per file, docs/architecture.md):
 * started with each role's accounts signed in (`{ grievance: ['meera'] }`) in a `beforeAll`
 * registered here, before the block's own, and closed in an `afterAll`. `desk` answers once that
 * `beforeAll` has run; `staff` then holds the Cookie header by username.
 */
export function deskForSuite<Name extends string>(
  engine: TestEngine,
  byRole: Partial<Record<StaffRole, readonly Name[]>>,
  /** Or a function, asked in the `beforeAll`: options of what an earlier hook started. */
  options: DeskStartOptions | (() => DeskStartOptions) = {},
): { desk: DeskHarness; staff: Record<Name, string> } {
  let started: DeskHarness | undefined;
  const staff = {} as Record<Name, string>;
  beforeAll(async () => {
    started = await startDesk(engine, typeof options === 'function' ? options() : options);
    Object.assign(staff, await started.signedIn(byRole));
  }, 60_000);
  afterAll(() => started?.close());
  const desk = new Proxy({} as DeskHarness, {
    get: (_, key: keyof DeskHarness) => {
      if (!started) throw new Error('the suite’s desk starts in its beforeAll');
      return started[key];
    },
  });
  return { desk, staff };
}

export async function startDesk(
  engine: TestEngine,
  options: DeskStartOptions = {},
): Promise<DeskHarness> {
  const { store, cleanup } = await engine.open();
  const dataDir = await mkdtemp(join(tmpdir(), 'desk-data-'));
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const events = new DeskEvents(store.broadcast);
  const app = new Koa();
  app.silent = true;
  app.use(errorsToJson(() => undefined));
  app.use(bodyParser({ enableTypes: ['json'] }));
  serveKiosksAndDesk(app, new Router({ prefix: API_PREFIX, ...API_ROUTER_OPTIONS }), {
    store,
    now,
    events,
    assetsDir: DEFAULT_ASSETS_DIR,
    dataDir,
    // A machine without a network: the seed's external links are never asked for in a test.
    linkCheck: { ...DEFAULT_LINK_CHECK_SETTINGS, external: async () => NOT_CHECKED },
    ...options,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: DeskHarness['call'] = (path, init = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('Cookie', cookie);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return fetch(`${url}${path}`, {
      ...rest,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  };

  const addStaff: DeskHarness['addStaff'] = async (username, roles) => {
    await addAccount(store, now(), { username, roles, password: PASSWORD }, TEST_SCRYPT_COST);
    await enrolIfRequired(store, username, roles, now());
  };
  const signIn: DeskHarness['signIn'] = async (username) => {
    const res = await call(deskApi.session, {
      method: 'POST',
      json: { username, password: PASSWORD },
    });
    if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status}`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const { secondFactor } = (await res.json()) as StaffSession;
    if (secondFactor === 'code') {
      await forgetUsedStep(store, username);
      const code = await totpCode(now());
      const given = await call(deskApi.sessionCode, { method: 'POST', cookie, json: { code } });
      if (given.status !== 204) throw new Error(`code of ${username}: ${given.status}`);
    } else if (secondFactor) throw new Error(`${username} has not enrolled`);
    return cookie;
  };

  return {
    url,
    store,
    events,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    now,
    addStaff,
    signIn,
    signedIn: async <Name extends string>(byRole: Partial<Record<StaffRole, readonly Name[]>>) => {
      const cookies = {} as Record<Name, string>;
      // One after another: each sign-in with a code forgets the account's last used step.
      for (const [role, names] of Object.entries(byRole) as [StaffRole, readonly Name[]][]) {
        for (const name of names) {
          await addStaff(name, [role]);
          cookies[name] = await signIn(name);
        }
      }
      return cookies;
    },
    call,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
