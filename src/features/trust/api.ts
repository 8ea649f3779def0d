import { api, type ApiAnswers } from '../../contract/api';
import type { FraudReportInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const sendFraudReport = (payload: FraudReportInput) =>
  post<ApiAnswers['reportFraud'], FraudReportInput>(api.reportFraud, payload);
