import { resolve } from 'node:path';
import { DEFAULT_ASSETS_DIR } from './app';

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  /** DATABASE_URL: when set, the PostgreSQL engine instead of DATA_DIR's files. */
  databaseUrl?: string;
}

/**
 * PORT (default 8080), HOST (default all interfaces) and DATA_DIR (default data/runtime/, which
 * git ignores: tracked files are never written at run time); DATABASE_URL picks PostgreSQL.
 */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(DEFAULT_ASSETS_DIR, 'runtime')),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  };
}
