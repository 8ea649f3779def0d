// Desk sessions (docs/contract.md §11): the cookie holds a random token; the store keeps only its
// SHA-256, so a copy of the data cannot be replayed as a sign-in. Idle expiry and the absolute
// lifetime (an admin's setting) are checked on every request against the injected clock; the
// sessions are in the store, so one ended on one app server is over on every other.
import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  SESSION_IDLE_MS,
  type SecondFactor,
  type StaffSessionView,
} from '../../src/contract/desk';
import {
  StaleVersionError,
  type StaffSessionRecord,
  type StaffUserRecord,
  type Store,
  type Stored,
} from '../store/types';
import type { AuditLog } from './audit';
import { deviceOf } from './device';
import { readDeskSettings, sessionLifetimeHours, type DeskSettingsRead } from './settings';
import { secondFactorDue, twoFactorRoles } from './twoFactor';

/** lastSeenAt is written at most this often: not one store write per request. */
const TOUCH_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;
/** What a session keeps of its User-Agent and address: enough to name the device. */
const CLIENT_TEXT_MAX = 300;
/**
 * An account's newest sessions looked at for its open ones: a session lives at most
 * SESSION_LIFETIME_MAX_HOURS, and nobody signs in this often within them.
 */
const NEWEST_SESSIONS = 200;

/** Where a sign-in came from, as the request tells it. */
export interface SessionClient {
  userAgent?: string;
  address?: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ActiveSession {
  session: Stored<StaffSessionRecord>;
  user: Stored<StaffUserRecord>;
  /** Still to give before the desk answers anything else (server/desk/twoFactor.ts). */
  secondFactor?: SecondFactor;
}

export class Sessions {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /**
   * A new session for a user whose password was right, still waiting for `secondFactor` if
   * given; returns the cookie's token.
   */
  async start(
    username: string,
    secondFactor?: SecondFactor,
    client: SessionClient = {},
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now().toISOString();
    await this.store.staffSessions.insert({
      tokenHash: digest(token),
      username,
      startedAt: at,
      lastSeenAt: at,
      ...(secondFactor ? { secondFactor } : {}),
      ...(client.userAgent ? { userAgent: client.userAgent.slice(0, CLIENT_TEXT_MAX) } : {}),
      ...(client.address ? { address: client.address.slice(0, CLIENT_TEXT_MAX) } : {}),
    });
    return token;
  }

  /** How long a session lasts from its sign-in (an admin's setting), in ms. */
  private async lifetimeMs(from: Store | DeskSettingsRead = this.store): Promise<number> {
    return (await sessionLifetimeHours(from)) * HOUR_MS;
  }

  /** Whether `session` still answers at `now`: not ended, idle or past its lifetime. */
  private static live(session: StaffSessionRecord, now: number, lifetimeMs: number): boolean {
    if (session.endedAt || now - Date.parse(session.lastSeenAt) > SESSION_IDLE_MS) return false;
    return now - Date.parse(session.startedAt) <= lifetimeMs;
  }

  /** Whether the account may still use a session it started at `startedAt`. */
  private static accountAllows(
    user: StaffUserRecord | undefined,
    startedAt: string,
  ): user is StaffUserRecord {
    return !!user && !user.disabled && Date.parse(user.passwordSetAt) <= Date.parse(startedAt);
  }

  /**
   * The session and its user, if the token is live and the account still may sign in. A request
   * keeps its session alive (`touch`); an open event stream's check does not.
   */
  async resolve(
    token: string | undefined,
    { touch = true }: { touch?: boolean } = {},
  ): Promise<ActiveSession | undefined> {
    if (!token) return undefined;
    // On every signed-in desk request: the settings are read at once with the session, in one read.
    const [session, settings] = await Promise.all([
      this.store.staffSessions.findBy('tokenHash', digest(token)),
      readDeskSettings(this.store),
    ]);
    const now = this.now().getTime();
    if (!session || !Sessions.live(session, now, await this.lifetimeMs(settings))) return undefined;
    const user = await this.store.staffUsers.findBy('username', session.username);
    if (!Sessions.accountAllows(user, session.startedAt)) return undefined;
    const secondFactor = secondFactorDue(session, user, await twoFactorRoles(settings));
    const fresh =
      touch && now - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS
        ? await this.touch(session, now)
        : session;
    return { session: fresh, user, ...(secondFactor ? { secondFactor } : {}) };
  }

  async end(session: Stored<StaffSessionRecord>): Promise<void> {
    await this.rewrite(session, (s) => ({ ...s, endedAt: s.endedAt ?? this.now().toISOString() }));
  }

  /** `username`'s open sessions, newest first (none for a disabled account). */
  async openOf(username: string): Promise<Stored<StaffSessionRecord>[]> {
    const user = await this.store.staffUsers.findBy('username', username);
    return (await this.liveOf(username)).filter((session) =>
      Sessions.accountAllows(user, session.startedAt),
    );
  }

  /** `username`'s sessions not ended, idle or past their lifetime, whatever the account now is. */
  private async liveOf(username: string): Promise<Stored<StaffSessionRecord>[]> {
    const { data } = await this.store.staffSessions.list({
      where: { username },
      sort: 'newest',
      limit: NEWEST_SESSIONS,
    });
    const now = this.now().getTime();
    const lifetimeMs = await this.lifetimeMs();
    return data.filter((session) => Sessions.live(session, now, lifetimeMs));
  }

  /** One open session by its id, if it is open. */
  async openById(id: string): Promise<Stored<StaffSessionRecord> | undefined> {
    const session = await this.store.staffSessions.get(id);
    if (!session) return undefined;
    return (await this.openOf(session.username)).find((s) => s.id === id);
  }

  /**
   * Ends every open session of `username` (a reset factor, a disabled account), audited under
   * `actor` with `reason` when there were any; answers how many.
   */
  async endAllOf(username: string, audit: AuditLog, actor: string, reason: string) {
    // A disabled account's sessions already answer nothing; they are ended all the same, so the
    // record says they are over and enabling the account again does not revive them.
    const open = await this.liveOf(username);
    for (const session of open) await this.end(session);
    if (open.length) {
      await audit.record({
        actor,
        action: AUDIT_ACTIONS.sessionEnd,
        target: `staff/${username}`,
        detail: `${open.length} sessions: ${reason}`,
      });
    }
    return open.length;
  }

  /** A session as the sessions list shows it; `current` is the session of the request. */
  static view(session: Stored<StaffSessionRecord>, currentId: string): StaffSessionView {
    return {
      id: session.id,
      username: session.username,
      device: deviceOf(session.userAgent),
      address: session.address ?? '',
      startedAt: session.startedAt,
      lastSeenAt: session.lastSeenAt,
      current: session.id === currentId,
    };
  }

  /** The second factor was given: the session is a whole one. */
  async completeSecondFactor(session: Stored<StaffSessionRecord>): Promise<void> {
    await this.rewrite(session, ({ secondFactor: _given, ...s }) => s);
  }

  private async rewrite(
    session: Stored<StaffSessionRecord>,
    change: (s: StaffSessionRecord) => StaffSessionRecord,
  ): Promise<void> {
    await this.store.staffSessions
      .update(session.id, session.version, change)
      .catch((err: unknown) => {
        // A concurrent touch bumped the version: change the fresh copy instead.
        if (!(err instanceof StaleVersionError)) throw err;
        return this.store.staffSessions.get(session.id).then((s) => s && this.rewrite(s, change));
      });
  }

  private async touch(session: Stored<StaffSessionRecord>, now: number) {
    try {
      return await this.store.staffSessions.update(session.id, session.version, (s) => ({
        ...s,
        lastSeenAt: new Date(now).toISOString(),
      }));
    } catch (err) {
      // Two requests of the same page touched it together: one write is enough.
      if (err instanceof StaleVersionError) return session;
      throw err;
    }
  }
}
