// A queue's filter lives in the page URL (so a filtered view can be bookmarked, shared and
// reloaded) and is passed on unchanged to the list and its CSV export (docs/contract.md §11).
import { QUEUES, type QueueName, type QueueQuery } from '../../../contract/desk';

/** Reads the filter from the page's search params; unknown statuses and bad pages are dropped. */
export function readQueueQuery(queue: QueueName, params: URLSearchParams): QueueQuery {
  const query: QueueQuery = {};
  const status = params.get('status');
  if (status && (QUEUES[queue].statuses as readonly string[]).includes(status)) {
    query.status = status;
  }
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  if (params.get('overdue') === 'true') query.overdue = true;
  if (params.get('escalated') === 'true') query.escalated = true;
  if (params.get('mine') === 'true') query.mine = true;
  else if (params.get('unassigned') === 'true') query.unassigned = true;
  else if (params.get('owner')) query.owner = params.get('owner')!;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  // The previous page's last key, which Next put there (QueueQuery.after); only past page 1.
  const after = params.get('after');
  if (query.page && after) query.after = after;
  return query;
}

/** The filter as search params, only the parts that are set (page 1 is the default). */
export function queueSearch(query: QueueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.overdue) params.set('overdue', 'true');
  if (query.escalated) params.set('escalated', 'true');
  if (query.mine) params.set('mine', 'true');
  if (query.unassigned) params.set('unassigned', 'true');
  if (query.owner) params.set('owner', query.owner);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.page && query.page > 1 && query.after) params.set('after', query.after);
  return params;
}

/** Search params of the parts of a query that are set (empty strings and `false` are left out). */
export function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  return params.toString();
}

/** A path with the filter appended, e.g. `/api/desk/complaints?status=Open`. */
export function withQuery(path: string, query: QueueQuery): string {
  const search = queueSearch(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a list's filter narrows it: any part set but the page. */
export function isFiltered(query: object): boolean {
  return Object.entries(query).some(([part, value]) => part !== 'page' && value !== undefined);
}
