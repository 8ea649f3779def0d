// Mentions in staff-only notes (issue 43; docs/contract.md §11, Owners and notes): each staff
// member mentioned by `@username` in a note, who reads the note's queue, is told on the desk. The
// mentions are kept on the mentioned account (`mentions`, the newest MENTIONS_KEPT, and
// `mentionsSeenAt`), so no table is added; a second step after the note is stored, retried on an
// account changed meanwhile (a sign-in), never failing the note: a mention is a desk notice, not
// a record of the firm.
import type { QueueName } from '../../src/contract/desk';
import {
  mentionedNames,
  MENTIONS_KEPT,
  type DeskMention,
  type MentionsAnswer,
} from '../../src/contract/mentions';
import { StaleVersionError, type Store, type StaffMention } from '../store/types';
import { worksQueue } from './owners';

const TRIES = 5;

/** Whether an account may be told of a note on `queue`: it reads the queue. */
const readsQueue = (queue: QueueName, roles: readonly string[]) =>
  worksQueue(queue, roles) || roles.includes('auditor');

/**
 * Tells each staff member `text` mentions (not its author, not an unknown or disabled account, not
 * one who cannot read the queue); answers the usernames told.
 */
export async function notifyMentions(
  store: Store,
  mention: Omit<StaffMention, 'note'> & { note: number; queue: QueueName },
  text: string,
): Promise<string[]> {
  const told: string[] = [];
  try {
    await tell(store, mention, text, told);
  } catch {
    // The note is stored: a store error here costs only the notice, as with round robin.
  }
  return told;
}

async function tell(
  store: Store,
  mention: StaffMention & { queue: QueueName },
  text: string,
  told: string[],
): Promise<void> {
  for (const name of mentionedNames(text)) {
    if (name === mention.by) continue;
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const account = await store.staffUsers.findBy('username', name);
      if (!account || account.disabled || !readsQueue(mention.queue, account.roles)) break;
      try {
        await store.staffUsers.update(account.id, account.version, (current) => ({
          ...current,
          mentions: [mention, ...(current.mentions ?? [])].slice(0, MENTIONS_KEPT),
        }));
        told.push(name);
        break;
      } catch (err) {
        if (!(err instanceof StaleVersionError)) throw err;
      }
    }
  }
}

/** The signed-in staff member's mentions, newest first, and how many are unread. */
export async function mentionsOf(store: Store, username: string): Promise<MentionsAnswer> {
  const account = await store.staffUsers.findBy('username', username);
  const seenAt = account?.mentionsSeenAt ?? '';
  const data: DeskMention[] = (account?.mentions ?? []).map((m) => ({
    ...m,
    queue: m.queue as QueueName,
    unread: m.at > seenAt,
  }));
  return { data, unread: data.filter((m) => m.unread).length };
}

/** Marks every mention so far as seen. */
export async function markMentionsSeen(store: Store, username: string, now: Date): Promise<void> {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const account = await store.staffUsers.findBy('username', username);
    if (!account) return;
    try {
      await store.staffUsers.update(account.id, account.version, (current) => ({
        ...current,
        mentionsSeenAt: now.toISOString(),
      }));
      return;
    } catch (err) {
      if (!(err instanceof StaleVersionError) || attempt === TRIES) throw err;
    }
  }
}
