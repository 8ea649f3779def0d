// How long the kinds' records are kept and why (docs/contract.md §16): the two grounds the kinds
// declare (`privacy` in each declaration), written once.
import type { PrivacyDeclaration } from './kind';

type Retention = Pick<PrivacyDeclaration, 'retentionYears' | 'legalBasis'>;

export const RETENTION = {
  /**
   * Records a broker must keep. The SEBI (Stock Brokers) Regulations 2026 (SEBI/LAD-NRO/GN/2026/291,
   * 7 January 2026) are reported to raise the period from 5 to 8 years; the regulation's text was
   * not at hand (/work/shared/reference, §3.9): 8 years reported, to confirm.
   */
  sebiRecords: {
    retentionYears: 8,
    legalBasis:
      'SEBI (Stock Brokers) Regulations 2026: the broker keeps its clients’ requests and grievances (8 years reported, to confirm)',
  },
  /**
   * What the visitor chose to send: kept while it is answered and for a year after, the least the
   * DPDP Rules 2025 (rule 6, as reported) ask of personal data and its logs, then erased.
   */
  consent: {
    retentionYears: 1,
    legalBasis:
      'Consent given with the form (DPDP Act 2023 s. 6); kept a year, the least the DPDP Rules 2025 r. 6 ask',
  },
  /**
   * A data principal's request and its answer: the firm's record that it answered, kept a year
   * after it is closed, the least the DPDP Rules 2025 r. 6 (as reported) ask of such logs.
   */
  dataRequests: {
    retentionYears: 1,
    legalBasis:
      'DPDP Act 2023 ss. 11–13 (the data principal’s rights); the request and its answer kept a year, the least the DPDP Rules 2025 r. 6 ask',
  },
} as const satisfies Record<string, Retention>;
