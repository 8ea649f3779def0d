// What a message kind's words are made of, and the check that holds every language to them
// (docs/contract.md §15). A text names the kind's values in braces, as the catalogues do
// ('Complaint {number} received'); a brace naming no value of the kind fails `tsc -b`, and so
// does a language that leaves out a kind it must word.
import { MESSAGE_KINDS, type MessageKind, type MessageValues } from '../notifications';

/** The kinds sent to investors: worded in every language. */
export type InvestorKind = {
  [K in MessageKind]: (typeof MESSAGE_KINDS)[K] extends 'investor' ? K : never;
}[MessageKind];

/** The staff alerts: worded in English only, the desk's language. */
export type StaffKind = Exclude<MessageKind, InvestorKind>;

/** One kind's words in one language. */
export interface Wording {
  /** One line: the renderer joins any line break a value brings into a space. */
  subject: string;
  /** The e-mail's heading (its `<h1>`, the plain text's first line). */
  heading: string;
  /** The e-mail's paragraphs, in order: the plain text's paragraphs and the HTML's `<p>`s. */
  paragraphs: readonly string[];
  /** The SMS (a DLT template with the kind's values in it): short, the number and the fact. */
  sms: string;
}

/** The words every investor message of a language ends with. */
export interface Closing {
  /** Who the message is from (the e-mail's From names the firm). */
  signature: string;
  /** Below the signature: sent automatically, and the firm never asks for a password or OTP. */
  notice: string;
}

/** A {placeholder}: the name of one of the kind's values. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The values a text names, in its order. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * The text itself when each of its {placeholders} is one of `Names`; else a type no text is, whose
 * error message names the stray placeholder (`"… {nam}" & { unknownPlaceholder: "nam" }`).
 */
type CheckText<S, Names extends string> = S extends string
  ? [Exclude<Placeholders<S>, Names>] extends [never]
    ? S
    : S & { unknownPlaceholder: Exclude<Placeholders<S>, Names> }
  : S;

type CheckWording<W, Names extends string> = {
  [F in keyof W]: W[F] extends readonly (infer Text)[]
    ? readonly CheckText<Text, Names>[]
    : CheckText<W[F], Names>;
};

type Checked<T, K extends MessageKind> = {
  [P in keyof T]: P extends K ? CheckWording<T[P], keyof MessageValues[P] & string> : never;
};

/**
 * A language's words for the kinds `K`, each text checked against its kind's values:
 * `wordings<InvestorKind>()({ complaintReceived: {…}, … })`. Every kind of `K` is required and
 * no other is accepted.
 */
export const wordings =
  <K extends MessageKind>() =>
  <const T extends Record<K, Wording>>(kinds: T & Checked<T, K>): Record<K, Wording> =>
    kinds;
