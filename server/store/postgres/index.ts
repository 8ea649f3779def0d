import pg from 'pg';
import { readSeed } from '../contentStore';
import { openRequestCollections } from '../requestCollections';
import { OutboxCollection } from '../outbox';
import {
  COLLECTIONS,
  type AuditRecord,
  type CollectionName,
  type OutboxField,
  type OutboxRecord,
  type Store,
} from '../types';
import { appendAudit } from './auditAppend';
import { PostgresBroadcast } from './broadcast';
import { PostgresCollection } from './collection';
import { openPostgresContent } from './content';
import { runTransaction } from './transaction';
import { migrate } from './migrate';
import { claimSkipLocked, settleInOneStatement } from './outbox';
import { PostgresRateWindows } from './rateWindows';
import { openPostgresUploads } from './uploads';

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  databaseUrl: string;
  /** Seed JSON inserted into the `content` table on first start. */
  seedDir: string;
  /** Connections this app server may hold; several servers share the database's limit. */
  poolSize?: number;
  /** Default: DEFAULT_DATABASE_TIMEOUTS. */
  timeouts?: DatabaseTimeouts;
}

/**
 * How long a request waits for the database (docs/storage.md, "When the database is down"): a
 * stopped or frozen server is answered 503 after this, not after the operating system's minutes.
 */
export interface DatabaseTimeouts {
  /** Opening a connection (a frozen server accepts the socket and never answers). */
  connectMs: number;
  /** One statement: PostgreSQL cancels it (statement_timeout), and the client gives up shortly after. */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, queryMs: 10_000 };

/** The client's own limit is a little later, so a live server's cancel is what normally ends it. */
const CLIENT_MARGIN_MS = 1_000;

/**
 * The scale-out engine (docs/storage.md): every collection in one PostgreSQL database, shared by
 * any number of app servers. Start order: connect, migrate the schema, seed missing content.
 */
export async function openPostgresStore(options: PostgresOptions): Promise<Store> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const connection: pg.ClientConfig = {
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + CLIENT_MARGIN_MS,
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle client losing its server (a restart, a fail-over) must not crash the app server:
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
    const content = await openPostgresContent(pool, () => readSeed(options.seedDir));
    const collection = <T extends object, K extends string = never>(key: CollectionName) =>
      new PostgresCollection<T, K>(pool, COLLECTIONS[key]);
    const requests = await openRequestCollections((name) => collection(name));
    // Last: nothing after it can fail and leave its connection open.
    const broadcast = await PostgresBroadcast.open(pool, { ...connection, keepAlive: true });
    const rateWindows = new PostgresRateWindows(pool);
    const audit = collection<AuditRecord, 'prev' | 'actor' | 'action'>('audit');
    const outbox = new OutboxCollection(
      collection<OutboxRecord, OutboxField>('outbox'),
      claimSkipLocked(pool),
      settleInOneStatement(pool),
    );
    let closed: Promise<void> | undefined;
    return {
      content,
      ...requests,
      staffUsers: collection('staffUsers'),
      staffSessions: collection('staffSessions'),
      audit,
      outbox,
      transaction: (step) => runTransaction(pool, outbox, (tx) => step(tx)),
      appendAudit: (step) => appendAudit(pool, audit, outbox, step),
      contentVersions: collection('contentVersions'),
      uploads: openPostgresUploads(pool),
      attachmentFiles: openPostgresUploads(pool, 'attachment_files'),
      kiosks: collection('kiosks'),
      kioskSettings: collection('kioskSettings'),
      kioskKeys: collection('kioskKeys'),
      serverKeys: collection('serverKeys'),
      alertAddresses: collection('alertAddresses'),
      deskSettings: collection('deskSettings'),
      approvalRules: collection('approvalRules'),
      contentSchedules: collection('contentSchedules'),
      investorProofs: collection('investorProofs'),
      legalHolds: collection('legalHolds'),
      breaches: collection('breaches'),
      linkChecks: collection('linkChecks'),
      advertSnapshots: collection('advertSnapshots'),
      broadcast,
      rateWindows,
      health: async () => {
        await pool.query('SELECT 1');
      },
      checkpoint: async () => {},
      // pg refuses a second end(); the interface promises a harmless one, as lowdb's.
      close: () => {
        rateWindows.close();
        return (closed ??= broadcast.close().then(() => pool.end()));
      },
    };
  } catch (err) {
    await pool.end();
    throw new Error(
      `PostgreSQL at ${describeUrl(options.databaseUrl)}: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
}

/** Where the database is, for messages: host, port and database, never the password. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}
