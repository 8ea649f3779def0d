import type Router from '@koa/router';
import type { Context } from 'koa';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { formatIst, msg } from '../../src/contract/messages';
import { INTL_LOCALE } from '../../src/i18n/languages';
import { requestLanguage, translateFor } from '../i18n';
import type { ComplaintSource, QueueName } from '../../src/contract/desk';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../../src/contract/kiosk';
import {
  complaintSchema,
  feedbackSchema,
  quickConnectSchemaFor,
  stopTradeSchema,
  withdrawalSchema,
} from '../../src/contract/schemas';
import { canonicalReference, newReference } from '../store/ids';
import type { DeskEvents } from '../desk/events';
import {
  DuplicateKeyError,
  type Collection,
  type QuickConnectRecord,
  type Store,
  type Stored,
} from '../store/types';
import { validBody } from '../validate';

/** Stores and answers 201 only once the record is durable; a failed write is a 503, not a lie. */
async function save<T>(ctx: Context, collection: Collection<T, string>, record: T) {
  try {
    return await collection.insert(record);
  } catch (err) {
    return ctx.throw(503, msg.storageError, { expose: true, cause: err });
  }
}

/**
 * Saves a record carrying a fresh reference number. Numbers are random (40 bits); the rare draw
 * of one already taken is redrawn rather than refused.
 */
async function saveNumbered<T>(
  ctx: Context,
  collection: Collection<T, string>,
  make: (reference: string) => T,
  prefix: string,
): Promise<Stored<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await collection.insert(make(newReference(prefix)));
    } catch (err) {
      if (err instanceof DuplicateKeyError && attempt < 3) continue;
      return ctx.throw(503, msg.storageError, { expose: true, cause: err });
    }
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

/** The desk queue each visitor's form lands in. */
const QUEUE_OF = {
  quickConnect: 'messages',
  complain: 'complaints',
  feedback: 'feedback',
  withdraw: 'withdrawals',
  stopTrade: 'freeze-requests',
} as const satisfies Partial<Record<keyof ApiAnswers, QueueName>>;
type Submission = keyof typeof QUEUE_OF;

/**
 * `events`: every record saved here is announced to the open desk screens (docs/contract.md §11),
 * by its reference only, never its content.
 */
export function submissionRoutes(router: Router, store: Store, events: DeskEvents): void {
  /** A record is stored: the open desk screens hear of it by `key`, the visitor gets 201. */
  const created = <R extends Submission>(
    ctx: Context,
    submission: R,
    key: string,
    body: ApiAnswers[R],
  ) => {
    events.publish({ queue: QUEUE_OF[submission], key, kind: 'new' });
    ctx.status = 201;
    ctx.body = body;
  };

  // One path, two payloads (docs/contract.md §7). The variant is chosen by the contact page's
  // validated marker, not by which fields were sent, so leaving fields out never means weaker rules.
  router.post(routes.quickConnect, async (ctx) => {
    const input = await validBody(ctx, quickConnectSchemaFor(ctx.request.body));
    let saved: Stored<QuickConnectRecord>;
    if ('form' in input) {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the marker only chose the rules
      const { form, ...fields } = input;
      saved = await save(ctx, store.quickConnect, { variant: 'contact-page', ...fields });
    } else {
      saved = await save(ctx, store.quickConnect, { variant: 'quick-contact', ...input });
    }
    created(ctx, 'quickConnect', saved.id, {
      message: translateFor(ctx)('contact.saved'),
      data: {},
    });
  });

  router.post(routes.complain, async (ctx) => {
    const input = await validBody(ctx, complaintSchema);
    const status = COMPLAINT_STATUSES[0];
    // docs/contract.md §11: the compliance counts split complaints by channel.
    const source: ComplaintSource = ctx.get(CLIENT_HEADER) === KIOSK_CLIENT ? 'Kiosk' : 'Web';
    const saved = await saveNumbered(
      ctx,
      store.complaints,
      (complainNo) => ({
        ...input,
        complainNo,
        status,
        history: [
          { by: source.toLowerCase(), at: new Date().toISOString(), from: null, to: status },
        ],
        source,
      }),
      'CMP',
    );
    created(ctx, 'complain', saved.complainNo, {
      message: translateFor(ctx)('complaint.registered', { number: saved.complainNo }),
      data: { complainNo: saved.complainNo, status },
    });
  });

  // Reveals only the status and the greeting name (docs/architecture.md §1: what visitors send stays theirs).
  router.get(routes.complaintByNo, async (ctx) => {
    // People often leave the CMP prefix out when they type the number.
    const wanted = canonicalReference(ctx.params.complainNo ?? '', 'CMP');
    const found = await read(ctx, store.complaints.findBy('complainNo', wanted));
    if (!wanted || !found) return ctx.throw(404, msg.complaintNotFound);
    ctx.set('Cache-Control', 'no-store');
    const { complainNo, status, fName, lName } = found;
    ctx.body = {
      data: [{ complainNo, status, fName, lName }],
    } satisfies ApiAnswers['complaintByNo'];
  });

  router.post(routes.feedback, async (ctx) => {
    const saved = await save(ctx, store.feedback, await validBody(ctx, feedbackSchema));
    created(ctx, 'feedback', saved.id, {
      message: translateFor(ctx)('feedback.saved'),
      data: {},
    });
  });

  router.post(routes.withdraw, async (ctx) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose: never stored
    const { password, ...input } = await validBody(ctx, withdrawalSchema);
    const saved = await save(ctx, store.withdrawals, input);
    created(ctx, 'withdraw', saved.id, {
      message: translateFor(ctx)('withdrawal.saved'),
      data: {},
    });
  });

  // SEBI asks brokers to acknowledge a voluntary freeze request with a number and a time stamp.
  router.post(routes.stopTrade, async (ctx) => {
    const input = await validBody(ctx, stopTradeSchema);
    const saved = await saveNumbered(ctx, store.stopTrade, (ackNo) => ({ ...input, ackNo }), 'FRZ');
    const { ackNo, createdAt: receivedAt } = saved;
    created(ctx, 'stopTrade', ackNo, {
      message: translateFor(ctx)('freeze.acknowledged', {
        number: ackNo,
        time: formatIst(receivedAt, INTL_LOCALE[requestLanguage(ctx)]),
      }),
      data: { ackNo, receivedAt },
    });
  });
}
