// The link checker on the desk (docs/contract.md §13f): the content roles read the last run's
// broken links and start a check ("Check now", audited); the night's run is server/app.ts's.
import { linkCheckApi, linkCheckMsg, type LinkCheckView } from '../../../src/contract/linkCheck';
import { LinkCheckBusyError } from '../../desk/linkCheck';
import { actorOf, editorGuard } from './calls';
import { deskPath, deskRouter, type DeskDeps } from './deps';

const path = deskPath(linkCheckApi.checks);

export function linkCheckRoutes({ sessions, audit, linkChecker }: DeskDeps) {
  const router = deskRouter();
  const guard = editorGuard(sessions);

  router.get(path, ...guard, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await linkChecker.view()) satisfies LinkCheckView;
  });

  router.post(path, ...guard, async (ctx) => {
    try {
      const { view } = await linkChecker.start(actorOf(ctx), audit);
      ctx.status = 202;
      ctx.body = view satisfies LinkCheckView;
    } catch (err) {
      if (err instanceof LinkCheckBusyError) return ctx.throw(409, linkCheckMsg.running);
      throw err;
    }
  });

  return router;
}
