// The content desk (docs/contract.md §13): news, banners and content pages, their drafts,
// publishing and versions, and uploads; only the `content` and `admin` roles.
import type { Context } from 'koa';
import {
  CONTENT_EDITOR_ROLES,
  contentDeskRoutes,
  contentMsg,
  type AdvertSnapshot,
  isContentLanguage,
  type ContentDetail,
  type ContentKind,
  type ContentRow,
  type ContentTextDetail,
  type UploadAnswer,
} from '../../../src/contract/contentDesk';
import { AUDIT_ACTIONS, type AuditEvent } from '../../desk/audit';
import { advertSnapshots, ContentDesk, isContentKind, type Edition } from '../../desk/contentDesk';
import { checkUpload, UPLOAD_MAX_BYTES, uploadFamily } from '../../desk/uploads';
import {
  actorOf,
  approverGuard,
  editorGuard,
  knownParam,
  advertNote,
  overriddenNote,
  publishEntry,
  rawBody,
  refusalsAnswered,
} from './calls';
import { jsonObject } from '../../http/validate';
import { APPROVER_ROLE } from '../../../src/contract/approvals';
import { overrideOf } from '../../desk/authoringWarnings';
import { authenticate, hasRole, requireRole } from '../../middleware/deskAuth';
import { deskRouter, type DeskDeps } from './deps';

const kindOf = (ctx: Context) => knownParam(ctx, 'kind', isContentKind, contentMsg.kindUnknown);

/** `?language=hi`: that language's version of the item (docs/contract.md §13a); none: English. */
function editionOf(ctx: Context): Edition {
  const language = ctx.query.language;
  if (language === undefined) return 'en';
  return isContentLanguage(language) ? language : ctx.throw(404, contentMsg.languageUnknown);
}

/** The item a call names: its kind, id and edition, and who calls. */
interface ItemAt {
  kind: ContentKind;
  id: string;
  by: string;
  edition: Edition;
}

type Body = Record<string, unknown>;
type AuditWords = Pick<AuditEvent, 'action' | 'detail'>;

/** The audit's name of an item: `pages/ipo`, or `pages.hi/ipo` for its Hindi version. */
const targetOf = (kind: string, id: string, edition: Edition) =>
  edition === 'en' ? `${kind}/${id}` : `${kind}.${edition}/${id}`;

export function contentRoutes({ store, audit, sessions, documentExists, now }: DeskDeps) {
  const router = deskRouter();
  const desk = new ContentDesk(store, documentExists, now);
  const guard = editorGuard(sessions);
  const approve = approverGuard(sessions);

  router.get(contentDeskRoutes.list, ...guard, async (ctx) => {
    ctx.body = { data: await desk.list(kindOf(ctx)) } satisfies { data: ContentRow[] };
  });

  router.post(contentDeskRoutes.list, ...guard, async (ctx) => {
    const kind = kindOf(ctx);
    const body = jsonObject(ctx);
    const detail = await refusalsAnswered(ctx, () => desk.create(kind, actorOf(ctx), body));
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentCreate,
      target: `${kind}/${detail.id}`,
      detail: 'version 1 (draft)',
    });
    ctx.status = 201;
    ctx.body = detail satisfies ContentDetail;
  });

  router.get(contentDeskRoutes.item, ...guard, async (ctx) => {
    const kind = kindOf(ctx);
    const edition = editionOf(ctx);
    ctx.body = (await refusalsAnswered(ctx, () =>
      desk.detailIn(kind, String(ctx.params.id), edition),
    )) satisfies ContentDetail | ContentTextDetail;
  });

  /**
   * A change (of the JSON body) to the path's item in its `?language=` edition: refused, or done
   * and audited with the entry made of the item's detail after it; that detail is the answer.
   */
  const itemChanged = async (
    ctx: Context,
    change: (at: ItemAt, body: Body) => Promise<ContentDetail | ContentTextDetail>,
    entry: (detail: ContentDetail | ContentTextDetail, body: Body) => AuditWords,
  ) => {
    const kind = kindOf(ctx);
    const edition = editionOf(ctx);
    const body = jsonObject(ctx);
    const at = { kind, id: String(ctx.params.id), by: actorOf(ctx), edition };
    const detail = await refusalsAnswered(ctx, () => change(at, body));
    await audit.record({
      actor: at.by,
      target: targetOf(kind, detail.id, edition),
      ...entry(detail, body),
    });
    ctx.body = detail satisfies ContentDetail | ContentTextDetail;
  };

  router.put(contentDeskRoutes.item, ...guard, (ctx) =>
    itemChanged(
      ctx,
      ({ kind, id, by, edition }, body) => desk.saveDraft(kind, id, by, body, edition),
      (detail) => ({
        action: AUDIT_ACTIONS.contentDraft,
        detail: `version ${detail.versions[0]!.number} (draft)`,
      }),
    ),
  );

  // Publish and restore are one operation (a version published again); the audit tells them apart.
  for (const path of [contentDeskRoutes.publish, contentDeskRoutes.restore]) {
    router.post(path, ...guard, async (ctx) => {
      const kind = kindOf(ctx);
      const edition = editionOf(ctx);
      const body = jsonObject(ctx);
      const { detail, restoredFrom, awaiting, warnings, overridden, advert } =
        await refusalsAnswered(ctx, () =>
          desk.publish(kind, String(ctx.params.id), actorOf(ctx), body.version, edition, {
            override: overrideOf(body),
            mayOverride: hasRole(ctx.state, [APPROVER_ROLE, 'admin']),
          }),
        );
      await audit.record(
        publishEntry(actorOf(ctx), targetOf(kind, detail.id, edition), {
          newest: detail.versions[0]!.number,
          restoredFrom,
          awaiting,
          warnings,
          overridden,
          advert,
        }),
      );
      ctx.body = detail satisfies ContentDetail | ContentTextDetail;
    });
  }

  router.post(contentDeskRoutes.approve, ...approve, async (ctx) => {
    const kind = kindOf(ctx);
    const edition = editionOf(ctx);
    const body = jsonObject(ctx);
    const { version } = body;
    const { detail, warnings, overridden, advert } = await refusalsAnswered(ctx, () =>
      desk.approve(kind, String(ctx.params.id), actorOf(ctx), version, edition, overrideOf(body)),
    );
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentApprove,
      target: targetOf(kind, detail.id, edition),
      detail:
        `version ${String(version)} published as version ${detail.versions[0]!.number}` +
        overriddenNote(warnings, overridden) +
        advertNote(advert),
    });
    ctx.body = detail satisfies ContentDetail | ContentTextDetail;
  });

  router.post(contentDeskRoutes.sendBack, ...approve, (ctx) =>
    itemChanged(
      ctx,
      ({ kind, id, by, edition }, body) => desk.sendBack(kind, id, by, body, edition),
      ({ versions: [draft] }, body) => ({
        action: AUDIT_ACTIONS.contentSendBack,
        detail: `version ${String(body.version)} kept as draft version ${draft!.number}: ${draft!.sentBack ?? ''}`,
      }),
    ),
  );

  // The item's publish and unpublish times (§13e): applied at once, then kept by the scheduler.
  router.put(contentDeskRoutes.schedule, ...guard, async (ctx) => {
    const kind = kindOf(ctx);
    const id = String(ctx.params.id);
    const body = jsonObject(ctx);
    await refusalsAnswered(ctx, () => desk.detail(kind, id));
    const times = await refusalsAnswered(ctx, () =>
      desk.schedules.set(kind, id, body, actorOf(ctx)),
    );
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.contentSchedule,
      target: `${kind}/${id}`,
      detail: `publish ${times.publishAt ?? 'at once'}, unpublish ${times.unpublishAt ?? 'never'}`,
    });
    ctx.body = (await desk.detail(kind, id)) satisfies ContentDetail;
  });

  router.post(contentDeskRoutes.move, ...guard, async (ctx) => {
    const kind = kindOf(ctx);
    const id = String(ctx.params.id);
    const { to } = jsonObject(ctx);
    if (await refusalsAnswered(ctx, () => desk.move(kind, id, to))) {
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.contentMove,
        target: `${kind}/${id}`,
        detail: `one place ${String(to)}`,
      });
    }
    ctx.body = { data: await desk.list(kind) } satisfies { data: ContentRow[] };
  });

  // Advertisements' frozen copies (§13h): read by the content roles and approvers, never changed.
  router.get(
    contentDeskRoutes.adverts,
    authenticate(sessions),
    requireRole(...CONTENT_EDITOR_ROLES, APPROVER_ROLE),
    async (ctx) => {
      ctx.body = { data: await advertSnapshots(store) } satisfies { data: AdvertSnapshot[] };
    },
  );

  router.post(contentDeskRoutes.uploads, ...guard, async (ctx) => {
    const type = ctx.get('Content-Type');
    if (!uploadFamily(type)) ctx.throw(400, contentMsg.uploadType);
    const bytes = await rawBody(ctx, UPLOAD_MAX_BYTES, contentMsg.pdfTooLarge);
    const upload = await refusalsAnswered(ctx, () => checkUpload(type, bytes));
    // The smaller widths first: a stored upload's name means all of it is there.
    for (const width of upload.widths ?? []) {
      await store.uploads.put(width.name, { type: upload.type, bytes: width.bytes });
    }
    await store.uploads.put(upload.name, { type: upload.type, bytes: upload.bytes });
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.upload,
      target: `uploads/${upload.name}`,
      detail: `${upload.type}, ${upload.bytes.length} bytes`,
    });
    ctx.status = 201;
    ctx.body = { name: upload.name, type: upload.type } satisfies UploadAnswer;
  });

  return router;
}
