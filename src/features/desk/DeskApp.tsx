// The staff desk's own route table, loaded as its own chunk only when someone opens /desk
// (the public site's first-visit JavaScript does not carry it, docs/contract.md §11).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { AuditPage } from './audit/AuditPage';
import { DeskHomePage } from './shell/DeskHomePage';
import { DeskShell, MentionsNavItem, type DeskNavGroup, type DeskNavLink } from './shell/DeskShell';
import {
  canApprove,
  canEditContent,
  canManageStaff,
  canReadAudit,
  canSeeGrievanceDashboard,
  canSeeKiosks,
  canSeeOutbox,
} from './shell/access';
import { deskPaths } from './shell/paths';
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

/**
 * A screen of the desk: where it opens (deskPaths), what it draws, its link in the side navigation
 * (when it has one) and any further route patterns it answers.
 */
interface DeskScreen {
  at: string;
  element: ReactNode;
  link?: Omit<DeskNavLink, 'to'>;
  also?: readonly string[];
}
const screen = (
  at: string,
  element: ReactNode,
  link?: Omit<DeskNavLink, 'to'>,
  ...also: string[]
): DeskScreen => ({ at, element, link, also });

/**
 * The desk's screens, each once, by the navigation's groups in their order (after the overview
 * and the queues, which DeskShell draws from the roles): the route table and the side navigation
 * both come from here. A group's links show to the roles their `allow` admits.
 */
const SCREEN_GROUPS: readonly { title: string; screens: readonly DeskScreen[] }[] = [
  {
    title: 'Reports',
    screens: [
      screen(deskPaths.grievanceDashboard, <GrievanceDashboardPage />, {
        label: 'Grievance dashboard',
        allow: canSeeGrievanceDashboard,
      }),
    ],
  },
  {
    title: 'Website',
    screens: [
      screen(
        deskPaths.contentHome,
        contentPage,
        { label: 'Content', allow: canEditContent },
        'content/:kind',
        'content/:kind/:id',
      ),
      screen(
        deskPaths.funds(),
        <FundListsPage />,
        { label: 'Fund lists', allow: canEditContent },
        'funds/:list',
      ),
      screen(
        deskPaths.siteData,
        siteDataPage,
        { label: 'Site data', allow: canEditContent },
        'site/:section',
      ),
      screen(deskPaths.links, <LinksPage />, { label: 'Links', allow: canEditContent }),
      screen(deskPaths.approvals, approvalsPage, { label: 'Awaiting approval', allow: canApprove }),
      // Every editor and approver sees the frozen copies of what was published as advertisements.
      screen(deskPaths.advertisements, advertsPage, {
        label: 'Advertisements',
        allow: (roles) => canEditContent(roles) || canApprove(roles),
      }),
    ],
  },
  {
    title: 'Branches',
    screens: [screen(deskPaths.kiosks, <KiosksPage />, { label: 'Kiosks', allow: canSeeKiosks })],
  },
  {
    title: 'Legal clocks',
    screens: [
      screen(deskPaths.tradingCalendar, <TradingCalendarPage />, { label: 'Trading calendar' }),
    ],
  },
  {
    title: 'Your account',
    screens: [
      screen(deskPaths.sessions, <SessionsPage />, { label: 'Sessions' }),
      screen(deskPaths.mentions, <MentionsPage />, { label: 'Mentions', Item: MentionsNavItem }),
    ],
  },
  {
    title: 'Administration',
    screens: [
      screen(deskPaths.audit, <AuditPage />, { label: 'Audit log', allow: canReadAudit }),
      screen(deskPaths.staff, <StaffPage />, { label: 'Staff accounts', allow: canManageStaff }),
      screen(deskPaths.accessReview, <AccessReviewPage />, {
        label: 'Access review',
        allow: canManageStaff,
      }),
      screen(deskPaths.retention, <RetentionPage />, { label: 'Retention', allow: canManageStaff }),
      screen(deskPaths.breaches, <BreachesPage />, {
        label: 'Breach register',
        allow: canManageStaff,
      }),
      screen(deskPaths.outbox, <OutboxPage />, { label: 'Outbox', allow: canSeeOutbox }),
    ],
  },
  // Opened from its queue, not from the navigation.
  { title: '', screens: [screen(deskPaths.registerComplaint, <RegisterComplaintPage />)] },
];

const DESK_NAV: readonly DeskNavGroup[] = SCREEN_GROUPS.map(({ title, screens }) => ({
  title,
  links: screens.flatMap(({ at, link }) => (link ? [{ to: at, ...link }] : [])),
}));

/** A screen's routes, relative to /desk (the app's router mounts this under `/desk/*`). */
const routesOf = ({ at, element, also = [] }: DeskScreen): RouteObject[] =>
  [at.slice(deskPaths.home.length + 1), ...also].map((path) => ({ path, element }));

const deskRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  {
    element: <DeskShell nav={DESK_NAV} />,
    children: [
      { index: true, element: <DeskHomePage /> },
      // Static paths outrank `:queue` and `:queue/:key` in react-router's ranking.
      ...SCREEN_GROUPS.flatMap(({ screens }) => screens.flatMap(routesOf)),
      { path: ':queue', element: <QueuePage /> },
      { path: ':queue/:key', element: <RecordPage /> },
    ],
  },
];

export function DeskApp() {
  return <DeskSessionProvider>{useRoutes(deskRoutes)}</DeskSessionProvider>;
}
