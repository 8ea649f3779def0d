/**
 * How many desk event streams may be open at once (docs/contract.md §11, "Live updates"): a
 * stream holds a connection for as long as a screen is open, so one client address or one signed
 * in session holding hundreds of them would leave none for anyone else.
 */
export interface StreamLimits {
  /** Streams per client address (behind a trusted proxy, the address it names). */
  perClient: number;
  /** Streams per staff session (a person's open desk tabs). */
  perSession: number;
  /** How often an open stream checks its session and roles again (and keeps proxies awake). */
  checkEveryMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perClient: 8,
  perSession: 4,
  checkEveryMs: 25_000,
};

/** The open streams counted by client address and by session; a seat is given back on close. */
export class StreamSeats {
  private readonly byClient = new Map<string, number>();
  private readonly bySession = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** A seat for one stream, or undefined when the client or the session holds all theirs. */
  take(client: string, session: string): (() => void) | undefined {
    const clients = this.byClient.get(client) ?? 0;
    const sessions = this.bySession.get(session) ?? 0;
    if (clients >= this.limits.perClient || sessions >= this.limits.perSession) return undefined;
    this.byClient.set(client, clients + 1);
    this.bySession.set(session, sessions + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      release(this.byClient, client);
      release(this.bySession, session);
    };
  }
}

function release(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
