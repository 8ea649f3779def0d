// The site data's desk (docs/contract.md §13c): the sections of the firm's site data editors
// change (scrolling notices, contacts, escalation matrix, key personnel, client bank accounts,
// registrations, validated UPI handles, official channels, the fraud warning), in English and as Hindi and Gujarati translations; their paths, the form every
// section is edited as, its rules and messages, and the answers.
import * as yup from 'yup';
import { contentMsg, SAFE_LINK, type ContentVersionView } from './contentDesk';
import { SITE_FIELD_MAX_LINES, SITE_SECTION_MAX_ROWS } from './limits';
import { inOrder, isScheduleTime, phaseAt, scheduleMsg, type SchedulePhase } from './schedule';

export const SITE_DESK_LANGUAGES = ['en', 'hi', 'gu'] as const;
export type SiteDeskLanguage = (typeof SITE_DESK_LANGUAGES)[number];

export const siteMsg = {
  sectionUnknown: 'No such section of the site data.',
  languageUnknown: 'The language is en, hi or gu.',
  invalid: 'Please correct the marked fields.',
  stale: 'Someone else saved this section meanwhile. Reload it and try again.',
  phoneInvalid: 'Enter a phone number: digits, spaces, brackets, + and -.',
  emailInvalid: 'Enter a valid e-mail address.',
  iconInvalid: 'An icon is a short name such as shield or bank.',
  tooManyRows: `At most ${SITE_SECTION_MAX_ROWS} rows.`,
  tooManyLines: `At most ${SITE_FIELD_MAX_LINES} lines.`,
} as const;

/**
 * What a field holds. `text`, `long` and `lines` are words an investor reads, translated on the
 * Hindi and Gujarati tabs; `plain` (numbers, codes), `phone`, `email`, `link` and `icon` are the
 * same in every language and stay out of a translation. `time` is a row's publish or unpublish
 * time (docs/contract.md §13e), ISO 8601 with its zone, stored in UTC, never shown to visitors.
 */
export type SiteFieldKind =
  'text' | 'long' | 'lines' | 'plain' | 'phone' | 'email' | 'link' | 'icon' | 'time';

export interface SiteField {
  name: string;
  label: string;
  kind: SiteFieldKind;
  optional?: boolean;
  /** A text the specification fixes (a popup's title): edited in English, never translated. */
  untranslated?: boolean;
  /** A `time` that must come after this other field's time (an unpublish time). */
  after?: string;
}

export interface SiteSectionDef {
  label: string;
  /** One line for the editor: where visitors see it. */
  shownOn: string;
  /** Where the section lives in `SiteConfig` (and in its language overlays). */
  path: readonly string[];
  /** Text fields of the object at `path` (none when the section is a plain list). */
  head: readonly SiteField[];
  /** The section's list: its key in the object at `path` (none: the value is the list itself). */
  listKey?: string;
  /** A table's cells in column order: a row field's name, or `#` for the row's number. */
  cells?: readonly string[];
  noun: string;
  rows: readonly SiteField[];
}

const field = (name: string, label: string, kind: SiteFieldKind, more: Partial<SiteField> = {}) =>
  ({ name, label, kind, ...more }) satisfies SiteField;

export const SITE_SECTIONS = {
  notices: {
    label: 'Scrolling notices',
    shownOn: 'The home page, under the tiles',
    path: ['home', 'notices'],
    head: [],
    noun: 'notice',
    rows: [
      field('label', 'Notice', 'long'),
      field('href', 'Link', 'link', { optional: true }),
      field('icon', 'Icon', 'icon', { optional: true }),
      // Each notice's own times (docs/contract.md §13e): on the ticker only between them.
      field('publishAt', 'Publish at', 'time', { optional: true }),
      field('unpublishAt', 'Unpublish at', 'time', { optional: true, after: 'publishAt' }),
    ],
  },
  contacts: {
    label: 'Contacts',
    shownOn: 'The header, the footer, Contact us and the forms’ privacy notice',
    path: ['contact'],
    head: [
      field('phoneDisplay', 'Phone as shown', 'plain'),
      field('phone', 'Phone to dial', 'phone'),
      field('supportEmail', 'Support e-mail', 'email'),
      field('hours', 'Office hours', 'text'),
      field('dataOfficer', 'Grievance officer for personal data', 'text', { optional: true }),
      field('dataOfficerEmail', 'Their e-mail', 'email', { optional: true }),
    ],
    listKey: 'offices',
    noun: 'office',
    rows: [
      field('title', 'Office', 'text'),
      field('lines', 'Address (one line each)', 'lines'),
      field('phone', 'Phone', 'phone', { optional: true }),
      field('email', 'E-mail', 'email', { optional: true }),
    ],
  },
  escalation: {
    label: 'Escalation matrix',
    shownOn: 'Contact us',
    path: ['contactPage', 'escalationMatrix'],
    head: [],
    noun: 'level',
    rows: [
      field('level', 'Level', 'text'),
      field('contactPerson', 'Contact person', 'text'),
      field('designation', 'Designation', 'text'),
      field('address', 'Address', 'long'),
      field('phone', 'Phone', 'phone'),
      field('email', 'E-mail', 'email'),
      field('workingHours', 'Working hours', 'text'),
    ],
  },
  'key-personnel': {
    label: 'Key managerial personnel',
    shownOn: 'The investor charter’s popup',
    path: ['investorCharter', 'keyPersonnel'],
    head: [field('caption', 'Title', 'text', { untranslated: true })],
    listKey: 'rows',
    cells: ['#', 'name', 'designation', 'phone', 'email'],
    noun: 'person',
    rows: [
      field('name', 'Name', 'text'),
      field('designation', 'Designation', 'text'),
      field('phone', 'Contact number', 'phone'),
      field('email', 'E-mail', 'email'),
    ],
  },
  'bank-accounts': {
    label: 'Client bank accounts',
    shownOn: 'The investor charter’s popup and Pay only to our validated accounts',
    path: ['investorCharter', 'clientBankAccounts'],
    head: [field('caption', 'Title', 'text', { untranslated: true })],
    listKey: 'rows',
    cells: ['accountNo', 'ifsc', 'type'],
    noun: 'account',
    rows: [
      field('accountNo', 'Bank account no.', 'plain'),
      field('ifsc', 'IFSC', 'plain'),
      field('type', 'Account type', 'text'),
    ],
  },
  registrations: {
    label: 'Registration numbers',
    shownOn: 'The footer of every page and Our registrations and official channels',
    path: ['footer', 'registrations'],
    head: [field('title', 'Heading', 'text')],
    listKey: 'items',
    noun: 'registration',
    rows: [
      field('label', 'Registration', 'text'),
      field('value', 'Number', 'plain'),
      field('href', 'Link', 'link', { optional: true }),
    ],
  },
  'upi-handles': {
    label: 'Validated UPI handles',
    shownOn: 'Pay only to our validated accounts, with their QR codes',
    path: ['trust', 'upi'],
    head: [field('title', 'Heading', 'text'), field('intro', 'Introduction', 'long')],
    listKey: 'rows',
    noun: 'UPI handle',
    rows: [
      field('handle', 'UPI handle (name.brk@valid…)', 'plain'),
      field('payee', 'Payee name in the QR code', 'plain'),
      field('bank', 'Bank', 'text'),
    ],
  },
  'official-channels': {
    label: 'Official channels',
    shownOn: 'Our registrations and official channels',
    path: ['trust', 'channels'],
    head: [field('title', 'Heading', 'text'), field('intro', 'Introduction', 'long')],
    listKey: 'rows',
    noun: 'channel',
    rows: [
      field('kind', 'Kind (Website, Trading app, Social media…)', 'text'),
      field('label', 'Name', 'text'),
      field('value', 'Address or number as shown', 'plain'),
      field('href', 'Link', 'link', { optional: true }),
    ],
  },
  'fraud-warning': {
    label: 'Fraud warning',
    shownOn: 'The footer of every page and Report a fraud',
    path: ['trust', 'fraudWarning'],
    head: [
      field('title', 'Heading', 'text'),
      field('text', 'Warning', 'long'),
      field('lead', 'Lead-in of the list', 'text'),
      field('report', 'Link text to report a fraud', 'text'),
    ],
    listKey: 'neverAsk',
    noun: 'thing we never ask for',
    rows: [field('label', 'We never ask for…', 'long')],
  },
} as const satisfies Record<string, SiteSectionDef>;

export type SiteSection = keyof typeof SITE_SECTIONS;
export const SITE_SECTION_NAMES = Object.keys(SITE_SECTIONS) as SiteSection[];

export function isSiteSection(name: string): name is SiteSection {
  return Object.hasOwn(SITE_SECTIONS, name);
}
export function isSiteDeskLanguage(name: string): name is SiteDeskLanguage {
  return (SITE_DESK_LANGUAGES as readonly string[]).includes(name);
}

const sectionDef = (section: SiteSection): SiteSectionDef => SITE_SECTIONS[section];

/** Words an investor reads: the fields of a Hindi or Gujarati tab. */
export const isTranslated = (f: SiteField) =>
  (f.kind === 'text' || f.kind === 'long' || f.kind === 'lines') && !f.untranslated;

/** The fields a language's tab edits. */
export function sectionFields(section: SiteSection, language: SiteDeskLanguage) {
  const def = sectionDef(section);
  const keep = (f: SiteField) => language === 'en' || isTranslated(f);
  return { head: def.head.filter(keep), rows: def.rows.filter(keep) };
}

/**
 * A section as the editor edits it, in every section and language alike: its heading fields and
 * its rows, every value a string (a multi-line field one line per line; an empty string is no
 * value, and on a translation tab "as in English").
 */
export interface SectionForm {
  head: Record<string, string>;
  rows: Record<string, string>[];
}

/** A row with every field of the language's tab empty: what "Add" makes. */
export function blankRow(section: SiteSection, language: SiteDeskLanguage) {
  return Object.fromEntries(sectionFields(section, language).rows.map((f) => [f.name, '']));
}

// --- Rules -----------------------------------------------------------------------------------

const LENGTHS: Record<SiteFieldKind, number> = {
  text: 120,
  long: 400,
  lines: 120 * SITE_FIELD_MAX_LINES,
  plain: 200,
  phone: 20,
  email: 120,
  link: 300,
  icon: 30,
  time: 40,
};

/** An empty optional field is no value, not a bad one. */
const pattern = (message: string) => ({ message, excludeEmptyString: true });

function fieldSchema(f: SiteField, language: SiteDeskLanguage) {
  let s = yup.string().trim().max(LENGTHS[f.kind], contentMsg.tooLong);
  if (f.kind === 'phone') s = s.matches(/^\+?[\d ()-]{6,19}$/, pattern(siteMsg.phoneInvalid));
  if (f.kind === 'email') s = s.email(siteMsg.emailInvalid);
  if (f.kind === 'link') s = s.matches(SAFE_LINK, pattern(contentMsg.linkInvalid));
  if (f.kind === 'icon') s = s.matches(/^[a-z][a-z-]{0,29}$/, pattern(siteMsg.iconInvalid));
  if (f.kind === 'time')
    s = s.test('time', scheduleMsg.timeInvalid, (v) => !v || isScheduleTime(v));
  const after = f.after;
  if (after) {
    s = s.test('order', scheduleMsg.order, (v, ctx) =>
      inOrder((ctx.parent as Record<string, string | undefined>)[after], v),
    );
  }
  if (f.kind === 'lines') {
    s = s.test(
      'lines',
      siteMsg.tooManyLines,
      (v) => !v || v.split('\n').length <= SITE_FIELD_MAX_LINES,
    );
  }
  // A translation may leave any field empty: it then shows in English.
  return language === 'en' && !f.optional ? s.required(contentMsg.required) : s.default('');
}

const objectOf = (fields: readonly SiteField[], language: SiteDeskLanguage) =>
  yup.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, language)])));

/** The rules of one section's form in one language (the server and the editor run the same). */
export function sectionSchema(section: SiteSection, language: SiteDeskLanguage) {
  const { head, rows } = sectionFields(section, language);
  return yup.object({
    head: objectOf(head, language),
    rows: yup
      .array(objectOf(rows, language).required())
      .max(SITE_SECTION_MAX_ROWS, siteMsg.tooManyRows)
      .default([]),
  });
}

/**
 * Only the section's own fields, each a string (anything else is an empty field): a body's other
 * keys, `constructor` and the like included, never reach the rules or the store.
 */
export function ownForm(
  section: SiteSection,
  language: SiteDeskLanguage,
  value: unknown,
): SectionForm {
  const { head, rows } = sectionFields(section, language);
  const pick = (fields: readonly SiteField[], from: unknown) => {
    const record = isRecord(from) ? from : {};
    return Object.fromEntries(
      fields.map((f) => {
        const v = Object.hasOwn(record, f.name) ? record[f.name] : undefined;
        return [f.name, typeof v === 'string' ? v : ''];
      }),
    );
  };
  const body = isRecord(value) ? value : {};
  const list = Array.isArray(body.rows) ? (body.rows as unknown[]) : [];
  return { head: pick(head, body.head), rows: list.map((row) => pick(rows, row)) };
}

// --- Between the site data and the form ------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The section's part of the site data or of a language overlay (`undefined` when left out). */
export function sectionValue(document: unknown, section: SiteSection): unknown {
  let at: unknown = document;
  for (const key of sectionDef(section).path) at = isRecord(at) ? at[key] : undefined;
  return at;
}

/** `document` with the section's part replaced (a new object along the path, the rest shared). */
export function withSection<T>(document: T, section: SiteSection, value: unknown): T {
  const put = (at: unknown, path: readonly string[]): unknown => {
    if (path.length === 0) return value;
    const [key, ...rest] = path as [string, ...string[]];
    const object = isRecord(at) ? at : {};
    return { ...object, [key]: put(object[key], rest) };
  };
  return put(document, sectionDef(section).path) as T;
}

const listOf = (def: SiteSectionDef, value: unknown): unknown[] => {
  const list = def.listKey ? (isRecord(value) ? value[def.listKey] : undefined) : value;
  return Array.isArray(list) ? list : [];
};

const toText = (v: unknown) =>
  typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v.filter((l) => typeof l === 'string').join('\n')
      : '';

/** One row of the form from a stored row (an object, or a table's cells). */
function rowForm(def: SiteSectionDef, fields: readonly SiteField[], row: unknown) {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const at = def.cells ? def.cells.indexOf(f.name) : -1;
    const v = def.cells
      ? Array.isArray(row)
        ? row[at]
        : undefined
      : isRecord(row)
        ? row[f.name]
        : undefined;
    out[f.name] = toText(v);
  }
  return out;
}

/**
 * The form of a section's stored part. For a translation (`english` given) the rows follow the
 * English rows by position, as the app lays them (docs/contract.md §7a).
 */
export function sectionForm(
  section: SiteSection,
  language: SiteDeskLanguage,
  value: unknown,
  english?: SectionForm,
): SectionForm {
  const def = sectionDef(section);
  const { head, rows } = sectionFields(section, language);
  const list = listOf(def, value);
  const count = english ? english.rows.length : list.length;
  return {
    head: rowForm({ ...def, cells: undefined }, head, value),
    rows: Array.from({ length: count }, (_, n) => rowForm(def, rows, list[n])),
  };
}

const fromText = (f: SiteField, text: string) =>
  f.kind === 'lines'
    ? text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : f.kind === 'time'
      ? new Date(text).toISOString()
      : text;

// --- Scheduled rows (docs/contract.md §13e) ----------------------------------------------------

/** Whether a section's rows carry publish and unpublish times (the scrolling notices). */
export const isScheduledSection = (section: SiteSection) =>
  sectionDef(section).rows.some((f) => f.kind === 'time');

/** Where a row stands at `now` by its times (none set: showing). */
export const rowPhase = (row: Record<string, string>, now: Date): SchedulePhase =>
  phaseAt(
    { publishAt: row.publishAt || undefined, unpublishAt: row.unpublishAt || undefined },
    now,
  );

/**
 * What visitors see of a scheduled section at `now`: the rows showing by the English rows' times
 * (`english`; a translation's rows follow them by position), without the times.
 */
export function formShownAt(
  section: SiteSection,
  form: SectionForm,
  english: SectionForm,
  now: Date,
): SectionForm {
  const times = sectionDef(section).rows.filter((f) => f.kind === 'time');
  const rows = form.rows.filter((_, n) => {
    const row = english.rows[n];
    return !row || rowPhase(row, now) === 'showing';
  });
  return {
    head: form.head,
    rows: rows.map((row) => ({
      ...row,
      ...Object.fromEntries(times.filter((f) => f.name in row).map((f) => [f.name, ''])),
    })),
  };
}

/**
 * The stored part of a section from its form, laid onto the current part so that what the desk
 * does not edit (a table's columns, the map's links, another language's extra keys) is kept. In
 * English an empty optional field is left out; in a translation an empty field (or a number, link
 * or e-mail, never part of it) is left out, so it shows in English.
 */
export function sectionFromForm(
  section: SiteSection,
  language: SiteDeskLanguage,
  form: SectionForm,
  current: unknown,
): unknown {
  const def = sectionDef(section);
  const { head, rows } = sectionFields(section, language);
  const filled = (fields: readonly SiteField[], values: Record<string, string>) =>
    fields.filter((f) => (values[f.name] ?? '') !== '');
  const list = form.rows.map((values, n) => {
    const number = String(n + 1);
    if (def.cells) {
      // A translation's untranslated cells are holes (null in JSON), which stay English.
      return def.cells.map((cell) =>
        cell === '#'
          ? language === 'en'
            ? number
            : null
          : (values[cell] ?? '') !== '' && rows.some((f) => f.name === cell)
            ? values[cell]
            : language === 'en'
              ? ''
              : null,
      );
    }
    return Object.fromEntries(
      filled(rows, values).map((f) => [f.name, fromText(f, values[f.name]!)]),
    );
  });
  if (!def.listKey) return list;
  const base = isRecord(current) ? { ...current } : {};
  for (const f of def.head) if (language === 'en' || isTranslated(f)) delete base[f.name];
  for (const f of filled(head, form.head)) base[f.name] = fromText(f, form.head[f.name]!);
  return { ...base, [def.listKey]: list };
}

// --- Paths and answers -----------------------------------------------------------------------

const query = (language: SiteDeskLanguage) => (language === 'en' ? '' : `?language=${language}`);

export const siteDeskApi = {
  list: '/api/desk/site',
  section: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `/api/desk/site/${section}${query(language)}`,
  publish: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `/api/desk/site/${section}/publish${query(language)}`,
  restore: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `/api/desk/site/${section}/restore${query(language)}`,
  approve: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `/api/desk/site/${section}/approve${query(language)}`,
  sendBack: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `/api/desk/site/${section}/send-back${query(language)}`,
} as const;

/** Route patterns of the server (relative to /api/desk); `?language=hi|gu`, English without. */
export const siteDeskRoutes = {
  list: '/site',
  section: '/site/:section',
  publish: '/site/:section/publish',
  restore: '/site/:section/restore',
  approve: '/site/:section/approve',
  sendBack: '/site/:section/send-back',
} as const;

/** PUT section: a new draft. `basedOn` is the newest version the editor started from (409 if not). */
export interface SiteSectionSave {
  form: SectionForm;
  basedOn?: number;
}

/** One section on the list: for each language, whether a draft waits (`changed`) or not. */
export interface SiteSectionRow {
  section: SiteSection;
  label: string;
  shownOn: string;
  languages: Record<
    SiteDeskLanguage,
    { state: 'published' | 'changed' | 'awaiting'; at?: string; by?: string }
  >;
}

export interface SiteSectionDetail {
  section: SiteSection;
  language: SiteDeskLanguage;
  /** The newest version (what the editor opens). */
  form: SectionForm;
  /** What visitors see now. */
  published: SectionForm;
  /** The English visitors see now: the reference beside a translation's inputs. */
  english: SectionForm;
  versions: ContentVersionView[];
}
