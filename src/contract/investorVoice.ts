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

/**
 * The investor's attachments (docs/contract.md §7b): PDF, JPEG or PNG, the type read from the
 * file's first bytes (never its name or the request's Content-Type), at most `maxBytes` each and
 * `perComplaint` on one complaint.
 */
export const ATTACHMENT_RULES = {
  maxBytes: 5 * 1024 * 1024,
  perComplaint: 5,
  /** What the file picker offers (the server decides by content all the same). */
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  /** The longest file name kept (longer ones are cut, keeping the extension). */
  nameMax: 120,
} as const;

/** The types an attachment is stored as, each with the extension its shown name gets. */
export const ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** The request header that carries the file's name (percent-encoded), the body its bytes. */
export const ATTACHMENT_NAME_HEADER = 'X-File-Name';
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
  attachments: '/complain/:complainNo/attachments',
  attachment: '/complain/:complainNo/attachments/:attachment',
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
  attachments: at(voiceRoutes.attachments),
  attachment: (complainNo: string, id: string) =>
    `${at(voiceRoutes.attachments)(complainNo)}/${encodeURIComponent(id)}`,
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

/**
 * A file the investor attached, as the record keeps it (its bytes are in the store's private
 * attachment files under `file`, never served but to the queue's staff and that investor).
 */
export interface InvestorAttachment {
  /** Random, in the download paths. */
  id: string;
  /** The investor's file name, cleaned, its extension the stored type's. */
  name: string;
  type: AttachmentType;
  /** Bytes as stored. */
  size: number;
  at: string;
  /** The investor, masked, as the history and the audit name them. */
  by: string;
  /** The stored bytes' generated name in the attachment files. */
  file: string;
}

/** An attachment as a page lists it: never the stored file's name. */
export type AttachmentView = Omit<InvestorAttachment, 'file'>;

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
  /** The investor's own attachments, oldest first (download: voiceApi.attachment). */
  attachments: AttachmentView[];
  /**
   * Set once the complaint moved to SMART ODR: its case number and when (the page words what
   * happens next, as the complaintMovedToOdr message does; docs/contract.md §7b).
   */
  odr: { caseNo: string; movedAt: string } | null;
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
  attached: 'voice.attached',
  attachmentType: 'voice.attachmentType',
  attachmentEmpty: 'voice.attachmentEmpty',
  attachmentTooLarge: 'voice.attachmentTooLarge',
  attachmentTooMany: 'voice.attachmentTooMany',
  attachmentUnreadable: 'voice.attachmentUnreadable',
  attachmentActive: 'voice.attachmentActive',
  attachmentNotFound: 'voice.attachmentNotFound',
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
