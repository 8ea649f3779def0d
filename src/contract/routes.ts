// Every route of docs/contract.md §2, spelled as the spec spells it (the misspellings are the public URLs).

export const paths = {
  home: '/',
  cms: (contentId: string) => `/cms/${encodeURIComponent(contentId)}`,
  cmsPattern: '/cms/:contentId',
  stockMarket: '/stock-market',
  premiumClient: '/premuium-client',
  companyProfile: '/company-profile',
  gallery: '/gallery',
  galleryDetails: '/gallery-details',
  allNews: '/all-news',
  news: '/news',
  mutualFundDetails: '/mtual-fund-details',
  dailyTips: '/daily-tips',
  researchReport: '/research -report',
  withdrawal: '/withdrawl-form',
  contactUs: '/contact-us',
  complaints: '/complains',
  feedback: '/feedback',
  contentTest: '/content-test',
  downloads: '/new-downloads',
  about: '/about',
  dosAndDonts: '/Dos and Don’ts for Investors',
  investorRights: '/Investor-Rights',
  investorResponsibilities: '/Investor-Responsibilities',
  codeOfConductDepositories: '/Code-Of-Conduct-Depositories',
  codeOfConductParticipant: '/Code-Of-Conduct-Participant',
  /** The spec's investor-information page has no route; this one is ours. */
  investorCharter: '/investor-charter',
  /** Ours: SEBI's monthly investor complaints data, computed from the records (§12). */
  investorComplaints: '/investor-complaints',
  /** Ours: the accessibility statement and its barrier report form (issue 45). */
  accessibility: '/accessibility',
  /** Ours (issue 46): the firm's validated UPI handles and client bank accounts, SEBI Check. */
  validatedAccounts: '/validated-accounts',
  /** Ours (issue 46): every registration and official channel; the address on every social handle. */
  registrations: '/registrations',
  /** Ours (issue 46): the "report a fraud" form (POST /api/report-fraud). */
  reportFraud: '/report-fraud',
  /** Ours (issue 44): a data principal's request under the DPDP Act (POST /api/data-request). */
  dataRequest: '/your-data',
  /** The staff desk (docs/contract.md §11); never on the kiosk. */
  desk: '/desk',
} as const;

/** The content page (content desk, three languages) the accessibility statement's words are. */
export const ACCESSIBILITY_STATEMENT_ID = 'accessibility-statement';

/**
 * `/complains?no=CMP-…` fills the lookup with the number and runs it (docs/contract.md §14): the
 * link a kiosk's receipt and QR code carry, so a phone lands on the complaint's status.
 */
export const COMPLAINT_LOOKUP_PARAM = 'no';

/** The complaint's tracking link on `origin` (the public website, or this page's own origin). */
export const complaintTrackingUrl = (origin: string, complainNo: string) =>
  `${origin.replace(/\/+$/, '')}${paths.complaints}?${COMPLAINT_LOOKUP_PARAM}=${encodeURIComponent(complainNo)}`;
