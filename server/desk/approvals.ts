// Maker–checker (docs/contract.md §13d, docs/architecture.md §8): whether a scope's changes need an
// approver (an admin's setting, else the contract's default), and the checks every approve or
// send-back goes through, the content desk's and the site data's alike.
import {
  approvalDefault,
  approvalMsg,
  COMMENT_MAX_CHARS,
  type ApprovalSetting,
} from '../../src/contract/approvals';
import { replaceBy } from '../store/replaceBy';
import type { Store } from '../store/types';
import { ContentDeskError } from './deskError';
import type { Version, VersionLog } from './versionLog';

export class ApprovalRules {
  constructor(private readonly store: Store) {}

  async required(scope: string): Promise<boolean> {
    const rule = await this.store.approvalRules.findBy('scope', scope);
    return rule ? rule.required : approvalDefault(scope);
  }

  /** Each scope's setting, in the order given. */
  async settings(scopes: readonly { scope: string; label: string }[]): Promise<ApprovalSetting[]> {
    return Promise.all(
      scopes.map(async ({ scope, label }) => {
        const rule = await this.store.approvalRules.findBy('scope', scope);
        return {
          scope,
          label,
          required: rule ? rule.required : approvalDefault(scope),
          byDefault: !rule,
        };
      }),
    );
  }

  /** Sets one scope's rule; two admins at once: the last one's stands. */
  async set(scope: string, required: unknown, by: string): Promise<void> {
    if (typeof required !== 'boolean') {
      throw new ContentDeskError(400, approvalMsg.requiredInvalid, {
        required: approvalMsg.requiredInvalid,
      });
    }
    const record = { scope, required, changedBy: by };
    await replaceBy(this.store.approvalRules, 'scope', record);
  }
}

/**
 * The version awaiting approval that `by` decides on: refused when version `number` no longer
 * awaits (approved, sent back or changed meanwhile: 409) or when `by` made any of the change (403).
 */
export async function decidable<I extends object>(
  log: VersionLog<I>,
  number: unknown,
  by: string,
): Promise<Version<I>> {
  const pending = await log.awaiting();
  if (!pending || pending.version.number !== number) {
    throw new ContentDeskError(409, approvalMsg.notAwaiting);
  }
  if (pending.makers.includes(by)) throw new ContentDeskError(403, approvalMsg.ownChange);
  return pending.version;
}

/** A send-back's comment: required, at most COMMENT_MAX_CHARS. */
export function commentOf(body: { comment?: unknown }): string {
  const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
  if (!comment) {
    throw new ContentDeskError(400, approvalMsg.commentRequired, {
      comment: approvalMsg.commentRequired,
    });
  }
  if (comment.length > COMMENT_MAX_CHARS) {
    throw new ContentDeskError(400, approvalMsg.commentTooLong, {
      comment: approvalMsg.commentTooLong,
    });
  }
  return comment;
}
