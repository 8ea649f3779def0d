// The site data's desk (docs/contract.md §13c): each section of the firm's site data in English,
// Hindi and Gujarati, its drafts, publishing and versions; only the `content` and `admin` roles.
import type { Context } from 'koa';
import { AUDIT_ACTIONS } from '../../../src/contract/desk';
import {
  isSiteDeskLanguage,
  isSiteSection,
  siteDeskRoutes,
  siteMsg,
  type SiteDeskLanguage,
  type SiteSection,
  type SiteSectionDetail,
  type SiteSectionRow,
} from '../../../src/contract/siteDesk';
import { SiteDesk, siteRef } from '../../desk/siteDesk';
import {
  actorOf,
  approverGuard,
  editorGuard,
  knownParam,
  publishEntry,
  refusalsAnswered,
} from './calls';
import type { DeskDeps } from './deps';
import { jsonObject } from '../../http/validate';
import { deskRouter } from './deps';

/** The section and language a call names (`?language=hi|gu`, English without); 404 otherwise. */
function target(ctx: Context) {
  const section = knownParam(ctx, 'section', isSiteSection, siteMsg.sectionUnknown);
  const language = typeof ctx.query.language === 'string' ? ctx.query.language : 'en';
  if (!isSiteDeskLanguage(language)) return ctx.throw(404, siteMsg.languageUnknown);
  return { section, language };
}

export function siteDataRoutes({ store, audit, sessions, now }: DeskDeps) {
  const router = deskRouter();
  const desk = new SiteDesk(store, now);
  const guard = editorGuard(sessions);
  const approve = approverGuard(sessions);

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
      const { detail, restoredFrom, awaiting, followed } = await refusalsAnswered(ctx, () =>
        desk.publish(section, language, actorOf(ctx), version),
      );
      await audit.record(
        publishEntry(actorOf(ctx), siteRef(section, language), {
          newest: detail.versions[0]!.number,
          restoredFrom,
          awaiting,
        }),
      );
      await recordFollowed(actorOf(ctx), section, followed);
      ctx.body = detail satisfies SiteSectionDetail;
    });
  }

  router.post(siteDeskRoutes.approve, ...approve, async (ctx) => {
    const { section, language } = target(ctx);
    const { version } = jsonObject(ctx);
    const { detail, followed } = await refusalsAnswered(ctx, () =>
      desk.approve(section, language, actorOf(ctx), version),
    );
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentApprove,
      target: siteRef(section, language),
      detail: `version ${String(version)} published as version ${detail.versions[0]!.number}`,
    });
    await recordFollowed(actorOf(ctx), section, followed);
    ctx.body = detail satisfies SiteSectionDetail;
  });

  router.post(siteDeskRoutes.sendBack, ...approve, async (ctx) => {
    const { section, language } = target(ctx);
    const body = jsonObject(ctx);
    const detail = await refusalsAnswered(ctx, () =>
      desk.sendBack(section, language, actorOf(ctx), body),
    );
    const draft = detail.versions[0]!;
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentSendBack,
      target: siteRef(section, language),
      detail: `version ${String(body.version)} kept as draft version ${draft.number}: ${draft.sentBack ?? ''}`,
    });
    ctx.body = detail satisfies SiteSectionDetail;
  });

  /** Each translation whose rows followed the English rows' move: its own publish entry. */
  async function recordFollowed(
    actor: string,
    section: SiteSection,
    followed: { language: SiteDeskLanguage; number: number }[],
  ) {
    for (const { language: moved, number } of followed) {
      await audit.record({
        actor,
        action: AUDIT_ACTIONS.contentPublish,
        target: siteRef(section, moved),
        detail: `version ${number}: its rows follow the English`,
      });
    }
  }

  return router;
}
