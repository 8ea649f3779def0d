// What each per-queue desk router (queues.ts, messages.ts, recordWork.ts) needs of a queue: its
// source, the roles that work it and those that read it, and the record a path's :key names.
import type { Context } from 'koa';
import { deskMsg, QUEUES, type QueueName, type StaffRole } from '../../../src/contract/desk';
import type { AnyRecord } from '../../desk/queues';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { deskRouter, type DeskDeps } from './deps';

export function queueAccess(sources: DeskDeps['sources'], queue: QueueName) {
  const source = sources[queue];
  const workers = QUEUES[queue].roles as readonly StaffRole[];
  return {
    source,
    workers,
    /** The queue's own roles: they change its records. */
    work: requireRole(...workers),
    /** Its own roles and the auditor: they read it. */
    read: requireRole(...workers, 'auditor'),
    /** The record the path's :key names, or a 404. */
    found: async (ctx: Context): Promise<AnyRecord> =>
      (await source.find(String(ctx.params.key ?? ''))) ?? ctx.throw(404, deskMsg.recordNotFound),
  };
}

/**
 * What a per-queue desk router starts from: the router, its signed-in check, and every queue
 * with its access (`queueAccess`).
 */
export function perQueueRouter({ sessions, sources, queueNames }: DeskDeps) {
  return {
    router: deskRouter(),
    auth: authenticate(sessions),
    queues: queueNames.map((queue) => ({ queue, ...queueAccess(sources, queue) })),
  };
}
