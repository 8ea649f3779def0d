// The one-time-code proof that a visitor is a record's sender (docs/contract.md §7b), for any
// record: the complaint's investor today, a data principal's request (issue 44) next. A code is
// 6 random digits, sent through the outbox (the caller words the messages), kept only as a salted
// hash, valid CODE_RULES.validMinutes, ended by its fifth wrong try; each record may be sent
// CODE_RULES.perHour codes an hour, counted in the store's rate windows so the count holds over
// every app server. A right code gives a random capability token for that one record, kept hashed
// and valid CODE_RULES.capabilityMinutes; nothing else is ever reachable with it.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RULES } from '../../src/contract/investorVoice';
import {
  DuplicateKeyError,
  StaleVersionError,
  type InvestorProofRecord,
  type QueuedMessage,
  type Store,
  type Stored,
} from '../store/types';
import { voiceMsg } from '../../src/contract/investorVoice';
import type { Translate } from '../../src/i18n/validation';

const MINUTE = 60_000;
/** Concurrent asks or guesses on one record: each is re-read and tried again, a few times. */
const RACES = 4;

/** The rate window the codes of one record spend (the key is the record's ref). */
const CODE_WINDOW = { name: 'proof-code', limit: CODE_RULES.perHour, windowMs: 60 * MINUTE };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function codeMatches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  return sameHash(hash, sha256(`${salt}:${code}`));
}

/**
 * The proof's ref of an address a visitor gives (a data principal's request, docs/contract.md
 * §7c): the address is kept only as a hash in the proofs, as the code is.
 */
export const addressRef = (scope: string, address: { channel: string; to: string }) =>
  `${scope}/${address.channel}/${sha256(address.to)}`;

export type AskResult = { ok: true; issued: number } | { ok: false; retryAfterMs: number };

/**
 * Sends `ref`'s sender a new code: the old one (if any) ends, the tries start again. `messages`
 * words the code for each of the sender's channels; they are queued in the same transaction as
 * the code's hash, so a stored code always has its message and a queued message always its code.
 * `issued` numbers the code (the messages' outbox event).
 */
export async function askCode(
  store: Store,
  ref: string,
  now: Date,
  messages: (code: string, issued: number) => QueuedMessage[],
): Promise<AskResult> {
  const window = await store.rateWindows.hit(CODE_WINDOW, ref);
  if (!window.allowed) return { ok: false, retryAfterMs: window.retryAfterMs };
  const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
  const fresh = {
    codeHash: hashCode(code),
    codeExpiresAt: new Date(now.getTime() + CODE_RULES.validMinutes * MINUTE).toISOString(),
    triesLeft: CODE_RULES.tries,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const issued = await store.transaction(async (tx) => {
        const proofs = tx.within(store.investorProofs);
        const current = await store.investorProofs.findBy('ref', ref);
        const saved = current
          ? await proofs.update(current.id, current.version, (p) => ({
              ...p,
              ...fresh,
              issued: p.issued + 1,
            }))
          : await proofs.insert({ ref, issued: 1, ...fresh });
        for (const message of messages(code, saved.issued)) await tx.queue(message);
        return saved.issued;
      });
      return { ok: true, issued };
    } catch (err) {
      const raced = err instanceof StaleVersionError || err instanceof DuplicateKeyError;
      if (!raced || attempt === RACES) throw err;
    }
  }
}

export type CheckResult =
  | { ok: true; token: string; until: Date }
  | { ok: false; reason: 'none' | 'expired' | 'spent' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

/** Why a code was refused, in the investor's language (the `code` field's 400 message). */
export function codeRefusal(t: Translate, result: Exclude<CheckResult, { ok: true }>): string {
  if (result.reason === 'wrong') return t(voiceMsg.codeWrong, { left: result.triesLeft });
  const words = { none: voiceMsg.noCode, expired: voiceMsg.codeExpired, spent: voiceMsg.codeSpent };
  return t(words[result.reason]);
}

/**
 * Checks `code` against `ref`'s last code. Each try spends one of the code's tries by a versioned
 * update before its verdict is answered, so guesses sent at once over several servers never get
 * more than CODE_RULES.tries between them. A right code is used up and gives the capability.
 */
export async function checkCode(
  store: Store,
  ref: string,
  code: string,
  now: Date,
): Promise<CheckResult> {
  for (let attempt = 1; ; attempt++) {
    const proof = await store.investorProofs.findBy('ref', ref);
    if (!proof?.codeHash) return { ok: false, reason: proof?.issued ? 'spent' : 'none' };
    if (Date.parse(proof.codeExpiresAt ?? '') <= now.getTime())
      return { ok: false, reason: 'expired' };
    if (proof.triesLeft <= 0) return { ok: false, reason: 'spent' };
    const right = codeMatches(proof.codeHash, code);
    const token = right ? randomBytes(32).toString('base64url') : '';
    const until = new Date(now.getTime() + CODE_RULES.capabilityMinutes * MINUTE);
    try {
      const saved = await store.investorProofs.update(proof.id, proof.version, (p) =>
        right
          ? withoutCode({
              ...p,
              capabilityHash: sha256(token),
              capabilityExpiresAt: until.toISOString(),
            })
          : p.triesLeft <= 1
            ? withoutCode({ ...p, triesLeft: 0 })
            : { ...p, triesLeft: p.triesLeft - 1 },
      );
      if (right) return { ok: true, token, until };
      return saved.triesLeft > 0
        ? { ok: false, reason: 'wrong', triesLeft: saved.triesLeft }
        : { ok: false, reason: 'spent' };
    } catch (err) {
      if (!(err instanceof StaleVersionError) || attempt === RACES) throw err;
    }
  }
}

/** A used or spent code is forgotten: only a new one can be tried. */
function withoutCode(p: Stored<InvestorProofRecord>): Stored<InvestorProofRecord> {
  const rest: Stored<InvestorProofRecord> = { ...p };
  delete rest.codeHash;
  delete rest.codeExpiresAt;
  return rest;
}

/** Whether `token` is the live capability of `ref` (and of no other record). */
export async function hasCapability(
  store: Store,
  ref: string,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const proof = await store.investorProofs.findBy('ref', ref);
  if (!proof?.capabilityHash || !proof.capabilityExpiresAt) return false;
  if (Date.parse(proof.capabilityExpiresAt) <= now.getTime()) return false;
  return sameHash(proof.capabilityHash, sha256(token));
}
