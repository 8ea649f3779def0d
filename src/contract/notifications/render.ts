// A message kind worded in a language (docs/contract.md §15): the e-mail's subject, plain text and
// HTML, and the SMS, from one set of words (templates.*.ts), so the two e-mail parts never differ.
// Times are worded as the site words them (formatIst, the freeze's acknowledgement); every value
// is escaped in the HTML, and no value can break a subject or an SMS into a second line.
import { escapeHtml, isOtherSite } from '../html';
import { INTL_LOCALE, HTML_LANG, type Language } from '../../i18n/languages';
import { formatIst } from '../messages';
import {
  MESSAGE_KINDS,
  type MessageKind,
  type MessageValues,
  type RenderedMessage,
} from '../notifications';
import { enClosing, enInvestor, enStaff } from './templates.en';
import { guClosing, guInvestor } from './templates.gu';
import { hiClosing, hiInvestor } from './templates.hi';
import {
  PLACEHOLDER,
  placeholders,
  type Closing,
  type InvestorKind,
  type StaffKind,
  type Wording,
} from './wording';

const INVESTOR: Record<Language, { kinds: Record<InvestorKind, Wording>; closing: Closing }> = {
  en: { kinds: enInvestor, closing: enClosing },
  hi: { kinds: hiInvestor, closing: hiClosing },
  gu: { kinds: guInvestor, closing: guClosing },
};

/** The values that may run over several lines (a staff member's note); all others are one line. */
const MULTILINE: ReadonlySet<string> = new Set(['resolution', 'reason', 'reply']);

/** Line breaks (CR, LF, NEL, the Unicode separators) and other control characters. */
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line: every run of line breaks and control characters becomes one space. */
export const oneLine = (text: string): string => text.replace(BREAKS, ' ').trim();

/** Several lines, each made safe as `oneLine` makes a line; CRLF and CR read as LF. */
const lines = (text: string): string =>
  text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .split('\n')
    .map(oneLine)
    .join('\n')
    .trim();

/** The words a kind is sent with in a language: staff alerts are English, the desk's language. */
function wordingOf(
  kind: MessageKind,
  language: Language,
): { wording: Wording; language: Language } {
  if (MESSAGE_KINDS[kind] === 'staff')
    return { wording: enStaff[kind as StaffKind], language: 'en' };
  return { wording: INVESTOR[language].kinds[kind as InvestorKind], language };
}

/** Each value as the investor reads it: `…At` times in IST in their language, text made safe. */
function worded(values: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (name.endsWith('At')) {
        if (Number.isNaN(Date.parse(value))) throw new Error(`${name} is not a time`);
        return [name, formatIst(value, INTL_LOCALE[language])];
      }
      return [name, MULTILINE.has(name) ? lines(value) : oneLine(value)];
    }),
  );
}

/** A text with its {placeholders} filled, each piece of it passed through `plain` or `value`. */
function fill(
  text: string,
  values: Record<string, string>,
  plain: (text: string) => string,
  value: (name: string, value: string) => string,
): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!(name in values)) throw new Error(`No value for {${name}}`);
    out += plain(text.slice(at, match.index)) + value(name, values[name]!);
    at = match.index + match[0].length;
  }
  return out + plain(text.slice(at));
}

const asText = (text: string, values: Record<string, string>) =>
  fill(
    text,
    values,
    (plain) => plain,
    (_, value) => value,
  );

const LINK = 'color:#0b4f9c;text-decoration:underline;';

/** A value in the HTML: escaped; a web link made a link; a multi-line value's breaks kept. */
function htmlValue(name: string, value: string): string {
  if (name.endsWith('Url') && isOtherSite(value)) {
    return `<a href="${escapeHtml(value)}" style="${LINK}">${escapeHtml(value)}</a>`;
  }
  return escapeHtml(value).replace(/\n/g, '<br>');
}

const asHtml = (text: string, values: Record<string, string>) =>
  fill(text, values, escapeHtml, htmlValue);

function html(
  language: Language,
  subject: string,
  heading: string,
  paragraphs: string[],
  closing: string[],
): string {
  const p = (body: string, style = '') => `<p style="margin:0 0 16px;${style}">${body}</p>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${HTML_LANG[language]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    `<div lang="${HTML_LANG[language]}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2937;font-family:Arial,'Noto Sans','Noto Sans Devanagari','Noto Sans Gujarati',sans-serif;font-size:16px;line-height:1.6;">`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0b3b6f;">${heading}</h1>`,
    ...paragraphs.map((body) => p(body)),
    ...closing.map((body) => p(body, 'color:#4b5563;font-size:14px;')),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * `kind` worded from `values` in `language` (staff alerts always in English). Throws when a time
 * value is not an ISO instant: the outbox records the reason and the message is not sent garbled.
 */
export function renderMessage<K extends MessageKind>(
  kind: K,
  values: MessageValues[K],
  language: Language,
): RenderedMessage {
  const { wording, language: used } = wordingOf(kind, language);
  const filled = worded(values as Record<string, string>, used);
  const closing =
    MESSAGE_KINDS[kind] === 'investor'
      ? [INVESTOR[used].closing.signature, INVESTOR[used].closing.notice]
      : [];
  const subject = oneLine(asText(wording.subject, filled));
  const heading = oneLine(wording.heading);
  const paragraphs = wording.paragraphs.map((text) => asText(text, filled));
  return {
    subject,
    text: [heading, ...paragraphs, ...closing].join('\n\n') + '\n',
    html: html(
      used,
      subject,
      escapeHtml(heading),
      wording.paragraphs.map((text) => asHtml(text, filled)),
      closing.map(escapeHtml),
    ),
    sms: oneLine(asText(wording.sms, filled)),
  };
}

/**
 * The values an SMS of `kind` carries, in their order: the same in every language (render.test.ts),
 * so they can fill a DLT template's variables. Never a name or a staff member's free text.
 */
export const smsValueNames = (kind: MessageKind): string[] =>
  placeholders(wordingOf(kind, 'en').wording.sms);
