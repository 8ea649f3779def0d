// The staff desk's API as its own page calls it on a running server (a spawned process or a test
// app): the page's Origin, the session cookie, JSON bodies.
import { deskApi, type StaffSession, type TwoFactorEnrolment } from '../../src/contract/desk';
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
