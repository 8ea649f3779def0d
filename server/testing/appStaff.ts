// Staff and investors of a running test app (startTestApp, setUpFixtureApp) over real HTTP: an
// account with the tests' cheap hash (server/testing/staffCost.ts) and its password-only session,
// JSON calls with a cookie, numbered complaints, and the investor's one-time-code proof
// (docs/contract.md §7b). The desk suites' own server is server/testing/desk.ts.
import { expect } from 'vitest';
import { deskApi, type StaffRole } from '../../src/contract/desk';
import { voiceApi } from '../../src/contract/investorVoice';
import { addAccount } from '../desk/accounts';
import type { Store } from '../store/types';
import { openComplaint } from './payloads';
import { TEST_SCRYPT_COST } from './staffCost';

export const PASSWORD = 'a long enough pass phrase';

/** The session cookie of an answer: the Cookie header to send after it. */
export const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

/** A staff account with PASSWORD, made `at` (the test's clock, when it has one). */
export const addTestAccount = (
  store: Store,
  username: string,
  roles: readonly StaffRole[],
  at = new Date(),
) => addAccount(store, at, { username, roles: [...roles], password: PASSWORD }, TEST_SCRYPT_COST);

/** Staff accounts with PASSWORD, by username: `{ boss: ['admin'], ops: ['operations'] }`. */
export async function addTestAccounts(
  store: Store,
  accounts: Readonly<Record<string, readonly StaffRole[]>>,
  at = new Date(),
): Promise<void> {
  for (const [username, roles] of Object.entries(accounts)) {
    await addTestAccount(store, username, roles, at);
  }
}

/** Signs an account without a second factor in with PASSWORD: the Cookie header to send. */
export async function passwordSession(baseUrl: string, username: string): Promise<string> {
  const res = await sendJson(baseUrl, deskApi.session, 'POST', { username, password: PASSWORD });
  expect(res.status, `sign-in of ${username}`).toBe(200);
  return cookieOf(res);
}

/** A new staff account with PASSWORD, signed in: the Cookie header to send. */
export async function staffSession(
  app: { baseUrl: string; store: Store },
  username: string,
  roles: readonly StaffRole[],
): Promise<string> {
  await addTestAccount(app.store, username, roles);
  return passwordSession(app.baseUrl, username);
}

/** A call with a JSON body when one is given, and the Cookie header when one is given. */
export const sendJson = (
  baseUrl: string,
  path: string,
  method: string,
  json?: unknown,
  cookie?: string,
) =>
  fetch(baseUrl + path, {
    method,
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });

/** Fresh open complaints numbered `CMP-<series>-0001`, … (each test its own). */
export function complaintSeries(store: () => Store, series: string) {
  let number = 0;
  return async (extra: object = {}) => {
    number += 1;
    const complainNo = `CMP-${series}-${String(number).padStart(4, '0')}`;
    const saved = await store().complaint.insert(openComplaint(complainNo, extra));
    return { complainNo, id: saved.id };
  };
}

/** The one-time codes the outbox holds for the complaint, newest last (by its e-mail message). */
export const complaintCodes = async (store: Store, id: string) =>
  (await store.outbox.about('complaints', id))
    .filter((m) => m.kind === 'complaintCode' && m.channel === 'email')
    .map((m) => (m.values as { code: string }).code);

/** The investor asks a code, proves it: the Cookie header to send. */
export async function provedInvestor(
  baseUrl: string,
  store: Store,
  { complainNo, id }: { complainNo: string; id: string },
): Promise<string> {
  expect((await sendJson(baseUrl, voiceApi.code(complainNo), 'POST', {})).status).toBe(202);
  const code = (await complaintCodes(store, id)).at(-1)!;
  const res = await sendJson(baseUrl, voiceApi.proof(complainNo), 'POST', { code });
  expect(res.status).toBe(200);
  return cookieOf(res);
}
