import { api, type ApiAnswers } from '../../contract/api';
import type { StopTradeInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const sendFreezeRequest = (payload: StopTradeInput) =>
  post<ApiAnswers['stopTrade'], StopTradeInput>(api.stopTrade, payload);
