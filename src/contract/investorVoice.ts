// The investor's own voice on a complaint (issue 43; docs/contract.md §7b): a one-time code proves
// the visitor is the complainant, and then they read the officer's replies, reply, reopen a closed
// complaint within its window and rate the resolution. Paths, rules, shapes and schemas, once.
import * as yup from 'yup';
import { API_PREFIX } from './api';

/** The code proof's rules (server/investor/oneTimeCode.ts): stated in the messages and the page. */
export const CODE_RULES = {
  digits: 6,
  /** A code is valid this long after it is sent. */
  validMinutes: 10,
  /** Wrong codes a code survives: the fifth wrong one ends it, and a new one must be asked. */
  tries: 5,
  /** Codes one complaint may be sent per hour, whoever asks (the store's rate windows). */
  perHour: 5,
  /** How long a right code lets the investor act on that one complaint. */
  capabilityMinutes: 30,
} as const;

/** A closed complaint may be reopened by its investor this many days after it was closed. */
export const REOPEN_DAYS = 30;

export const REPLY_MAX = 2000;
export const RATING_COMMENT_MAX = 1000;

/** The cookie that carries the capability; its Path is the complaint's own (voicePaths.base). */
export const PROOF_COOKIE = 'investor_proof';

/** The server's patterns, relative to API_PREFIX (ours, not the spec's: docs/contract.md §7b). */
export const voiceRoutes = {
  code: '/complain/:complainNo/code',
  proof: '/complain/:complainNo/proof',
  conversation: '/complain/:complainNo/conversation',
  replies: '/complain/:complainNo/replies',
  reopen: '/complain/:complainNo/reopen',
  rating: '/complain/:complainNo/rating',
} as const;

const at = (pattern: string) => (complainNo: string) =>
  API_PREFIX + pattern.replace(':complainNo', encodeURIComponent(complainNo));

export const voiceApi = {
  /** Every path of one complaint is under this: the capability cookie's Path. */
  base: at('/complain/:complainNo'),
  code: at(voiceRoutes.code),
  proof: at(voiceRoutes.proof),
  conversation: at(voiceRoutes.conversation),
  replies: at(voiceRoutes.replies),
  reopen: at(voiceRoutes.reopen),
  rating: at(voiceRoutes.rating),
} as const;

/** One message of the conversation: the firm's (a grievance officer's reply) or the investor's. */
export interface ConversationReply {
  from: 'firm' | 'investor';
  /** The staff member's username, or the investor (masked); the investor's page shows neither. */
  by: string;
  at: string;
  text: string;
}

/** The investor's rating of the resolution. */
export interface ResolutionRating {
  stars: number;
  comment: string;
  at: string;
}

/** What the investor reads after the code: never a staff-only note (docs/contract.md §11). */
export interface InvestorConversation {
  complainNo: string;
  status: string;
  /** When it was last closed; null while open. */
  closedAt: string | null;
  /** Until when it may be reopened; null unless closed and still within the window. */
  reopenUntil: string | null;
  replies: { from: 'firm' | 'investor'; at: string; text: string }[];
  rating: { stars: number; comment: string; at: string } | null;
}

/** Where the code was sent: masked, so the page can say where to look. */
export interface CodeSent {
  sentTo: string[];
  validMinutes: number;
}

/** The answers' shapes (`data`), as ApiAnswers names the spec's. */
export interface VoiceAnswers {
  code: { message: string; data: CodeSent };
  proof: { message: string; data: { until: string } };
  conversation: { data: InvestorConversation };
}

/** The catalogue keys of the server's messages (src/i18n/catalogs/*Voice.ts). */
export const voiceMsg = {
  codeSent: 'voice.codeSent',
  noAddress: 'voice.noAddress',
  tooManyCodes: 'voice.tooManyCodes',
  codeWrong: 'voice.codeWrong',
  codeFormat: 'voice.codeFormat',
  codeExpired: 'voice.codeExpired',
  codeSpent: 'voice.codeSpent',
  noCode: 'voice.noCode',
  proved: 'voice.proved',
  proofNeeded: 'voice.proofNeeded',
  replySaved: 'voice.replySaved',
  replyRequired: 'voice.replyRequired',
  reopened: 'voice.reopened',
  notClosed: 'voice.notClosed',
  reopenTooLate: 'voice.reopenTooLate',
  rated: 'voice.rated',
  notRatable: 'voice.notRatable',
  starsInvalid: 'voice.starsInvalid',
  textMax: 'voice.textMax',
} as const;

export const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(voiceMsg.codeFormat)
    .matches(/^\d{6}$/, voiceMsg.codeFormat),
});

export const replySchema = yup.object({
  text: yup.string().trim().required(voiceMsg.replyRequired).max(REPLY_MAX, voiceMsg.textMax),
});

export const reopenSchema = yup.object({
  reason: yup.string().trim().required(voiceMsg.replyRequired).max(REPLY_MAX, voiceMsg.textMax),
});

export const ratingSchema = yup.object({
  stars: yup
    .number()
    .typeError(voiceMsg.starsInvalid)
    .required(voiceMsg.starsInvalid)
    .integer(voiceMsg.starsInvalid)
    .min(1, voiceMsg.starsInvalid)
    .max(5, voiceMsg.starsInvalid),
  comment: yup.string().trim().default('').max(RATING_COMMENT_MAX, voiceMsg.textMax),
});
