// The staff desk's own route table, loaded as its own chunk only when someone opens /desk
// (the public site's first-visit JavaScript does not carry it, docs/contract.md §11).
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { AuditPage } from './audit/AuditPage';
import { DeskHomePage } from './shell/DeskHomePage';
import { DeskShell } from './shell/DeskShell';
import { FundListsPage } from './fundLists/FundListsPage';
import { KiosksPage } from './kiosks/KiosksPage';
import { GrievanceDashboardPage } from './queues/GrievanceDashboardPage';
import { OutboxPage } from './queues/OutboxPage';
import { QueuePage } from './queues/QueuePage';
import { RecordPage } from './queues/RecordPage';
import { RegisterComplaintPage } from './queues/RegisterComplaintPage';
import { DeskSessionProvider } from './shell/DeskSessionProvider';
import { SignInPage } from './shell/SignInPage';
import { SessionsPage } from './staff/SessionsPage';
import { MentionsPage } from './shell/MentionsPage';
import { AccessReviewPage } from './staff/AccessReviewPage';
import { BreachesPage } from './privacy/BreachesPage';
import { RetentionPage } from './privacy/RetentionPage';
import { TradingCalendarPage } from './clocks/TradingCalendarPage';
import { LinksPage } from './content/LinksPage';
import { StaffPage } from './staff/StaffPage';

// The content desk carries the rich-text editor (TipTap): its own chunk, fetched only by editors.
const LazyContentPage = lazy(() =>
  import('./content/ContentPage').then((m) => ({ default: m.ContentPage })),
);
const contentPage = (
  <Suspense fallback={<LoadingState label="Loading" />}>
    <LazyContentPage />
  </Suspense>
);

const LazySiteDataPage = lazy(() =>
  import('./siteData/SiteDataPage').then((m) => ({ default: m.SiteDataPage })),
);
const siteDataPage = (
  <Suspense fallback={<LoadingState label="Loading" />}>
    <LazySiteDataPage />
  </Suspense>
);

// The approver's screen carries the diff library: its own chunk too.
const LazyApprovalsPage = lazy(() =>
  import('./content/ApprovalsPage').then((m) => ({ default: m.ApprovalsPage })),
);
const approvalsPage = (
  <Suspense fallback={<LoadingState label="Loading" />}>
    <LazyApprovalsPage />
  </Suspense>
);

const LazyAdvertSnapshotsPage = lazy(() =>
  import('./content/AdvertSnapshotsPage').then((m) => ({ default: m.AdvertSnapshotsPage })),
);
const advertsPage = (
  <Suspense fallback={<LoadingState label="Loading" />}>
    <LazyAdvertSnapshotsPage />
  </Suspense>
);

// Relative to /desk: the app's router mounts this under `/desk/*`.
const deskRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  {
    element: <DeskShell />,
    children: [
      { index: true, element: <DeskHomePage /> },
      // Static paths outrank `:queue` and `:queue/:key` in react-router's ranking.
      { path: 'audit', element: <AuditPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'sessions', element: <SessionsPage /> },
      { path: 'mentions', element: <MentionsPage /> },
      { path: 'access-review', element: <AccessReviewPage /> },
      { path: 'retention', element: <RetentionPage /> },
      { path: 'breaches', element: <BreachesPage /> },
      { path: 'trading-calendar', element: <TradingCalendarPage /> },
      { path: 'content', element: contentPage },
      { path: 'content/:kind', element: contentPage },
      { path: 'content/:kind/:id', element: contentPage },
      { path: 'funds', element: <FundListsPage /> },
      { path: 'funds/:list', element: <FundListsPage /> },
      { path: 'site', element: siteDataPage },
      { path: 'site/:section', element: siteDataPage },
      { path: 'approvals', element: approvalsPage },
      { path: 'links', element: <LinksPage /> },
      { path: 'advertisements', element: advertsPage },
      { path: 'kiosks', element: <KiosksPage /> },
      { path: 'outbox', element: <OutboxPage /> },
      { path: 'grievance-dashboard', element: <GrievanceDashboardPage /> },
      { path: 'complaints/new', element: <RegisterComplaintPage /> },
      { path: ':queue', element: <QueuePage /> },
      { path: ':queue/:key', element: <RecordPage /> },
    ],
  },
];

export function DeskApp() {
  return <DeskSessionProvider>{useRoutes(deskRoutes)}</DeskSessionProvider>;
}
