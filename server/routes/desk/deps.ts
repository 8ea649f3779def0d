import Router from '@koa/router';
import type { QueueName } from '../../../src/contract/desk';
import type { OutboxConfig } from '../../../src/contract/deskOutbox';
import type { AuditLog } from '../../desk/audit';
import type { DocumentExists } from '../../desk/documents';
import type { DeskEvents } from '../../desk/events';
import type { queueSources } from '../../desk/queues';
import type { LinkChecker } from '../../desk/linkCheck';
import type { DeskLanes } from '../../desk/queuesLane';
import type { Sessions } from '../../desk/sessions';
import type { StreamLimits } from '../../desk/streamSeats';
import { API_ROUTER_OPTIONS } from '../../middleware/apiPath';
import type { DeskState } from '../../middleware/deskAuth';
import type { Store } from '../../store/types';

/** What every desk router gets from `deskRoutes`. */
export interface DeskDeps {
  store: Store;
  now: () => Date;
  events: DeskEvents;
  audit: AuditLog;
  sessions: Sessions;
  sources: ReturnType<typeof queueSources>;
  queueNames: readonly QueueName[];
  /** Whether a download's file is there (server/desk/documents.ts). */
  documentExists: DocumentExists;
  /** How the audit names a typed username that is no account's (server/desk/unknownNames.ts). */
  unknownName: (typed: string) => Promise<string>;
  /** The caps and the check interval of the live event streams. */
  streamLimits: StreamLimits;
  /** PUBLIC_ORIGIN: the site's address in the messages' links; unset: each request's own. */
  publicOrigin: string | undefined;
  /** The data folder: the .eml files of the embedded default are under its mail/. */
  dataDir: string;
  /** How the messages leave, asked briefly cached (server/notify/configState.ts). */
  outboxConfig: () => Promise<OutboxConfig>;
  /** The link checker's runs and "Check now" (server/desk/linkCheck.ts). */
  linkChecker: LinkChecker;
  /** This server's lanes for the queues' heavy reads (server/desk/queuesLane.ts). */
  lanes: DeskLanes;
}

/** A desk API path (deskApi, …) as a desk router's pattern, which is relative to its prefix. */
export const deskPath = (full: string) => full.replace('/api/desk', '');

export const deskRouter = () =>
  new Router<DeskState>({ prefix: '/api/desk', ...API_ROUTER_OPTIONS });
