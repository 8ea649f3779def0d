// The staff desk's API as its own page calls it on a running server (a spawned process or a test
// app): the page's Origin, the session cookie, JSON bodies.
import { deskApi } from '../../src/contract/desk';

export interface DeskClient {
  /** Signs in and keeps the session cookie for the calls after. */
  signIn(username: string, password: string): Promise<void>;
  call(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

export function deskClient(baseUrl: string): DeskClient {
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
    },
    call,
  };
}
