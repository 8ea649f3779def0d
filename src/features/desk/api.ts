// The desk's calls, typed from src/contract/desk.ts through the app's one client.
import {
  deskApi,
  type DeskSummary,
  type QueueName,
  type QueuePage,
  type QueueQuery,
  type QueueRecord,
  type StaffSession,
  type StatusUpdate,
} from '../../contract/desk';
import { get, send } from '../../lib/api';
import { withQuery } from './queueQuery';

export const fetchSession = () => get<StaffSession>(deskApi.session);
export const signIn = (username: string, password: string) =>
  send<StaffSession>('POST', deskApi.session, { username, password });
export const signOut = () => send<unknown>('DELETE', deskApi.session);

export const fetchSummary = () => get<DeskSummary>(deskApi.summary);
export const fetchQueue = (queue: QueueName, query: QueueQuery) =>
  get<QueuePage>(withQuery(deskApi.queue(queue), query));
export const fetchRecord = (queue: QueueName, key: string) =>
  get<QueueRecord>(deskApi.record(queue, key));
export const updateStatus = (queue: QueueName, key: string, update: StatusUpdate) =>
  send<QueueRecord>('PATCH', deskApi.record(queue, key), update);
/** The export is a download the browser saves, so it is a link, not a fetch. */
export const exportHref = (queue: QueueName, query: QueueQuery) =>
  withQuery(deskApi.exportCsv(queue), { ...query, page: undefined });
