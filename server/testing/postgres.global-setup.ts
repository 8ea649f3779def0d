// Vitest globalSetup: one PostgreSQL cluster for the whole run; each test file or app makes its
// own schema in it (server/testing/postgres.ts).
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
