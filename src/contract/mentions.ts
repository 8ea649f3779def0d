// Mentions in staff-only notes (issue 43; docs/contract.md §11, Owners and notes): `@username` of a
// staff member who reads the note's queue tells them on the desk; any other `@word` stays text.
import type { QueueName } from './desk';

/** `@` then a username (USERNAME_PATTERN's letters), not inside an e-mail address or a word. */
const MENTION = /(?<![\w.@])@([a-z0-9._-]{2,32})(?![\w-])/gi;

/** The usernames a note's text mentions, lower-cased, each once, in the order written. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase().replace(/\.+$/, ''));
  return [...new Set(names)];
}

/** The newest mentions a staff member keeps (older ones are dropped). */
export const MENTIONS_KEPT = 50;

/** One mention of the signed-in staff member: where, by whom, when, which note. */
export interface DeskMention {
  queue: QueueName;
  key: string;
  by: string;
  at: string;
  /** The note's number on the record (its text is on the record, for those who read it). */
  note: number;
  /** Not yet seen: after the staff member last opened their mentions. */
  unread: boolean;
}

export interface MentionsAnswer {
  data: DeskMention[];
  unread: number;
}

export const mentionsApi = {
  /** GET → MentionsAnswer, newest first. */
  list: '/api/desk/mentions',
  /** POST (no body) → 204: every mention so far is seen. */
  seen: '/api/desk/mentions/seen',
} as const;
