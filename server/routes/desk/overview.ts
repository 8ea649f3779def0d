// The desk home's counts and the live event stream (docs/contract.md §11). Each person sees only
// the queues their roles read (the auditor: all five).
import { PassThrough } from 'node:stream';
import { QUEUES, type DeskSummary, type QueueName } from '../../../src/contract/desk';
import { istDay, istDayStart } from '../../../src/contract/deadlines';
import { msg } from '../../../src/contract/messages';
import { StreamSeats } from '../../desk/streamSeats';
import { authenticate, hasRole, SESSION_COOKIE, type DeskState } from '../../middleware/deskAuth';
import { deskRouter, type DeskDeps } from './deps';

export function overviewRoutes({
  now,
  sessions,
  events,
  sources,
  queueNames,
  streamLimits,
}: DeskDeps) {
  const router = deskRouter();
  const seats = new StreamSeats(streamLimits);
  const auth = authenticate(sessions);
  const readable = (state: DeskState) =>
    queueNames.filter((q) => hasRole(state, [...QUEUES[q].roles, 'auditor']));

  router.get('/summary', auth, async (ctx) => {
    const at = now();
    const summary: DeskSummary = {};
    for (const queue of readable(ctx.state)) {
      // From the store's counts (its indexes), not its records: docs/storage.md "Queue pages".
      const counts = await sources[queue].collection.queueCounts({
        status: QUEUES[queue].statuses[0],
        now: at,
        dueBefore: istDayStart(istDay(at), 1)!,
      });
      summary[queue] = {
        new: counts.inStatus,
        dueToday: counts.dueBefore,
        overdue: counts.overdue,
      };
    }
    ctx.body = summary;
  });

  /**
   * Live updates (docs/contract.md §11, "Live updates"). A stream ends when its session does (sign
   * out, idle expiry: the stream itself keeps no session alive) and when its person's roles
   * change: at once for a change made on this server, at the next check for one made elsewhere.
   * The client reconnects by itself and is then asked for its session again.
   */
  router.get('/events', auth, (ctx) => {
    const { session, user } = ctx.state.staff;
    // ctx.ip: the socket's address, or behind a trusted proxy the one it names (server/app.ts).
    const release = seats.take(ctx.ip, session.id);
    if (!release) {
      ctx.set('Retry-After', String(Math.ceil(streamLimits.checkEveryMs / 1000)));
      return ctx.throw(429, msg.tooManyRequests);
    }
    const queues = new Set<QueueName>(readable(ctx.state));
    const roles = [...user.roles].sort().join();
    const stream = new PassThrough();
    const send = (text: string) => stream.write(text);
    const unsubscribe = events.subscribe((event) => {
      if (queues.has(event.queue)) send(`event: queue\ndata: ${JSON.stringify(event)}\n\n`);
    });
    // A note mentioned this person: their Mentions count is read again (no note text travels).
    const unmention = events.onMention((username) => {
      if (username === user.username) send('event: mention\ndata: {}\n\n');
    });
    const token = ctx.cookies.get(SESSION_COOKIE);
    const check = () =>
      sessions.resolve(token, { touch: false }).then(
        (active) =>
          active && !active.secondFactor && [...active.user.roles].sort().join() === roles
            ? send(': ok\n\n')
            : stream.end(),
        // The store did not answer: the stream stays, and is checked again next time.
        () => undefined,
      );
    const checks = setInterval(() => void check(), streamLimits.checkEveryMs);
    const unwatch = events.onStaffChange((username) => {
      if (username === user.username) void check();
    });
    const close = () => {
      clearInterval(checks);
      unsubscribe();
      unmention();
      unwatch();
      release();
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
