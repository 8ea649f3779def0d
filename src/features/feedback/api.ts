import { api, type MessageResponse } from '../../contract/api';
import type { FeedbackInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const sendFeedback = (payload: FeedbackInput) =>
  post<MessageResponse, FeedbackInput>(api.feedback, payload);
