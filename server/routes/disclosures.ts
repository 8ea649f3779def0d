import type Router from '@koa/router';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { msg } from '../../src/contract/messages';
import { InvestorComplaints, MonthRefused } from '../disclosures/investorComplaints';
import type { Store } from '../store/types';

/**
 * SEBI's monthly investor complaints data (docs/contract.md §12). Returns what computes each
 * month in the background as it closes, for the app to stop with its store.
 */
export function disclosureRoutes(
  router: Router,
  store: Store,
  now: () => Date,
): InvestorComplaints {
  const complaints = new InvestorComplaints(store, now);
  complaints.start();

  router.get(routes.investorComplaints, async (ctx) => {
    const month = ctx.query.month;
    if (Array.isArray(month)) return ctx.throw(400, 'Give one month');
    try {
      ctx.body = {
        data: await complaints.answer(month),
      } satisfies ApiAnswers['investorComplaints'];
    } catch (err) {
      if (err instanceof MonthRefused) return ctx.throw(400, err.message);
      return ctx.throw(503, msg.serverError, { expose: true, cause: err });
    }
    // Closed months do not change, but the list of months grows at each month's end.
    ctx.set('Cache-Control', 'public, max-age=300');
  });
  return complaints;
}
