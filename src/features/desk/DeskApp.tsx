// The staff desk's own route table, loaded as its own chunk only when someone opens /desk
// (the public site's first-visit JavaScript does not carry it, docs/contract.md §11).
import { lazy, Suspense, type ComponentType } from 'react';
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

/** A screen in its own chunk, fetched the first time someone opens it ("Loading" until then). */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      <Page />
    </Suspense>
  );
}

// The content desk carries the rich-text editor (TipTap): its own chunk, fetched only by editors.
const contentPage = lazyPage(() => import('./content/ContentPage').then((m) => m.ContentPage));
const siteDataPage = lazyPage(() => import('./siteData/SiteDataPage').then((m) => m.SiteDataPage));
// The approver's screen carries the diff library: its own chunk too.
const approvalsPage = lazyPage(() =>
  import('./content/ApprovalsPage').then((m) => m.ApprovalsPage),
);
const advertsPage = lazyPage(() =>
  import('./content/AdvertSnapshotsPage').then((m) => m.AdvertSnapshotsPage),
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
