import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AnyObjectSchema } from 'yup';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { dueAt, usesTradingCalendar } from '../../src/contract/deadlines';
import { QUEUES, type QueueName } from '../../src/contract/desk';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../../src/contract/kiosk';
import { formatIst, msg } from '../../src/contract/messages';
import { PRIVACY_NOTICE_VERSION } from '../../src/contract/privacy';
import {
  REQUEST_KINDS,
  type AnswerDeclaration,
  type Received,
  type RequestKind,
} from '../../src/contract/requests';
import type { TradingCalendar } from '../../src/contract/tradingCalendar';
import { INTL_LOCALE } from '../../src/i18n/languages';
import type { DeskEvents } from '../desk/events';
import { tradingCalendar } from '../desk/tradingCalendar';
import { AuditLog } from '../desk/audit';
import { queueSources, type AnyRecord } from '../desk/queues';
import { assignInTurn } from '../desk/roundRobin';
import { requestLanguage, translateFor } from '../http/i18n';
import { canonicalReference, newReference } from '../store/ids';
import { merged } from '../store/merged';
import {
  DuplicateKeyError,
  type Collection,
  type QueuedMessage,
  type Store,
  type Stored,
} from '../store/types';
import { readAlertAddresses } from '../notify/alertAddresses';
import { addressRef, checkCode, codeRefusal, type CheckResult } from '../investor/oneTimeCode';
import { alertMessages, receivedMessages, type NoticeSource } from '../notify/notices';
import { originOf } from '../middleware/sitemap';
import { validBody } from '../http/validate';

/**
 * Inserts the record `make` builds, with a fresh reference number when the kind declares one.
 * Numbers are random (40 bits); the rare draw of one already taken is redrawn rather than refused.
 */
async function insertNumbered<T extends object>(
  collection: Collection<T, string>,
  make: (reference: string) => T,
  prefix: string | undefined,
): Promise<Stored<T>> {
  if (!prefix) return collection.insert(make(''));
  for (let attempt = 1; ; attempt++) {
    try {
      return await collection.insert(make(newReference(prefix)));
    } catch (err) {
      if (!(err instanceof DuplicateKeyError) || attempt >= 3) throw err;
    }
  }
}

/**
 * Stores the record and the messages it causes (its acknowledgements, the staff alerts) in one
 * transaction, or none of them (docs/storage.md, The outbox): the answer never waits for a mail
 * server, and a crash cannot keep a record without its messages nor a message without its record.
 * 201 only once they are durable; a failed transaction is a 503 and stores nothing (on the
 * embedded engine it is rolled back, and one that reached its commit point is finished, never
 * answered 503).
 */
async function save<T extends object>(
  ctx: Context,
  { transaction, collection }: Pick<SubmissionTarget<T>, 'transaction' | 'collection'>,
  make: (reference: string) => T,
  prefix: string | undefined,
  notices: (saved: Stored<T>) => QueuedMessage[],
): Promise<Stored<T>> {
  try {
    return await transaction(async (tx) => {
      const saved = await insertNumbered(tx.within(collection), make, prefix);
      await tx.queueAll(notices(saved));
      return saved;
    });
  } catch (err) {
    return ctx.throw(503, msg.storageError, { expose: true, cause: err });
  }
}

/** A failed read is a 503 (the store is down), not a 500. */
async function read<T>(ctx: Context, reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (err) {
    return ctx.throw(503, msg.serverError, { expose: true, cause: err });
  }
}

/** What the route reads of a request kind's declaration (src/contract/requests/kind.ts). */
export type SubmittedKind<R extends object> = Pick<
  RequestKind<unknown, R, unknown>,
  'path' | 'schemaFor' | 'record'
> &
  NoticeSource &
  Pick<RequestKind<unknown, R, unknown>, 'proof'> & {
    reference?: { prefix: string };
    queue: { key: string };
    answer: AnswerDeclaration<R, unknown>;
  };

/** Where a kind's requests go. */
export interface SubmissionTarget<R> {
  /** The kind's collection in the store. */
  collection: Collection<R, string>;
  /** The store's: the record and its messages are written in one (Store.transaction). */
  transaction: Store['transaction'];
  /** Every record saved is announced to the open desk screens (docs/contract.md §11). */
  events: DeskEvents;
  /** The public website's origin for the messages' links; default: the request's own. */
  publicOrigin: string | undefined;
  /** Where the staff alerts go (Store.alertAddresses), read only for kinds that alert. */
  alertAddresses: Store['alertAddresses'];
  /** The trading calendar as stored now, read only for kinds whose clock reads it. */
  calendar: () => Promise<TradingCalendar>;
  /** The app's clock, which times a request whose clock reads the calendar. */
  now: () => Date;
  /** After the record is durable: complaints are given in turn to an officer on duty (§11). */
  assign?: (saved: Stored<R>) => Promise<void>;
  /** Checks a code against a proof's ref, for a kind that declares `proof` (docs/contract.md §7c). */
  checkCode?: (ref: string, code: string) => Promise<CheckResult>;
}

/**
 * A kind that declares `proof` is accepted only with the right code for the address its body
 * gives (docs/contract.md §7c): a wrong, expired or spent code is a 400 on `code`, and nothing is
 * stored. The code is then used up.
 */
async function proved<R extends object>(
  ctx: Context,
  kind: SubmittedKind<R>,
  input: unknown,
  target: SubmissionTarget<R>,
): Promise<void> {
  if (!kind.proof) return;
  const body = input as { email?: string; contactNo?: string; code?: string };
  const ref = addressRef(kind.collection.name, kind.proof.address(body));
  const result = target.checkCode
    ? await read(ctx, target.checkCode(ref, String(body.code ?? '')))
    : ({ ok: false, reason: 'none' } as const);
  if (result.ok) return;
  const message = codeRefusal(translateFor(ctx), result);
  ctx.throw(400, message, { errors: { code: message } });
}

/** The kind's answer to a stored request, in the request's language. */
function answerOf<R extends object>(ctx: Context, kind: SubmittedKind<R>, saved: Stored<R>) {
  const { message, values, data } = kind.answer;
  const time = (iso: string) => formatIst(iso, INTL_LOCALE[requestLanguage(ctx)]);
  return { message: translateFor(ctx)(message, values?.(saved, time)), data: data(saved) };
}

/**
 * POST `kind.path`: validate with the kind's schema, store the record it declares (numbered when
 * it declares a reference), announce it to the open desk screens by its key only (never its
 * content, docs/contract.md §11), answer 201 once it is durable.
 */
export function submissionRoute<R extends object>(
  router: Router,
  kind: SubmittedKind<R>,
  target: SubmissionTarget<R>,
): void {
  const { events, publicOrigin, alertAddresses } = target;
  router.post(kind.path, async (ctx) => {
    // Every request schema is an object schema (schemas.ts); the declaration names yup's base
    // type only because TypeScript cannot relate some object schemas to AnyObjectSchema.
    const schema = (await kind.schemaFor(ctx.request.body)) as AnyObjectSchema;
    const input: unknown = await validBody(ctx, schema);
    await proved(ctx, kind, input, target);
    const arrival = {
      channel: ctx.get(CLIENT_HEADER) === KIOSK_CLIENT ? 'Kiosk' : 'Web',
      at: new Date(),
    } as const;
    // Kept with the record: the firm's messages about it are in the visitor's language, and the
    // version of the privacy notice its form showed (docs/contract.md §16).
    const received: Received = {
      language: requestLanguage(ctx),
      noticeVersion: PRIVACY_NOTICE_VERSION,
    };
    // A clock that reads the trading calendar is fixed now, by the calendar stored now
    // (docs/contract.md §11, Trading calendar), on the app's clock (the real one but in tests).
    const queue = kind.queue.name as QueueName;
    const timed = usesTradingCalendar(queue)
      ? {
          dueAt: dueAt(
            queue,
            target.now(),
            QUEUES[queue].statuses[0],
            await read(ctx, target.calendar()),
          )?.toISOString(),
        }
      : {};
    // The staff alert is queued with the record too, so a stored freeze request always alerts.
    const staff = kind.notices.alert
      ? await read(ctx, readAlertAddresses({ alertAddresses }))
      : undefined;
    const settings = { origin: originOf(ctx, publicOrigin) };
    const saved = await save(
      ctx,
      target,
      (reference) => merged(merged(kind.record(input, { ...arrival, reference }), received), timed),
      kind.reference?.prefix,
      (record) => [
        ...receivedMessages(kind, record, settings),
        ...(staff ? alertMessages(kind, record, staff, settings) : []),
      ],
    );
    await target.assign?.(saved);
    const key = kind.queue.key === 'id' ? saved.id : String(saved[kind.queue.key as keyof R]);
    events.publish({ queue, key, kind: 'new' });
    ctx.status = 201;
    ctx.body = answerOf(ctx, kind, saved);
  });
}

/**
 * Every request kind's POST (src/contract/requests), and the complaint lookup.
 * `events`: every record saved here is announced to the open desk screens (docs/contract.md §11).
 */
export function submissionRoutes(
  router: Router,
  store: Store,
  events: DeskEvents,
  publicOrigin: string | undefined,
  now: () => Date,
): void {
  const transaction: Store['transaction'] = (step) => store.transaction(step);
  // A new complaint may be assigned in turn, by `system`, audited (docs/contract.md §11).
  const audit = new AuditLog(store, now);
  const complaints = queueSources(store).complaints;
  const assign = async (saved: Stored<object>) => {
    await assignInTurn(complaints, saved as AnyRecord, { store, audit, now });
  };
  for (const kind of REQUEST_KINDS) {
    // TypeScript cannot pair a union's members: each kind goes with its own collection (Store is
    // derived from the same declarations), so both are read as a kind of record in general.
    const collection = store[kind.name] as Collection<object, string>;
    const declared = kind as unknown as SubmittedKind<object>;
    submissionRoute(router, declared, {
      collection,
      transaction,
      events,
      publicOrigin,
      alertAddresses: store.alertAddresses,
      calendar: () => tradingCalendar(store),
      now,
      checkCode: (ref, code) => checkCode(store, ref, code, now()),
      ...(kind.name === 'complaint' ? { assign } : {}),
    });
  }

  // Reveals only the status and the greeting name (docs/architecture.md §1: what visitors send stays theirs).
  router.get(routes.complaintByNo, async (ctx) => {
    // People often leave the CMP prefix out when they type the number.
    const wanted = canonicalReference(ctx.params.complainNo ?? '', 'CMP');
    const found = await read(ctx, store.complaint.findBy('complainNo', wanted));
    if (!wanted || !found) return ctx.throw(404, msg.complaintNotFound);
    ctx.set('Cache-Control', 'no-store');
    const { complainNo, status, fName, lName } = found;
    ctx.body = {
      data: [{ complainNo, status, fName, lName }],
    } satisfies ApiAnswers['complaintByNo'];
  });
}
