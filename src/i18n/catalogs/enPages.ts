// The inner pages' frame in English (docs/architecture.md §9): page banner, dialogs and tables,
// the not-found pages and the fixed texts of the content pages. Registered by PageBanner, SiteDialog
// and DataTable (registerEnglish), so it stays off the English first visit.

export const enPages = {
  'pages.home': 'Home',
  'pages.bannerLabel': 'Page title',
  'pages.close': 'Close',
  'pages.table': 'Table',
  'pages.loading': 'Loading',
  'pages.moreIn': 'More in {group}',
  'pages.notFound': 'Page not found',
  'pages.error404': 'Error 404',
  'pages.notFoundHeading': "We couldn't find that page",
  'pages.notFoundText':
    'The address may be mistyped, or the page may have moved. You can start again from the home page or choose a section below.',
  'pages.sections': 'Site sections',
  'pages.loadFailed': 'This page could not be loaded',
  'pages.offline': 'We could not reach our server. Please check your connection and try again.',
  'pages.missing': 'The page you are looking for does not exist or has been moved.',

  'content.companyProfile': 'Company Profile',
  'content.whoWeAre': 'Who We Are',
  'content.whatWeOffer': 'What We Offer',
  'content.stockMarket': 'Stock Market',
  'content.indices': 'Indices',
  'content.indicesNote': 'Index filters are not available in this sample view.',
  'content.samplePrices': 'Sample stock prices',
  'content.premiumFeatures': 'What premium clients receive',
  'content.dailyTips': 'Daily Tips',
  'content.dailyTipsLine':
    'Daily tips are published to registered clients through our research desk and trading platform before the market opens. They are not listed on this public page.',
  'content.researchReport': 'Research Report',
  'content.researchReportLine':
    'Our research reports are shared with registered clients by e-mail and on the trading platform. Please contact your relationship manager for the latest reports.',
  'content.testIntro':
    'This page is kept for content checks. The investor information you may be looking for — our investor charter, your rights and responsibilities as an investor, and the codes of conduct we follow — is on the pages below.',
} as const;
