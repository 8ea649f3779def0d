import { api, type ApiAnswers } from '../../contract/api';
import type { BarrierReportInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const sendBarrierReport = (payload: BarrierReportInput) =>
  post<ApiAnswers['accessibilityBarrier'], BarrierReportInput>(api.accessibilityBarrier, payload);
