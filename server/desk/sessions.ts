// Desk sessions (docs/contract.md §11): the cookie holds a random token; the store keeps only its
// SHA-256, so a copy of the data cannot be replayed as a sign-in. Idle expiry is checked on every
// request against the injected clock.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_MS, type SecondFactor } from '../../src/contract/desk';
import {
  StaleVersionError,
  type StaffSessionRecord,
  type StaffUserRecord,
  type Store,
  type Stored,
} from '../store/types';
import { secondFactorDue, twoFactorRoles } from './twoFactor';

/** lastSeenAt is written at most this often: not one store write per request. */
const TOUCH_EVERY_MS = 60_000;

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
  async start(username: string, secondFactor?: SecondFactor): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now().toISOString();
    await this.store.staffSessions.insert({
      tokenHash: digest(token),
      username,
      startedAt: at,
      lastSeenAt: at,
      ...(secondFactor ? { secondFactor } : {}),
    });
    return token;
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
    const session = await this.store.staffSessions.findBy('tokenHash', digest(token));
    const now = this.now().getTime();
    if (!session || session.endedAt || now - Date.parse(session.lastSeenAt) > SESSION_IDLE_MS) {
      return undefined;
    }
    const user = await this.store.staffUsers.findBy('username', session.username);
    if (!user || user.disabled || Date.parse(user.passwordSetAt) > Date.parse(session.startedAt)) {
      return undefined;
    }
    const secondFactor = secondFactorDue(session, user, await twoFactorRoles(this.store));
    const fresh =
      touch && now - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS
        ? await this.touch(session, now)
        : session;
    return { session: fresh, user, ...(secondFactor ? { secondFactor } : {}) };
  }

  async end(session: Stored<StaffSessionRecord>): Promise<void> {
    await this.rewrite(session, (s) => ({ ...s, endedAt: this.now().toISOString() }));
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
