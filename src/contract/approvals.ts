// Maker–checker on the content desk (docs/contract.md §13d, docs/architecture.md §8): for the kinds
// where approval is on, an editor's publish waits as "awaiting approval" until another person
// with the `approver` role approves it (it goes live) or sends it back with a comment (the draft
// stays). The setting is per scope: a content kind, a page group (pages by their menu), a site
// data section.
import type { AuthoringWarning } from './authoringChecks';
import type { StaffRole } from './desk';
import type { SectionForm } from './siteDesk';

export const APPROVER_ROLE = 'approver' satisfies StaffRole;

/**
 * Where approval is on until an admin says otherwise: the regulatory pages (their menus), the
 * client bank accounts and the registrations; the UPI handles' section when it exists.
 */
export const APPROVAL_ON_BY_DEFAULT: readonly string[] = [
  'pages/Investor Charter',
  'pages/Policies',
  'site/bank-accounts',
  'site/registrations',
  'site/upi-handles',
];

export const approvalDefault = (scope: string) => APPROVAL_ON_BY_DEFAULT.includes(scope);

/** The scope of a content item (`pages/<group>` for a page, else its kind) or a site section. */
export const contentScope = (kind: string, group?: string) =>
  kind === 'pages' && group ? `pages/${group}` : kind;
export const siteScope = (section: string) => `site/${section}`;

export const approvalMsg = {
  ownChange:
    'You made this change, so you cannot approve it. Another person with the approver role must.',
  notAwaiting: 'Nothing of this item awaits approval (it was approved, sent back or changed).',
  commentRequired: 'Say what should change before sending it back.',
  commentTooLong: 'A comment is at most 1000 characters.',
  scopeUnknown: 'There is no such approval setting.',
  requiredInvalid: 'Say whether approval is required (true or false).',
} as const;

export const COMMENT_MAX_CHARS = 1000;

export const approvalApi = {
  /** GET (approvers): every change awaiting approval, with what it changes. */
  list: '/api/desk/approvals',
  /** GET (content, admin, approver): each scope's setting; PUT (admin): one scope's. */
  settings: '/api/desk/approvals/settings',
} as const;

export const approvalRoutes = { list: '/approvals', settings: '/approvals/settings' } as const;

/** POST approve: the version awaiting approval (refused, 409, once it is no longer the newest). */
export interface ApprovalDecision {
  version: number;
  /** Why it is published despite its authoring warnings (required when it has any, §13g). */
  override?: string;
}
/** POST send-back: the version and why. */
export interface ApprovalSendBack {
  version: number;
  comment: string;
}

/** One field of an item before (what visitors see now) and after (what awaits approval). */
export interface ChangedField {
  label: string;
  before: string;
  after: string;
  /** Rich text: compared as the text a visitor reads. */
  html?: boolean;
}

/** A change awaiting approval, as the approver's screen shows it. */
export interface ApprovalRow {
  /** The audit's name of the item: `pages/grievance-redressal`, `site.hi/bank-accounts`. */
  target: string;
  /** What it is: `Page`, `Site data`. */
  kindLabel: string;
  title: string;
  scope: string;
  version: number;
  requestedBy: string;
  at: string;
  /** Everyone whose versions make up the change: none of them may approve it. */
  makers: string[];
  /** The paths to POST the decision to. */
  approve: string;
  sendBack: string;
  fields: ChangedField[];
  /** A site data section's rows, and what the editor's form calls each of their fields. */
  rows?: {
    before: Record<string, string>[];
    after: Record<string, string>[];
    labels: Record<string, string>;
  };
  /**
   * The authoring warnings of the version's rich text (§13g): approving it then needs `override`,
   * the reason to publish it as it is.
   */
  warnings?: AuthoringWarning[];
}

export interface ApprovalSetting {
  scope: string;
  label: string;
  required: boolean;
  /** Whether it is the default (no admin changed it). */
  byDefault: boolean;
}

/** PUT settings. */
export interface ApprovalSettingChange {
  scope: string;
  required: boolean;
}

/** What the editor's form calls a content field, for the diff (the rest by their own name). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  newsTitle: 'Title',
  description: 'Summary',
  news: 'Text',
  imagePath: 'Picture',
  alt: 'Picture description',
  contentType: 'Title',
  group: 'Menu',
  content: 'Text',
  title: 'Title',
  text: 'Text',
  cta: 'Button',
  activeFrom: 'First day',
  activeUntil: 'Last day',
  fileName: 'Title',
  filePath: 'File',
  advertisement: 'Advertisement',
  adReference: 'Approval reference',
  regulatory: 'Regulatory page',
  sources: 'Source circulars',
  lastReviewed: 'Last reviewed',
};

/** A field as the diff reads it: text, a list's entries, an object's values. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(asText).join(', ')
      : typeof value === 'object' && value !== null
        ? Object.values(value).map(asText).join(' → ')
        : value === undefined || value === null
          ? ''
          : String(value as number);

/**
 * The fields `names` of a content item that differ from `before` (what visitors see) to `after`;
 * `html` names the rich-text one (the approver's screen and the versions panel alike).
 */
export function changedFields(
  names: readonly string[],
  html: string | undefined,
  before: object,
  after: object,
): ChangedField[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return names
    .map((name): ChangedField => ({
      label: FIELD_LABELS[name] ?? name,
      before: asText(b[name]),
      after: asText(a[name]),
      ...(name === html ? { html: true } : {}),
    }))
    .filter((f) => f.before !== f.after);
}

type Labelled = readonly { name: string; label: string }[];

/** A site data section's change: its heading's changed fields and its rows, named as the form does. */
export function sectionChange(
  head: Labelled,
  rows: Labelled,
  before: SectionForm,
  after: SectionForm,
) {
  return {
    fields: head
      .map((f) => ({
        label: f.label,
        before: before.head[f.name] ?? '',
        after: after.head[f.name] ?? '',
      }))
      .filter((f) => f.before !== f.after),
    rows: {
      before: before.rows,
      after: after.rows,
      labels: Object.fromEntries(rows.map((f) => [f.name, f.label])),
    },
  } satisfies Pick<ApprovalRow, 'fields' | 'rows'>;
}
