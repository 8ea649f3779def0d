import { api, type ApiAnswers } from '../../contract/api';
import { get } from '../../lib/api';

/** Without `month`: the last closed month (docs/contract.md §12). */
export const fetchInvestorComplaints = (month?: string) =>
  get<ApiAnswers['investorComplaints']>(api.investorComplaints(month));
