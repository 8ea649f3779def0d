// Small pieces every desk router that edits content uses: the editors' guard and who acts, a raw
// body (a file) with a size limit, and the desk's refusals (a status, a message, field errors)
// answered as they are.
import type { Context } from 'koa';
import { APPROVER_ROLE } from '../../../src/contract/approvals';
import { CONTENT_EDITOR_ROLES } from '../../../src/contract/contentDesk';
import { AUDIT_ACTIONS } from '../../../src/contract/desk';
import { warningCount } from '../../desk/authoringWarnings';
import type { Sessions } from '../../desk/sessions';
import { authenticate, requireRole, type DeskState } from '../../middleware/deskAuth';
import { ContentDeskError } from '../../desk/contentDesk';
import { UploadError } from '../../desk/uploads';

/** The raw body of a desk upload (a file): server/http/rawBody.ts, shared with the public side. */
export { rawBody } from '../../http/rawBody';

/** Every content route's first steps: signed in, as `content` or `admin` (docs/contract.md §13). */
export const editorGuard = (sessions: Sessions) =>
  [authenticate(sessions), requireRole(...CONTENT_EDITOR_ROLES)] as const;

/** Approve and send back (docs/contract.md §13d): signed in, as `approver`. */
export const approverGuard = (sessions: Sessions) =>
  [authenticate(sessions), requireRole(APPROVER_ROLE)] as const;

/** Who made the call: the audit's actor and a version's author. */
export const actorOf = (ctx: { state: DeskState }) => ctx.state.staff.user.username;

/** The route's `name` parameter when `known` takes it (a kind, a list, a section); a 404 otherwise. */
export function knownParam<T extends string>(
  ctx: Context,
  name: string,
  known: (value: string) => value is T,
  unknown: string,
): T {
  const value = String(ctx.params[name]);
  return known(value) ? value : ctx.throw(404, unknown);
}

/** Runs a desk rule; its refusal answers with its status, message and field errors. */
export async function refusalsAnswered<T>(ctx: Context, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ContentDeskError) {
      return ctx.throw(err.status, err.message, err.errors ? { errors: err.errors } : {});
    }
    if (err instanceof UploadError) return ctx.throw(err.status, err.message);
    throw err;
  }
}

/**
 * The audit entry of a publish or restore: published at once, or sent for approval as version
 * `awaiting` (docs/contract.md §13d).
 */
export function publishEntry(
  actor: string,
  target: string,
  {
    newest,
    restoredFrom,
    awaiting,
    warnings = 0,
    overridden,
    advert,
  }: {
    newest: number;
    restoredFrom?: number;
    awaiting?: number;
    /** How many authoring warnings the version has (§13g), and the reason it went live anyway. */
    warnings?: number;
    overridden?: string;
    /** An advertisement's reference, its frozen copy kept (§13h). */
    advert?: string;
  },
) {
  if (awaiting !== undefined) {
    return {
      actor,
      target,
      action: AUDIT_ACTIONS.contentSubmit,
      detail:
        (restoredFrom
          ? `version ${restoredFrom} awaits approval as version ${awaiting}`
          : `version ${awaiting} awaits approval`) +
        (warnings > 0 ? `: ${warningCount(warnings)}` : ''),
    };
  }
  return {
    actor,
    target,
    action: restoredFrom ? AUDIT_ACTIONS.contentRestore : AUDIT_ACTIONS.contentPublish,
    detail:
      (restoredFrom
        ? `version ${restoredFrom} published again as version ${newest}`
        : `version ${newest}`) +
      overriddenNote(warnings, overridden) +
      advertNote(advert),
  };
}

/** The audit's note of an advertisement's frozen copy (§13h); none for other items. */
export const advertNote = (reference: string | undefined) =>
  reference === undefined ? '' : `; advertisement ${reference} frozen`;

/** The audit's note of authoring warnings published anyway, and why (§13g); none without. */
export const overriddenNote = (warnings: number, reason: string | undefined) =>
  warnings > 0 && reason ? `; ${warningCount(warnings)} overridden: ${reason}` : '';
