// The staff desk's API (docs/contract.md §11), every path under /api/desk.
import type { Middleware } from 'koa';
import { QUEUE_NAMES } from '../../../src/contract/desk';
import { AuditLog } from '../../desk/audit';
import { downloadExists } from '../../desk/documents';
import { DeskEvents } from '../../desk/events';
import { LinkChecker, type LinkCheckSettings } from '../../desk/linkCheck';
import { queueSources } from '../../desk/queues';
import { deskLanes, type DeskLanes } from '../../desk/queuesLane';
import { Sessions } from '../../desk/sessions';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../../desk/streamSeats';
import { unknownName, unknownNameKey } from '../../desk/unknownNames';
import { sameOrigin } from '../../middleware/deskAuth';
import { notifySettings, notifyWorker } from '../../notify/config';
import { configState } from '../../notify/configState';
import type { Transport } from '../../notify/transport';
import type { Store } from '../../store/types';
import { accessReviewRoutes } from './accessReview';
import { adminRoutes } from './admin';
import { alertRoutes } from './alerts';
import { assignmentRoutes } from './assignment';
import { approvalRoutesOf } from './approvals';
import { contentRoutes } from './content';
import type { DeskDeps } from './deps';
import { fundListRoutes } from './fundLists';
import { grievanceDashboardRoutes } from './grievanceDashboard';
import { kioskDeskRoutes } from './kiosks';
import { linkCheckRoutes } from './linkChecks';
import { messageRoutes } from './messages';
import { outboxRoutes } from './outbox';
import { overviewRoutes } from './overview';
import { privacyRoutes } from './privacy';
import { dataRequestDeskRoutes } from './dataRequests';
import { queueRoutes } from './queues';
import { recordWorkRoutes } from './recordWork';
import { sessionRoutes } from './session';
import { siteDataRoutes } from './siteDesk';
import { tradingCalendarRoutes } from './tradingCalendar';
import { escalationRoutes } from './escalations';
import { staffSessionRoutes } from './staffSessions';
import { twoFactorRoutes } from './twoFactor';

export interface DeskOptions {
  store: Store;
  /** Injected so the time limits and session expiry are tested without waiting. */
  now?: () => Date;
  events?: DeskEvents;
  /** The seed assets, whose downloads/ a download may name beside the uploads. */
  assetsDir: string;
  /** The data folder, where servers kept the key of unknown usernames' hashes before the store did. */
  dataDir: string;
  /** Default: DEFAULT_STREAM_LIMITS. */
  streamLimits?: StreamLimits;
  /** PUBLIC_ORIGIN (DeskDeps.publicOrigin). */
  publicOrigin?: string;
  /** The outbox worker's transports, whose state the admin sees; default: the embedded ones. */
  transports?: readonly Transport[];
  /** The link checker's time-out and per-host limit (LINK_CHECK_*); default: the README's. */
  linkCheck?: LinkCheckSettings;
  /** The lanes of the queues' heavy reads; default: this server's own (deskLanes). */
  lanes?: DeskLanes;
}

/** The desk's middleware in order: the Origin check, then the routers. */
export function deskRoutes(options: DeskOptions): Middleware[] {
  const now = options.now ?? (() => new Date());
  let key: Promise<Buffer> | undefined;
  const unknownKey = () =>
    (key ??= unknownNameKey(options.store, options.dataDir).catch((err: unknown) => {
      key = undefined;
      throw err;
    }));
  const deps: DeskDeps = {
    store: options.store,
    now,
    events: options.events ?? new DeskEvents(options.store.broadcast),
    audit: new AuditLog(options.store, now),
    sessions: new Sessions(options.store, now),
    sources: queueSources(options.store),
    queueNames: QUEUE_NAMES,
    documentExists: downloadExists(options.assetsDir, options.store.uploads),
    unknownName: async (typed) => unknownName(await unknownKey(), typed),
    streamLimits: options.streamLimits ?? DEFAULT_STREAM_LIMITS,
    publicOrigin: options.publicOrigin,
    dataDir: options.dataDir,
    outboxConfig: configState(
      options.transports ?? notifyWorker(notifySettings({}), options.dataDir).transports,
      { now },
    ),
    linkChecker: new LinkChecker(options.store, options.assetsDir, now, options.linkCheck),
    lanes: options.lanes ?? deskLanes(),
  };
  const routers = [
    sessionRoutes,
    staffSessionRoutes,
    twoFactorRoutes,
    overviewRoutes,
    queueRoutes,
    recordWorkRoutes,
    adminRoutes,
    accessReviewRoutes,
    contentRoutes,
    fundListRoutes,
    kioskDeskRoutes,
    alertRoutes,
    siteDataRoutes,
    approvalRoutesOf,
    messageRoutes,
    outboxRoutes,
    tradingCalendarRoutes,
    escalationRoutes,
    privacyRoutes,
    dataRequestDeskRoutes,
    grievanceDashboardRoutes,
    assignmentRoutes,
    linkCheckRoutes,
  ].map((r) => r(deps));
  const originCheck = sameOrigin();
  return [
    (ctx, next) => (ctx.path.startsWith('/api/desk/') ? originCheck(ctx, next) : next()),
    ...routers.map((r) => r.routes() as Middleware),
  ];
}
