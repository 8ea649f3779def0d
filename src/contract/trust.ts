// What the trust pages link to and encode (issue 46; docs/contract.md §2).

/**
 * SEBI Check: looks up whether a UPI handle or bank account belongs to a registered intermediary
 * (SEBI/HO/DEPA-II/DEPA-II_SRG/P/CIR/2025/86; /work/shared/reference, practice-and-rules §3.6).
 */
export const SEBI_CHECK_URL = 'https://siportal.sebi.gov.in/intermediary/sebi-check';

/** The UPI payment link a QR code holds: the payee's handle (`pa`) and name (`pn`), NPCI's form. */
export const upiPayUri = (handle: string, payee: string) =>
  // NPCI's own examples keep the handle's @ as it is; every UPI app reads it so.
  `upi://pay?pa=${encodeURIComponent(handle).replace(/%40/g, '@')}&pn=${encodeURIComponent(payee)}`;
