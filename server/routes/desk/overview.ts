// The desk home's counts and the live event stream (docs/contract.md §11). Each person sees only
// the queues their roles read (the auditor: all five).
import { PassThrough } from 'node:stream';
import { QUEUES, type DeskSummary, type QueueName } from '../../../src/contract/desk';
import { dueAt, isDueToday, isOverdue } from '../../../src/contract/deadlines';
import { statusOf } from '../../desk/queues';
import { authenticate, hasRole, type DeskState } from '../../middleware/deskAuth';
import { deskRouter, type DeskDeps } from './deps';

/** A comment line this often keeps proxies from closing a quiet stream, and re-checks the session. */
export const HEARTBEAT_MS = 25_000;

export function overviewRoutes({ now, sessions, events, sources, queueNames }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);
  const readable = (state: DeskState) =>
    queueNames.filter((q) => hasRole(state, [...QUEUES[q].roles, 'auditor']));

  router.get('/summary', auth, async (ctx) => {
    const at = now();
    const summary: DeskSummary = {};
    for (const queue of readable(ctx.state)) {
      const counts = { new: 0, dueToday: 0, overdue: 0 };
      for await (const batch of sources[queue].collection.scan()) {
        for (const r of batch) {
          const status = statusOf(queue, r);
          const due = dueAt(queue, new Date(r.createdAt), status);
          if (status === QUEUES[queue].statuses[0]) counts.new++;
          if (isOverdue(due, at)) counts.overdue++;
          else if (isDueToday(due, at)) counts.dueToday++;
        }
      }
      summary[queue] = counts;
    }
    ctx.body = summary;
  });

  router.get('/events', auth, (ctx) => {
    const queues = new Set<QueueName>(readable(ctx.state));
    const stream = new PassThrough();
    const send = (text: string) => stream.write(text);
    const unsubscribe = events.subscribe((event) => {
      if (queues.has(event.queue)) send(`event: queue\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const token = ctx.cookies.get('desk_session');
    // The stream does not keep a session alive; once it has expired the stream ends.
    const heartbeat = setInterval(() => {
      void sessions.resolve(token).then((active) => (active ? send(': ok\n\n') : stream.end()));
    }, HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    stream.on('close', close);
    ctx.req.on('close', () => stream.end());
    ctx.req.socket.setTimeout(0);
    ctx.compress = false;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.type = 'text/event-stream';
    ctx.body = stream;
    send('retry: 5000\n\n');
  });

  return router;
}
