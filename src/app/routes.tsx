// Every URL of the product in one screen (docs/contract.md §2). Paths come from src/contract/routes.ts, where
// the spec's misspellings are kept on purpose. Each page is its own chunk, loaded on first visit.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../contract/routes';
import { isKiosk } from '../lib/kioskMode';
import { FullPageLoading } from './layout/FullPageLoading';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';

type PageModule = Record<string, React.ComponentType>;
// The spec's paths are case-exact (docs/contract.md §2): /investor-rights is not /Investor-Rights
// and must get the 404 page, not a page that cannot find its own content.
const page = (
  load: () => Promise<PageModule>,
  name: string,
): Pick<RouteObject, 'lazy' | 'caseSensitive'> => ({
  caseSensitive: true,
  lazy: async () => ({ Component: (await load())[name] }),
});

/**
 * The staff desk: its own shell and route table in its own chunk, outside the public layout.
 * A kiosk has no such route, so /desk there is the 404 (docs/contract.md §11).
 */
const deskRoute: RouteObject = {
  path: `${paths.desk}/*`,
  errorElement: <RouteError />,
  hydrateFallbackElement: <FullPageLoading />,
  ...page(() => import('../features/desk/DeskApp'), 'DeskApp'),
};

export const routes: RouteObject[] = [
  ...(isKiosk ? [] : [deskRoute]),
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads (the router's initial "hydration" of lazy routes).
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      { path: paths.home, ...page(() => import('../features/home/HomePage'), 'HomePage') },
      { path: paths.cmsPattern, ...page(() => import('../features/content/CmsPage'), 'CmsPage') },
      {
        path: paths.stockMarket,
        ...page(() => import('../features/content/StockMarketPage'), 'StockMarketPage'),
      },
      {
        path: paths.premiumClient,
        ...page(() => import('../features/content/PremiumClientPage'), 'PremiumClientPage'),
      },
      {
        path: paths.companyProfile,
        ...page(() => import('../features/content/CompanyProfilePage'), 'CompanyProfilePage'),
      },
      { path: paths.about, ...page(() => import('../features/content/AboutPage'), 'AboutPage') },
      {
        path: paths.contentTest,
        ...page(() => import('../features/content/ContentTestPage'), 'ContentTestPage'),
      },
      {
        path: paths.dailyTips,
        ...page(() => import('../features/content/DailyTipsPage'), 'DailyTipsPage'),
      },
      {
        path: paths.researchReport,
        ...page(() => import('../features/content/ResearchReportPage'), 'ResearchReportPage'),
      },
      {
        path: paths.gallery,
        ...page(() => import('../features/gallery/GalleryPage'), 'GalleryPage'),
      },
      {
        path: paths.galleryDetails,
        ...page(() => import('../features/gallery/GalleryDetailsPage'), 'GalleryDetailsPage'),
      },
      { path: paths.allNews, ...page(() => import('../features/news/AllNewsPage'), 'AllNewsPage') },
      { path: paths.news, ...page(() => import('../features/news/NewsPage'), 'NewsPage') },
      {
        path: paths.mutualFundDetails,
        ...page(
          () => import('../features/mutual-funds/MutualFundDetailsPage'),
          'MutualFundDetailsPage',
        ),
      },
      {
        path: paths.downloads,
        ...page(() => import('../features/downloads/DownloadsPage'), 'DownloadsPage'),
      },
      {
        path: paths.investorCharter,
        ...page(
          () => import('../features/investor-info/InvestorCharterPage'),
          'InvestorCharterPage',
        ),
      },
      {
        path: paths.investorComplaints,
        ...page(
          () => import('../features/disclosures/InvestorComplaintsPage'),
          'InvestorComplaintsPage',
        ),
      },
      ...[
        paths.dosAndDonts,
        paths.investorRights,
        paths.investorResponsibilities,
        paths.codeOfConductDepositories,
        paths.codeOfConductParticipant,
      ].map((path) => ({
        path,
        ...page(() => import('../features/investor-info/InvestorInfoPage'), 'InvestorInfoPage'),
      })),
      {
        path: paths.contactUs,
        ...page(() => import('../features/contact/ContactUsPage'), 'ContactUsPage'),
      },
      {
        path: paths.complaints,
        ...page(() => import('../features/complaints/ComplaintsPage'), 'ComplaintsPage'),
      },
      {
        path: paths.feedback,
        ...page(() => import('../features/feedback/FeedbackPage'), 'FeedbackPage'),
      },
      {
        path: paths.withdrawal,
        ...page(() => import('../features/withdrawal/WithdrawalPage'), 'WithdrawalPage'),
      },
      { path: '*', ...page(() => import('../features/errors/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

export const router = createBrowserRouter(routes);
