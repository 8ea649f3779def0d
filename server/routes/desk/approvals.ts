// Maker–checker (docs/contract.md §13d): the changes awaiting approval (approvers), and each
// scope's setting of whether approval is required (read by the desk's content roles, set by
// admins). Approve and send back are the content and site data routers' own.
import {
  APPROVAL_ON_BY_DEFAULT,
  APPROVER_ROLE,
  approvalMsg,
  approvalRoutes,
  contentScope,
  siteScope,
  type ApprovalRow,
  type ApprovalSetting,
} from '../../../src/contract/approvals';
import { CONTENT_EDITOR_ROLES, CONTENT_KINDS } from '../../../src/contract/contentDesk';
import { AUDIT_ACTIONS } from '../../../src/contract/desk';
import { SITE_SECTION_NAMES, SITE_SECTIONS } from '../../../src/contract/siteDesk';
import { ApprovalRules } from '../../desk/approvals';
import { ContentDesk } from '../../desk/contentDesk';
import { SiteDesk } from '../../desk/siteDesk';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import type { Store } from '../../store/types';
import { jsonObject } from '../../http/validate';
import { actorOf, approverGuard, refusalsAnswered } from './calls';
import { deskRouter, type DeskDeps } from './deps';

/**
 * Every scope an admin can set: each content kind, pages by their menus (those visitors see and
 * those on by default), and each site data section.
 */
async function scopes(store: Store): Promise<{ scope: string; label: string }[]> {
  const groups = new Set((await store.content.get('contents')).map((p) => p.group));
  for (const scope of APPROVAL_ON_BY_DEFAULT) {
    if (scope.startsWith('pages/')) groups.add(scope.slice('pages/'.length));
  }
  const kinds = Object.entries(CONTENT_KINDS).flatMap(([kind, { label }]) =>
    kind === 'pages'
      ? [...groups].sort().map((g) => ({ scope: contentScope(kind, g), label: `Pages: ${g}` }))
      : [{ scope: contentScope(kind), label }],
  );
  const sections = SITE_SECTION_NAMES.map((s) => ({
    scope: siteScope(s),
    label: `Site data: ${SITE_SECTIONS[s].label}`,
  }));
  return [...kinds, ...sections];
}

export function approvalRoutesOf({ store, audit, sessions, documentExists, now }: DeskDeps) {
  const router = deskRouter();
  const rules = new ApprovalRules(store);
  const content = new ContentDesk(store, documentExists, now);
  const site = new SiteDesk(store, now);

  router.get(approvalRoutes.list, ...approverGuard(sessions), async (ctx) => {
    const rows = [...(await content.awaitingApproval()), ...(await site.awaitingApproval())];
    rows.sort((a, b) => a.at.localeCompare(b.at));
    ctx.body = { data: rows } satisfies { data: ApprovalRow[] };
  });

  router.get(
    approvalRoutes.settings,
    authenticate(sessions),
    requireRole(...CONTENT_EDITOR_ROLES, APPROVER_ROLE),
    async (ctx) => {
      ctx.body = { data: await rules.settings(await scopes(store)) } satisfies {
        data: ApprovalSetting[];
      };
    },
  );

  router.put(approvalRoutes.settings, authenticate(sessions), requireRole('admin'), async (ctx) => {
    const body = jsonObject(ctx);
    const scope = typeof body.scope === 'string' ? body.scope : '';
    const required = body.required;
    const known = await scopes(store);
    if (!known.some((s) => s.scope === scope)) {
      ctx.throw(400, approvalMsg.scopeUnknown, { errors: { scope: approvalMsg.scopeUnknown } });
    }
    await refusalsAnswered(ctx, () => rules.set(scope, required, actorOf(ctx)));
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.approvalSetting,
      target: `approvals/${scope}`,
      detail: required ? 'approval required' : 'no approval needed',
    });
    ctx.body = { data: await rules.settings(known) } satisfies { data: ApprovalSetting[] };
  });

  return router;
}
