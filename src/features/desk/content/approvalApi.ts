// Maker–checker's calls (docs/contract.md §13d), typed from src/contract/approvals.ts.
import { approvalApi, type ApprovalRow } from '../../../contract/approvals';
import { get, send } from '../../../lib/api';

export const fetchApprovals = () => get<{ data: ApprovalRow[] }>(approvalApi.list);
export const approveChange = (row: ApprovalRow) =>
  send<unknown>('POST', row.approve, { version: row.version });
export const sendChangeBack = (row: ApprovalRow, comment: string) =>
  send<unknown>('POST', row.sendBack, { version: row.version, comment });
