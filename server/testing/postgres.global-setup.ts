// Vitest globalSetup: one PostgreSQL cluster for the whole run; each test file or app makes its
// own schema in it (server/testing/postgres.ts). The `unit` and `server-pg` projects both list this
// setup; they share the one cluster (kept on globalThis, stopped when the last project is done)
// rather than start two on a two-core machine.
import type { TestProject } from 'vitest/node';
import { startPostgres, type TestPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

const SHARED = Symbol.for('investor-desk.test-postgres');
type Holder = { [SHARED]?: { cluster: Promise<TestPostgres>; users: number } };

export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  const shared = (holder[SHARED] ??= { cluster: startPostgres({ durable: false }), users: 0 });
  shared.users++;
  project.provide('pgAdminUrl', (await shared.cluster).adminUrl);
  return async () => {
    if (--shared.users > 0) return;
    delete holder[SHARED];
    await (await shared.cluster).stop();
  };
}
