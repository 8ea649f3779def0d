// The investor pages' fixed texts in English (docs/architecture.md §9); the pages' own words are
// site data. The popup titles are the specification's, 'Personnels' included (docs/contract.md §2).

export const enInvestor = {
  'investor.info': 'Investor information',
  'investor.charter': 'Investor charter',
  'investor.charterTitle': 'Investor Charter and Investor Information',
  'investor.unavailable': 'This investor-information page is not available.',
  'investor.statsAsOf': 'Complaint statistics as of {date}',
  'investor.currentFigures':
    'Our current figures, computed every month from our complaint records: <0>investor complaints data</0>',
  'investor.accessibility': 'Accessibility statement',
  'investor.accessibilityLine':
    'Your right to digital accessibility: our <0>accessibility statement</0>, and how to report a barrier.',
  'investor.accountsAndPeople': 'Accounts and people',
  'investor.accountsHeading': 'Our accounts and key people',
  'investor.bankAccounts': 'Details of Client Bank Accounts',
  'investor.keyPersonnel': 'Key Managerial Personnels',
} as const;
