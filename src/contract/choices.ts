// Select options of docs/contract.md §3, spelled as the spec spells them.

export const QUICK_CONTACT_SUBJECTS = [
  'Currency',
  'Depository Services',
  'Mobile Trading',
  'Portfolio Management Services',
  'Premium Client Services',
  'Mutual Funds',
  'Digital Library',
  'NRI Desk',
  'Dial N Trade',
  'SLBM [Security Landing & Borrowing Merchandise]',
] as const;

/** The blank first option of the department select; choosing it leaves the field empty. */
export const DEPARTMENT_PLACEHOLDER = 'select option';
export const DEPARTMENTS = ['Back Office', 'DP', 'IT', 'All Others'] as const;

export const MODES_OF_COMMUTE = [
  'Our Representative',
  'Website',
  'Search Engine',
  'Email',
  'News Paper',
  'Friend',
  'Hoardings',
  'Advertisement',
  'Company',
  'Others',
] as const;

/** Segment is free text (docs/contract.md §3); these are offered as suggestions only. */
export const SEGMENT_SUGGESTIONS = [
  'NSE Cash',
  'NSE FAO',
  'NSE Currency',
  'BSE',
  'BSE FAO',
  'MCX',
] as const;

/**
 * The spec's three, and 'Moved to ODR' (issue 43): the investor filed the complaint on SEBI's SMART
 * ODR portal, which disposes of it on SCORES (src/contract/scores.ts; docs/contract.md §11).
 */
export const COMPLAINT_STATUSES = ['Open', 'In Process', 'Closed', 'Moved to ODR'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * What the /contact-us form posts so the server applies its rules. The server chooses by this
 * marker, never by which fields happen to be present, and the marker itself is validated, so a
 * body either meets every rule of the contact-page variant or every rule of the dialog's.
 */
export const CONTACT_PAGE_FORM = 'contact-page';

/**
 * The data principal's rights a request asks to exercise (DPDP Act 2023 ss. 11–13; ours, beyond
 * the specification: docs/contract.md §7c). The value is what is posted and stored.
 */
export const DATA_RIGHTS = ['Access', 'Correction', 'Erasure', 'Withdrawal of consent'] as const;
export type DataRight = (typeof DATA_RIGHTS)[number];
