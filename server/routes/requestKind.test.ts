// The worked example of docs/architecture.md §6 "add a request kind": a kind that is not shipped,
// declared here, goes through the pieces the server derives from a declaration: its collection
// opened as the embedded engine opens one, its POST route, its reference number, its desk event.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import * as yup from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueState, RequestKind } from '../../src/contract/requests';
import { mergeFields } from '../../src/contract/requests/fields';
import { contactReceived } from '../../src/contract/requests/parts';
import { RETENTION } from '../../src/contract/requests/retention';
import { maskPii } from '../desk/mask';
import { DeskEvents, type QueueEvent } from '../desk/events';
import { errorsToJson } from '../middleware/errors';
import { submissionRoute } from './submissions';
import { LowdbCollection } from '../store/lowdb/collection';
import {
  COLLECTIONS,
  type AlertAddressesRecord,
  type QueuedMessage,
  type Store,
} from '../store/types';
import { EXCHANGE_CALENDAR } from '../../src/contract/tradingCalendar';
import { SUBMISSIONS_DIR } from '../store/lowdb';
import { postJson } from '../testing/http';

/** A visitor asks to be called back: the declaration is all a new kind writes for the server. */
const callbackSchema = yup.object({
  clientCode: yup.string().trim().default('').required('Client code is required'),
  contactNo: yup.string().trim().default('').required('Mobile number is required'),
});
type CallbackRecord = yup.InferType<typeof callbackSchema> & { callNo: string } & QueueState;

const callback = {
  name: 'callback',
  path: '/call-me-back',
  schemaFor: async () => callbackSchema,
  record: (input, { reference }): CallbackRecord => ({ ...input, callNo: reference }),
  collection: {
    name: 'callbacks',
    indexed: ['callNo'],
    unique: ['callNo'],
    search: ['callNo', 'clientCode'],
  },
  reference: { prefix: 'CLB', field: 'callNo' },
  answer: {
    message: 'feedback.saved',
    data: ({ callNo }) => ({ callNo }),
  },
  queue: {
    name: 'callbacks',
    title: 'Call-backs',
    statuses: ['New', 'Called'],
    final: ['Called'],
    roles: ['operations'],
    key: 'callNo',
    sender: (r) => r.clientCode,
    summary: (r) => `Call ${r.clientCode} back`,
  },
  fields: {
    callNo: { label: 'Call-back number' },
    clientCode: { label: 'Client code' },
    contactNo: { label: 'Mobile number', pii: 'tail' },
  },
  notices: {
    to: (r) => ({ mobile: r.contactNo }),
    received: contactReceived((r) => r.clientCode),
  },
  privacy: {
    collects: 'your client code and mobile number',
    purpose: 'call you back',
    ...RETENTION.consent,
  },
} as const satisfies RequestKind<
  yup.InferType<typeof callbackSchema>,
  CallbackRecord,
  { callNo: string }
>;

describe('a request kind declared outside the shipped list', () => {
  let dir: string;
  let server: Server;
  let baseUrl: string;
  let collection: LowdbCollection<CallbackRecord, 'callNo'>;
  const heard: QueueEvent[] = [];
  const queued: QueuedMessage[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'request-kind-'));
    collection = await LowdbCollection.open<CallbackRecord, 'callNo'>(
      join(dir, SUBMISSIONS_DIR, callback.collection.name),
      callback.collection,
    );
    const events = new DeskEvents();
    events.subscribe((event) => heard.push(event));
    const router = new Router({ prefix: '/api' });
    // A kind outside the store's list: its transaction writes to its collection as it goes and
    // keeps its messages to be looked at.
    const transaction: Store['transaction'] = (step) =>
      step({
        within: (c) => c,
        queue: async (message) => void queued.push(message),
        queueAll: async (messages) => messages.map((message) => void queued.push(message)),
      });
    // The kind declares no alert, so the addresses are never read; they are there all the same.
    const alertAddresses = await LowdbCollection.open<AlertAddressesRecord, 'name'>(
      join(dir, SUBMISSIONS_DIR, COLLECTIONS.alertAddresses.name),
      COLLECTIONS.alertAddresses,
    );
    submissionRoute(router, callback, {
      collection,
      transaction,
      events,
      publicOrigin: undefined,
      alertAddresses,
      calendar: async () => EXCHANGE_CALENDAR,
      now: () => new Date(),
    });
    const app = new Koa();
    app.use(errorsToJson(() => {}));
    app.use(bodyParser({ enableTypes: ['json'] }));
    app.use(router.routes());
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await collection.flush();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a valid request under a fresh reference, answers 201 and tells the desk', async () => {
    const res = await postJson<{ message: string; data: { callNo: string } }>(
      baseUrl,
      '/api/call-me-back',
      { clientCode: 'VS12345', contactNo: '9876543210', extra: 'dropped' },
    );
    expect(res.status).toBe(201);
    const { callNo } = res.body.data;
    expect(callNo).toMatch(/^CLB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(res.body.message).toBe('Thank you for your feedback.');
    const stored = await collection.findBy('callNo', callNo);
    expect(stored).toMatchObject({ clientCode: 'VS12345', contactNo: '9876543210', callNo });
    expect(stored).not.toHaveProperty('extra');
    expect(heard).toEqual([{ queue: 'callbacks', key: callNo, kind: 'new' }]);
    // Its declared acknowledgement, by the one channel it has an address for.
    expect(queued.map((m) => [m.kind, m.channel, m.to])).toEqual([
      ['contactReceived', 'sms', '9876543210'],
    ]);
    expect((await collection.list({ q: 'VS123' })).data.map((r) => r.callNo)).toEqual([callNo]);
    // The auditor's view hides what the declaration calls personal, and only that.
    expect(maskPii({ ...stored }, mergeFields([callback]))).toMatchObject({
      clientCode: 'VS12345',
      contactNo: '•••10',
      callNo,
    });
  });

  it('refuses a bad body with 400 naming the field, storing nothing', async () => {
    const before = await collection.count();
    const res = await postJson<{ errors: Record<string, string> }>(baseUrl, '/api/call-me-back', {
      clientCode: 'VS12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ contactNo: 'Mobile number is required' });
    expect(await collection.count()).toBe(before);
  });
});
