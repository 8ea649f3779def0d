import { api, type ApiAnswers } from '../../contract/api';
import type { ComplaintInput } from '../../contract/schemas';
import { get, post } from '../../lib/api';

export const sendComplaint = (payload: ComplaintInput) =>
  post<ApiAnswers['complain'], ComplaintInput>(api.complain, payload);

export const fetchComplaintByNo = (no: string) =>
  get<ApiAnswers['complaintByNo']>(api.complaintByNo(no));
