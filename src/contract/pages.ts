// Which module of the app draws each public route (docs/performance.md). The app lazy-loads
// exactly these (src/app/routes.tsx), and the server names the route's module in the first HTML so
// the browser fetches it beside the entry instead of after it.
import { API_PREFIX, routes } from './api';
import { paths } from './routes';

/** The route pattern of react-router that matches every other path: the 404 page. */
export const NOT_FOUND_PATTERN = '*';

/**
 * Route pattern → the page module's path from the project root, as Vite's manifest names it. Each
 * module exports a component named as its file.
 */
export const PAGE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  [paths.home, 'src/features/home/HomePage.tsx'],
  [paths.cmsPattern, 'src/features/content/CmsPage.tsx'],
  [paths.stockMarket, 'src/features/content/StockMarketPage.tsx'],
  [paths.premiumClient, 'src/features/content/PremiumClientPage.tsx'],
  [paths.companyProfile, 'src/features/content/CompanyProfilePage.tsx'],
  [paths.about, 'src/features/content/AboutPage.tsx'],
  [paths.contentTest, 'src/features/content/ContentTestPage.tsx'],
  [paths.dailyTips, 'src/features/content/DailyTipsPage.tsx'],
  [paths.researchReport, 'src/features/content/ResearchReportPage.tsx'],
  [paths.gallery, 'src/features/gallery/GalleryPage.tsx'],
  [paths.galleryDetails, 'src/features/gallery/GalleryDetailsPage.tsx'],
  [paths.allNews, 'src/features/news/AllNewsPage.tsx'],
  [paths.news, 'src/features/news/NewsPage.tsx'],
  [paths.mutualFundDetails, 'src/features/mutual-funds/MutualFundDetailsPage.tsx'],
  [paths.downloads, 'src/features/downloads/DownloadsPage.tsx'],
  [paths.investorCharter, 'src/features/investor-info/InvestorCharterPage.tsx'],
  [paths.investorComplaints, 'src/features/disclosures/InvestorComplaintsPage.tsx'],
  [paths.dosAndDonts, 'src/features/investor-info/InvestorInfoPage.tsx'],
  [paths.investorRights, 'src/features/investor-info/InvestorInfoPage.tsx'],
  [paths.investorResponsibilities, 'src/features/investor-info/InvestorInfoPage.tsx'],
  [paths.codeOfConductDepositories, 'src/features/investor-info/InvestorInfoPage.tsx'],
  [paths.codeOfConductParticipant, 'src/features/investor-info/InvestorInfoPage.tsx'],
  [paths.contactUs, 'src/features/contact/ContactUsPage.tsx'],
  [paths.complaints, 'src/features/complaints/ComplaintsPage.tsx'],
  [paths.feedback, 'src/features/feedback/FeedbackPage.tsx'],
  [paths.withdrawal, 'src/features/withdrawal/WithdrawalPage.tsx'],
  [paths.accessibility, 'src/features/accessibility/AccessibilityPage.tsx'],
  [paths.validatedAccounts, 'src/features/trust/ValidatedAccountsPage.tsx'],
  [paths.registrations, 'src/features/trust/RegistrationsPage.tsx'],
  [paths.reportFraud, 'src/features/trust/FraudReportPage.tsx'],
  [paths.dataRequest, 'src/features/data-request/DataRequestPage.tsx'],
  [NOT_FOUND_PATTERN, 'src/features/errors/NotFoundPage.tsx'],
];

/**
 * The pattern of PAGE_MODULES that answers a decoded URL path, as the app's router picks it: the
 * paths are case-exact (docs/contract.md §2), a trailing slash is ignored, `/cms/:contentId` takes
 * one segment, and anything else is the 404 page.
 */
export function pagePatternOf(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [pattern] of PAGE_MODULES) {
    if (pattern === trimmed) return pattern;
  }
  const cms = paths.cmsPattern.replace(':contentId', '');
  if (trimmed.startsWith(cms) && /^[^/]+$/.test(trimmed.slice(cms.length))) {
    return paths.cmsPattern;
  }
  return NOT_FOUND_PATTERN;
}

/**
 * The first HTML of every page carries, in this element as JSON, the answers of the GETs the page
 * reads as it first draws, keyed by their URL (`/api/site`…): the app takes each once instead of
 * asking for it (docs/performance.md).
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/** What every page reads first: the firm's data (the header, menus and footer). */
const EVERY_PAGE = [routes.site];
/** What some pages read first besides (API route patterns): their lists. */
const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: [routes.banners, routes.news],
  [paths.allNews]: [routes.news],
  [paths.news]: [routes.news],
  [paths.accessibility]: [routes.contents],
  // A content page is drawn with its body (docs/contract.md §10): the list it is found in.
  [paths.cmsPattern]: [routes.contents],
};

/** The URLs of the GET answers the first HTML of a route pattern carries. */
export function firstAnswersOf(pattern: string): string[] {
  return [...EVERY_PAGE, ...(PAGE_READS[pattern] ?? [])].map((route) => API_PREFIX + route);
}

/**
 * The `sizes` of the home carousel's pictures. The first HTML of the home page preloads the first
 * banner's picture with them (the page's largest element), so it downloads beside the scripts.
 */
export const BANNER_IMAGE_SIZES = '(min-width: 1600px) 1600px, 100vw';
