// The investor's own voice's calls (docs/contract.md §7b): loaded with its panel, after a lookup.
import type { MessageResponse } from '../../contract/api';
import {
  ATTACHMENT_NAME_HEADER,
  voiceApi,
  type InvestorConversation,
  type VoiceAnswers,
} from '../../contract/investorVoice';
import { get, send, upload } from '../../lib/api';

export const askCode = (no: string) => send<VoiceAnswers['code']>('POST', voiceApi.code(no), {});
export const proveCode = (no: string, code: string) =>
  send<VoiceAnswers['proof']>('POST', voiceApi.proof(no), { code });
export const fetchConversation = (no: string) =>
  get<VoiceAnswers['conversation']>(voiceApi.conversation(no));
export const sendReply = (no: string, text: string) =>
  send<MessageResponse<InvestorConversation>>('POST', voiceApi.replies(no), { text });
export const reopen = (no: string, reason: string) =>
  send<MessageResponse<InvestorConversation>>('POST', voiceApi.reopen(no), { reason });
export const rate = (no: string, stars: number, comment: string) =>
  send<MessageResponse<InvestorConversation>>('PUT', voiceApi.rating(no), { stars, comment });
export const attach = (no: string, file: File) =>
  upload<MessageResponse<InvestorConversation>>(voiceApi.attachments(no), file, {
    [ATTACHMENT_NAME_HEADER]: encodeURIComponent(file.name),
  });
