import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../../src/contract/kiosk';
import { complaintRegistered, freezeAcknowledged, msg } from '../../src/contract/messages';
import {
  complaintSchema,
  contactPageSchema,
  feedbackSchema,
  quickContactSchema,
  stopTradeSchema,
  withdrawalSchema,
} from '../../src/contract/schemas';
import { newReference, normalizeReference } from '../store/ids';
import type { SubmissionLog } from '../store/submissionLog';
import type { ComplaintRecord, Submissions } from '../store/submissions';
import { validBody } from '../validate';

const received = () => ({ id: randomUUID(), receivedAt: new Date().toISOString() });

/** Appends and answers 201 only once the record is on disk; a failed write is a 503, not a lie. */
async function store<T>(ctx: Context, log: SubmissionLog<T>, record: T): Promise<void> {
  try {
    await log.append(record);
  } catch (err) {
    ctx.throw(503, msg.storageError, { expose: true, cause: err });
  }
}

/** The records as on disk now; an unreadable file is a 503 (the store is down), not a 500. */
async function readAll<T>(ctx: Context, log: SubmissionLog<T>): Promise<T[]> {
  try {
    return await log.all();
  } catch (err) {
    return ctx.throw(503, msg.serverError, { expose: true, cause: err });
  }
}

export function submissionRoutes(subs: Submissions): Router {
  const router = new Router();

  // One path, two payloads (SPEC §7): the dialog sends contactNo, the /contact-us page sends phone.
  router.post('/api/quick-connect', async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const record =
      body && typeof body === 'object' && 'phone' in body && !('contactNo' in body)
        ? { variant: 'contact-page' as const, ...(await validBody(ctx, contactPageSchema)) }
        : { variant: 'quick-contact' as const, ...(await validBody(ctx, quickContactSchema)) };
    await store(ctx, subs.quickConnect, { ...received(), ...record });
    ctx.status = 201;
    ctx.body = { message: msg.quickConnectSaved, data: {} };
  });

  router.post('/api/complain', async (ctx) => {
    const input = await validBody(ctx, complaintSchema);
    const complainNo = newReference('CMP');
    await store(ctx, subs.complaints, {
      ...received(),
      ...input,
      complainNo,
      status: COMPLAINT_STATUSES[0],
      // docs/contract.md §11: the compliance counts split complaints by channel.
      source: ctx.get(CLIENT_HEADER) === KIOSK_CLIENT ? 'Kiosk' : 'Web',
    });
    ctx.status = 201;
    ctx.body = {
      message: complaintRegistered(complainNo),
      data: { complainNo, status: COMPLAINT_STATUSES[0] },
    };
  });

  // Reveals only the status and the greeting name (DESIGN: what visitors send stays theirs).
  router.get('/api/complain/getByComplainNo/:complainNo', async (ctx) => {
    const wanted = normalizeReference(ctx.params.complainNo ?? '');
    const found = wanted
      ? (await readAll(ctx, subs.complaints)).find(
          // Records are edited by staff: an odd record or number must not break the lookup.
          (c: Partial<ComplaintRecord> | null) =>
            typeof c?.complainNo === 'string' && normalizeReference(c.complainNo) === wanted,
        )
      : undefined;
    if (!found) return ctx.throw(404, msg.complaintNotFound);
    ctx.set('Cache-Control', 'no-store');
    const { complainNo, status, fName, lName } = found;
    ctx.body = { data: [{ complainNo, status, fName, lName }] };
  });

  router.post('/api/feedback', async (ctx) => {
    const input = await validBody(ctx, feedbackSchema);
    await store(ctx, subs.feedback, { ...received(), ...input });
    ctx.status = 201;
    ctx.body = { message: msg.feedbackSaved, data: {} };
  });

  router.post('/api/withdrow', async (ctx) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose: never stored
    const { password, ...input } = await validBody(ctx, withdrawalSchema);
    await store(ctx, subs.withdrawals, { ...received(), ...input });
    ctx.status = 201;
    ctx.body = { message: msg.withdrawSaved, data: {} };
  });

  // SEBI asks brokers to acknowledge a voluntary freeze request with a number and a time stamp.
  router.post('/api/stop-trade', async (ctx) => {
    const input = await validBody(ctx, stopTradeSchema);
    const meta = received();
    const ackNo = newReference('FRZ');
    await store(ctx, subs.stopTrade, { ...meta, ...input, ackNo });
    ctx.status = 201;
    ctx.body = {
      message: freezeAcknowledged(ackNo, meta.receivedAt),
      data: { ackNo, receivedAt: meta.receivedAt },
    };
  });

  return router;
}
