// The staff desk's API as its own page calls it on a running server (a spawned process or a test
// app): the page's Origin, the session cookie, JSON bodies.
import { deskApi, type StaffSession, type TwoFactorEnrolment } from '../../src/contract/desk';
import type { StaffRole } from '../../src/contract/desk';
import type { Store } from '../store/types';
import { addTestAccounts, PASSWORD } from './appStaff';
import { enrolledWith, unusedCode } from './twoFactor';

export interface DeskClient {
  /**
   * Signs in and keeps the session cookie for the calls after; gives the second factor when the
   * account has one, or enrols first when its role needs one (server/testing/twoFactor.ts).
   */
  signIn(username: string, password: string): Promise<void>;
  call(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/** `clock`: the server's, when a test gave it one (the second factor's code is of its time). */
export function deskClient(baseUrl: string, clock?: () => Date): DeskClient {
  let cookie = '';
  const call: DeskClient['call'] = (path, init = {}) =>
    fetch(baseUrl + path, {
      method: init.method ?? 'GET',
      headers: { Origin: baseUrl, Cookie: cookie, 'Content-Type': 'application/json' },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  return {
    async signIn(username, password) {
      const res = await call(deskApi.session, { method: 'POST', json: { username, password } });
      if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status}`);
      cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const { secondFactor } = (await res.json()) as StaffSession;
      const account = `${baseUrl} ${username}`;
      if (secondFactor === 'enrol') {
        const offered = await call(deskApi.enrolment, { method: 'POST' });
        enrolledWith(account, ((await offered.json()) as TwoFactorEnrolment).secret);
      }
      if (secondFactor) {
        const json = { code: await unusedCode(account, clock) };
        const given = await (secondFactor === 'enrol'
          ? call(deskApi.enrolment, { method: 'PUT', json })
          : call(deskApi.sessionCode, { method: 'POST', json }));
        if (!given.ok) throw new Error(`second factor of ${username}: ${given.status}`);
      }
    },
    call,
  };
}

/**
 * Each account (`{ boss: ['admin'], ops: ['operations'] }`) made in the app's store with PASSWORD
 * and signed in, one after another (a code is the clock's): its client by username.
 */
export async function signedInClients<Name extends string>(
  app: { baseUrl: string; store: Store },
  accounts: Readonly<Record<Name, readonly StaffRole[]>>,
  clock?: () => Date,
): Promise<Record<Name, DeskClient>> {
  await addTestAccounts(app.store, accounts, clock?.());
  const clients = {} as Record<Name, DeskClient>;
  for (const username of Object.keys(accounts) as Name[]) {
    clients[username] = deskClient(app.baseUrl, clock);
    await clients[username].signIn(username, PASSWORD);
  }
  return clients;
}
