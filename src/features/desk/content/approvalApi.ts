// Maker–checker's calls (docs/contract.md §13d), typed from src/contract/approvals.ts.
import { approvalApi, type ApprovalDecision, type ApprovalRow } from '../../../contract/approvals';
import { get, send } from '../../../lib/api';

export const fetchApprovals = () => get<{ data: ApprovalRow[] }>(approvalApi.list);
/** Approves; `override`: the reason to publish it despite its authoring warnings (§13g). */
export const approveChange = (row: ApprovalRow, override?: string) =>
  send<unknown>('POST', row.approve, {
    version: row.version,
    ...(override ? { override } : {}),
  } satisfies ApprovalDecision);
export const sendChangeBack = (row: ApprovalRow, comment: string) =>
  send<unknown>('POST', row.sendBack, { version: row.version, comment });
