// The desk behind a balancer, in Chromium (docs/storage.md, "Several app servers"): three app
// servers on one PostgreSQL, and the freeze-request queue open on server A shows a request posted
// through server C without a reload. Before, only what reached A itself appeared there (issue 41).
// A PostgreSQL of this file's own: the end-to-end project shares none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../../server/desk/accounts';
import { validStopTrade } from '../../../../server/testing/payloads';
import {
  createTestDatabase,
  startPostgres,
  type TestPostgres,
} from '../../../../server/testing/postgres';
import { TEST_SCRYPT_COST } from '../../../../server/testing/staffCost';
import { app, desktopPage, setUpE2e } from '../../../../tests/support/fixture';
import { startApp, type RunningApp } from '../../../../tests/support/server';
import { openDeskSection, PASSWORD, signInToDesk } from '../../../../tests/support/staff';
import { api } from '../../../contract/api';
import { deskApi } from '../../../contract/desk';

let postgres: TestPostgres | undefined;
let databaseUrl = '';
/** Servers B and C; `app` (the fixture's) is A. */
let others: RunningApp[] = [];

// Registered before setUpE2e's: after-hooks run last-registered first, so A has closed by then.
afterAll(async () => {
  await Promise.all(others.map((server) => server.close()));
  await postgres?.stop();
}, 60_000);
setUpE2e(undefined, async () => {
  postgres = await startPostgres();
  databaseUrl = (await createTestDatabase(postgres.adminUrl)).url;
  return { databaseUrl };
});
beforeAll(async () => {
  others = await Promise.all([startApp({ databaseUrl }), startApp({ databaseUrl })]);
  const ravi = { username: 'ravi', roles: ['operations' as const], password: PASSWORD };
  await addAccount(app.store, new Date(), ravi, TEST_SCRYPT_COST);
}, 60_000);

describe('the desk on one of three app servers', () => {
  it('shows a freeze request posted through another server without reloading', async () => {
    const c = others[1]!;
    const page = await desktopPage('/desk');
    // The desk's frame opens the tab's one event stream once signed in (shell/deskStream.ts).
    const listening = page.waitForResponse((r) => r.url().endsWith(deskApi.events));
    await signInToDesk(page, 'ravi', app);
    await openDeskSection(page, 'Freeze requests');
    expect((await listening).status()).toBe(200);
    // Gone if the page were loaded again.
    await page.evaluate(() => document.body.setAttribute('data-still-here', ''));

    const posted = await fetch(c.baseUrl + api.stopTrade, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validStopTrade),
    });
    expect(posted.status).toBe(201);
    const { ackNo } = ((await posted.json()) as { data: { ackNo: string } }).data;

    const table = page.getByRole('table', { name: 'Records' });
    await table.getByRole('link', { name: ackNo }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('(1) Freeze requests'));
    expect(await page.locator('body[data-still-here]').count()).toBe(1);
  });
});
