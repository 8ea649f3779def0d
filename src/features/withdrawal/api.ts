import { api, type MessageResponse } from '../../contract/api';
import type { WithdrawalInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const sendWithdrawal = (payload: WithdrawalInput) =>
  post<MessageResponse, WithdrawalInput>(api.withdraw, payload);
