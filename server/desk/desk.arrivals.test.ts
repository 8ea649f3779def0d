// The whole app (server/app.ts), not the desk harness: what a visitor sends through the public API
// reaches the desk screens that are open, by its reference only (docs/contract.md §11).
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { deskApi } from '../../src/contract/desk';
import { addAccount } from './accounts';
import { TEST_SCRYPT_COST } from '../testing/staffCost';
import { app, setUpFixtureApp } from '../testing/fixture';
import { validComplaint, validQuickContact, validStopTrade } from '../testing/payloads';

const PASSWORD = 'a long enough pass phrase';
let cookie = '';

setUpFixtureApp();
beforeAll(async () => {
  await addAccount(
    app.store,
    new Date(),
    {
      username: 'ravi',
      roles: ['operations'],
      password: PASSWORD,
    },
    TEST_SCRYPT_COST,
  );
  const res = await fetch(`${app.baseUrl}${deskApi.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ravi', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

const post = (path: string, body: object) =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('public submissions on the desk', () => {
  it('announce a freeze request posted on the public site to an open operations screen', async () => {
    const controller = new AbortController();
    const res = await fetch(`${app.baseUrl}${deskApi.events}`, {
      headers: { Cookie: cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value); // the stream's opening `retry:`
    // Queues operations does not read are not announced to it.
    expect((await post(api.complain, validComplaint)).status).toBe(201);
    expect((await post(api.quickConnect, validQuickContact)).status).toBe(201);
    const posted = await post(api.stopTrade, validStopTrade);
    expect(posted.status).toBe(201);
    const { ackNo } = ((await posted.json()) as { data: { ackNo: string } }).data;
    while (!text.includes(ackNo)) text += decoder.decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain(
      `event: queue\ndata: ${JSON.stringify({ queue: 'freeze-requests', key: ackNo, kind: 'new' })}`,
    );
    expect(text).not.toContain('"complaints"');
    expect(text).not.toContain('"messages"');
    // No PII in the stream: only the reference.
    expect(text).not.toContain(validStopTrade.clientCode);
  });
});
