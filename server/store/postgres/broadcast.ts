// The scale-out engine's Broadcast (server/store/types.ts; docs/storage.md, "Several app servers"):
// a message reaches this server's subscribers at once, in process, and the other app servers of
// the database through NOTIFY on a channel of the store's schema. Each server LISTENs on a
// connection of its own, outside the pool (a pool hands its connections to other queries and
// drops idle ones, and with them the LISTEN), and opens it again when it is lost: a restarted or
// failed-over database, a connection that stopped answering. Messages sent while it is away are
// not replayed. Its own messages come back from the database too: they are skipped, so each is
// heard once, by the path that does not depend on the database.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { LocalBroadcast } from '../localBroadcast';
import type { Broadcast } from '../types';

/** How long a lost listener waits before it connects again: doubling from `first` up to `max`. */
export const RELISTEN_MS = { first: 100, max: 2_000 };
/** How often the listener asks its connection for an answer: a half-open one hears nothing. */
const PING_EVERY_MS = 30_000;
/** PostgreSQL's longest identifier, in bytes (NAMEDATALEN - 1): a channel's name is one. */
const MAX_CHANNEL_BYTES = 63;

/** What goes through NOTIFY: the message and the server that sent it (a random id, not PII). */
interface Envelope {
  from: string;
  message: object;
}

/** The channel of the tables' schema: two stores in one database (tests, staging) stay apart. */
export function channelOf(schema: string): string {
  const name = `broadcast:${schema}`;
  return Buffer.byteLength(name) <= MAX_CHANNEL_BYTES
    ? name
    : `broadcast:${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

function envelopeOf(payload: string | undefined): Envelope | undefined {
  try {
    const parsed = JSON.parse(payload ?? '') as Partial<Envelope> | null;
    return typeof parsed?.from === 'string' &&
      typeof parsed.message === 'object' &&
      parsed.message !== null
      ? (parsed as Envelope)
      : undefined;
  } catch {
    return undefined;
  }
}

export class PostgresBroadcast implements Broadcast {
  private readonly local = new LocalBroadcast();
  private readonly origin = randomUUID();
  /** The listening connection, once its LISTEN is in place; unset while it is (re)opened. */
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private delayMs = RELISTEN_MS.first;
  private closed = false;
  private readonly ping = setInterval(() => void this.checkListener(), PING_EVERY_MS).unref();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly connection: pg.ClientConfig,
  ) {}

  /** Listening when resolved; rejects if the first connection fails (the store does not open). */
  static async open(pool: pg.Pool, connection: pg.ClientConfig): Promise<PostgresBroadcast> {
    const { rows } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
    const broadcast = new PostgresBroadcast(pool, channelOf(rows[0]!.schema), connection);
    try {
      await broadcast.listen();
    } catch (err) {
      await broadcast.close();
      throw err;
    }
    return broadcast;
  }

  publish(message: object): void {
    this.local.publish(message);
    const envelope: Envelope = { from: this.origin, message };
    // Nothing waits for it, and a database that is down loses it (the record was not saved either).
    this.pool
      .query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(envelope)])
      .catch(() => undefined);
  }

  subscribe(listener: (message: unknown) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', ({ payload }) => this.receive(payload));
    // A lost connection says so with an error, an end, or both; never a crash of the server.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (err) {
      void client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.delayMs = RELISTEN_MS.first;
  }

  private receive(payload: string | undefined): void {
    const envelope = envelopeOf(payload);
    if (envelope && envelope.from !== this.origin) this.local.publish(envelope.message);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.relistenSoon();
  }

  private relistenSoon(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.listen().catch(() => this.relistenSoon());
    }, this.delayMs).unref();
    this.delayMs = Math.min(this.delayMs * 2, RELISTEN_MS.max);
  }

  private async checkListener(): Promise<void> {
    const client = this.client;
    await client?.query('SELECT 1').catch(() => this.lost(client));
  }
}
