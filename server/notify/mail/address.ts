// What may go into an e-mail's headers (issue 42): addresses checked before nodemailer parses them,
// and display text (names, subjects) kept to one line. nodemailer encodes header values, but it
// keeps a CR/LF inside a display name's encoded word, which a reader's mail program then shows as a
// line break; a Unicode line or paragraph separator is no safer to show.

/** A mailbox as nodemailer takes it: a display name (may be empty) and an address. */
export interface Mailbox {
  name: string;
  address: string;
}

// One address, nothing else: no spaces, controls, separators or the characters that make an
// address list (`,;<>()"[]\:`), so nodemailer's address parser can read it only as itself. Domains
// may be internationalised (nodemailer sends them as punycode); a local part outside ASCII needs a
// server that offers SMTPUTF8.
const ATOM = String.raw`[^\s\p{Cc}@,;<>()"[\]\\:]+`;
const ADDRESS = new RegExp(`^${ATOM}@${ATOM}$`, 'u');

export function isMailAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value) && !/^\.|\.\.|\.@|@\.|\.$/.test(value);
}

/** Runs of control characters and line/paragraph separators (CR, LF, NEL, U+2028…) become a space. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}
