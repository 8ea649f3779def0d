// Header injection through the public forms (issue 42: "names and subjects can never inject
// headers"; the transport's own test is server/notify/mail/smtpTransport.test.ts): CR/LF in the
// name and subject of a posted message, as the forms take them, reach a real SMTP server as one
// header each, no Bcc, no header of the attacker's, no second recipient.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import type { RunningApp } from '../../tests/support/server';
import { postJson } from '../testing/http';
import { validContactPage } from '../testing/payloads';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/smtpServer';
import { startTestApp } from '../testing/storage';
import { sendingTo } from '../testing/outbox';

const INJECTED = '\r\nBcc: thief@example.net\r\nX-Injected: yes\n';

let smtp: TestSmtpServer;
let app: RunningApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    notify: sendingTo(smtp),
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Posts `payload` to the contact form and resolves with its acknowledgement as received. */
async function acknowledgementOf(payload: object): Promise<ReceivedMail> {
  const before = smtp.received.length;
  const posted = await postJson(app.baseUrl, api.quickConnect, payload);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return (await smtp.waitFor(before + 1)).at(-1)!;
}

it('CR/LF in the name and subject of a contact message add no header and no recipient', async () => {
  const plain = await acknowledgementOf(validContactPage);
  const injected = await acknowledgementOf({
    ...validContactPage,
    name: `Asha${INJECTED}Rao`,
    subject: `Account opening${INJECTED}`,
  });
  expect(injected.headerNames).toEqual(plain.headerNames);
  expect(injected.envelope.to).toEqual([validContactPage.email]);
  expect(injected.to).toEqual([
    { name: expect.not.stringMatching(/[\r\n]/), address: validContactPage.email },
  ]);
  expect(injected.raw.toString()).not.toMatch(/^(Bcc|X-Injected):/im);
});
