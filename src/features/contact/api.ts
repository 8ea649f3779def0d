import { api, type MessageResponse } from '../../contract/api';
import type { ContactPageInput, QuickContactInput } from '../../contract/schemas';
import { post } from '../../lib/api';

/** The Quick Contact dialog and the contact page's form post to the same endpoint. */
export const sendContactMessage = (payload: QuickContactInput | ContactPageInput) =>
  post<MessageResponse, QuickContactInput | ContactPageInput>(api.quickConnect, payload);
