// Requests posted as a visitor so that the desk's queues have something to show (the desk's
// end-to-end files: their tables, record pages and screens to check).
import type { Page } from 'playwright-core';
import {
  validFeedback,
  validQuickContact,
  validStopTrade,
  validWithdrawal,
} from '../../server/testing/payloads';
import { api } from '../../src/contract/api';

/**
 * One request in each queue but complaints (a file posts its own complaints, whose numbers it
 * keeps): a withdrawal, feedback, a contact message and, unless `freeze` is false (a file that
 * watches a freeze request arrive), a freeze request.
 */
export async function postToEveryQueue(visitor: Page, { freeze = true } = {}) {
  await visitor.request.post(api.withdraw, { data: validWithdrawal });
  await visitor.request.post(api.feedback, { data: validFeedback });
  await visitor.request.post(api.quickConnect, { data: validQuickContact });
  if (freeze) await visitor.request.post(api.stopTrade, { data: validStopTrade });
}
