// The privacy notice at every form that collects personal data (docs/contract.md §16, DPDP Act 2023
// s. 5 and Rules 2025 r. 3): what each kind collects, why and for how long is the kind's declaration
// (`privacy` in src/contract/requests/<kind>.ts); here are the notice's version, the full notice's
// page and the catalogue keys the forms' notice reads.
import { REQUEST_KINDS, type RequestKindName } from './requests';
import { paths } from './routes';

/**
 * The version of the notice the forms show, stored with every request (`noticeVersion`). A
 * declared constant, not the full page's published version: the notice a visitor reads at the
 * form is the forms' catalogue and the kinds' declarations, shipped with the build, so the record
 * names the text that was on screen without a read of the content store on each POST. Change it
 * with that text (and with an edit of the full notice that changes what is collected or why).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** The full notice: a content page (`contents`), edited on the content desk like the others. */
export const PRIVACY_PAGE_ID = 'privacy-notice';
export const privacyNoticePath = paths.cms(PRIVACY_PAGE_ID);

/** The forms catalogue's keys for what a kind's notice says of it (enForms; Hindi and Gujarati too). */
export const privacyKeys = (kind: RequestKindName) =>
  ({ collects: `privacy.${kind}Collects`, purpose: `privacy.${kind}Purpose` }) as const;

type PrivacyKey = ReturnType<typeof privacyKeys>[keyof ReturnType<typeof privacyKeys>];

/** Each kind's declared retention, by name: the notice shows it per form. */
export const RETENTION_YEARS = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [kind.name, kind.privacy.retentionYears]),
) as Readonly<Record<RequestKindName, number>>;

/** The English of every kind's notice, under its catalogue keys (enForms.ts). */
export const privacyMessages = Object.fromEntries(
  REQUEST_KINDS.flatMap((kind) => {
    const keys = privacyKeys(kind.name);
    return [
      [keys.collects, kind.privacy.collects],
      [keys.purpose, kind.privacy.purpose],
    ];
  }),
) as Record<PrivacyKey, string>;
