// The site data's desk (docs/contract.md §13c): each section of the firm's site data in English,
// Hindi and Gujarati, its drafts, publishing and versions; only the `content` and `admin` roles.
import type { Context } from 'koa';
import { AUDIT_ACTIONS } from '../../../src/contract/desk';
import {
  isSiteDeskLanguage,
  isSiteSection,
  siteDeskRoutes,
  siteMsg,
  type SiteSectionDetail,
  type SiteSectionRow,
} from '../../../src/contract/siteDesk';
import { SiteDesk, siteRef } from '../../desk/siteDesk';
import { actorOf, editorGuard, knownParam, refusalsAnswered } from './calls';
import type { DeskDeps } from './deps';
import { jsonObject } from '../../validate';
import { deskRouter } from './deps';

/** The section and language a call names (`?language=hi|gu`, English without); 404 otherwise. */
function target(ctx: Context) {
  const section = knownParam(ctx, 'section', isSiteSection, siteMsg.sectionUnknown);
  const language = typeof ctx.query.language === 'string' ? ctx.query.language : 'en';
  if (!isSiteDeskLanguage(language)) return ctx.throw(404, siteMsg.languageUnknown);
  return { section, language };
}

export function siteDataRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const desk = new SiteDesk(store);
  const guard = editorGuard(sessions);

  router.get(siteDeskRoutes.list, ...guard, async (ctx) => {
    ctx.body = { data: await desk.list() } satisfies { data: SiteSectionRow[] };
  });

  router.get(siteDeskRoutes.section, ...guard, async (ctx) => {
    const { section, language } = target(ctx);
    ctx.body = (await desk.detail(section, language)) satisfies SiteSectionDetail;
  });

  router.put(siteDeskRoutes.section, ...guard, async (ctx) => {
    const { section, language } = target(ctx);
    const body = jsonObject(ctx);
    const detail = await refusalsAnswered(ctx, () =>
      desk.save(section, language, actorOf(ctx), body),
    );
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentDraft,
      target: siteRef(section, language),
      detail: `version ${detail.versions[0]!.number} (draft)`,
    });
    ctx.body = detail satisfies SiteSectionDetail;
  });

  // Publish and restore are one operation (a version published again); the audit tells them apart.
  for (const path of [siteDeskRoutes.publish, siteDeskRoutes.restore]) {
    router.post(path, ...guard, async (ctx) => {
      const { section, language } = target(ctx);
      const { version } = jsonObject(ctx);
      const { detail, restoredFrom, followed } = await refusalsAnswered(ctx, () =>
        desk.publish(section, language, actorOf(ctx), version),
      );
      const newest = detail.versions[0]!.number;
      await audit.record({
        actor: actorOf(ctx),
        action: restoredFrom ? AUDIT_ACTIONS.contentRestore : AUDIT_ACTIONS.contentPublish,
        target: siteRef(section, language),
        detail: restoredFrom
          ? `version ${restoredFrom} published again as version ${newest}`
          : `version ${newest}`,
      });
      for (const { language: moved, number } of followed) {
        await audit.record({
          actor: actorOf(ctx),
          action: AUDIT_ACTIONS.contentPublish,
          target: siteRef(section, moved),
          detail: `version ${number}: its rows follow the English`,
        });
      }
      ctx.body = detail satisfies SiteSectionDetail;
    });
  }

  return router;
}
