import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { countPublic } from './publicTraffic';

/** What one client connection may hold on to (README, configuration). */
export interface ConnectionLimits {
  /** The whole request head must arrive within this (slow-header clients). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way is closed after this (clients that send nothing). */
  idleTimeoutMs: number;
  /** Connections beyond this are refused, so a flood cannot use up the file descriptors. */
  maxConnections: number;
  /**
   * Connections from one client address beyond this are refused, so one client cannot hold every
   * connection the server allows (not applied behind a trusted proxy: every socket is the proxy's).
   */
  maxConnectionsPerClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 500,
  maxConnectionsPerClient: 20,
};

export interface ListenOptions {
  port: number;
  host: string;
  limits?: ConnectionLimits;
  /**
   * TRUST_PROXY: every connection comes from the proxy, which caps its clients' connections
   * itself; the per-client cap would cap the whole site.
   */
  behindProxy?: boolean;
}

/**
 * The one way the app is put on the network (server/main.ts, the kiosk's embedded server and the
 * tests), so every listener has the same time-outs and connection cap.
 */
export async function listen(app: Koa, options: ListenOptions): Promise<Server> {
  const limits = options.limits ?? DEFAULT_CONNECTION_LIMITS;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the header and request time-outs on this interval (30 s by default), which
      // would let a short time-out run up to 30 s late.
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    app.callback(),
  );
  server.on('request', countPublic);
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  if (!options.behindProxy) capPerClient(server, limits.maxConnectionsPerClient);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => {
      server.off('error', fail);
      done();
    });
  });
  return server;
}

/** Closes a new connection at once when its client address already holds `max` of them. */
function capPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
