import { api, type MessageResponse } from '../../contract/api';
import type { ContactPagePayload, QuickContactInput } from '../../contract/schemas';
import { post } from '../../lib/api';

/** The Quick Contact dialog and the contact page's form post to the same endpoint. */
export const sendContactMessage = (payload: QuickContactInput | ContactPagePayload) =>
  post<MessageResponse, QuickContactInput | ContactPagePayload>(api.quickConnect, payload);
