// The outbox's worker (issue 42; docs/storage.md, The outbox): claims the due messages for a lease,
// words each in its language, hands it to its channel's transport and records what came of it.
// It runs beside the server and never holds a request: a POST only queues its messages.
import type { OutboxMessage, RenderedMessage } from '../../src/contract/notifications';
import { maskValue } from '../desk/mask';
import { restAfter } from '../http/publicTraffic';
import type { Attempt, Outbox, OutboxRecord, SendOutcome, Stored } from '../store/types';
import { deliverWith, errorName, type Deliver } from './deliver';
import type { Transport } from './transport';

export interface WorkerOptions {
  outbox: Outbox;
  /** One per channel; a channel with none keeps its messages as `unconfigured`. */
  transports: readonly Transport[];
  /** A message worded in its language (the templates, src/contract/notifications). */
  render: (message: OutboxMessage) => RenderedMessage;
  /**
   * How a configured message is worded and sent: the server's send thread (sendThread.ts), so
   * nodemailer's composing and the SMTP and SMS calls never take the requests' thread. Unset: on
   * this thread, by `render` and `transports` (deliver.ts).
   */
  deliver?: Deliver;
  now?: () => Date;
  /** How often it looks for due messages when nothing wakes it (retries, other servers' queues). */
  pollMs?: number;
  /** Messages claimed per round (DEFAULT_BATCH), sent SEND_AT_ONCE at a time. */
  batch?: number;
  /** How long a claim holds: longer than any send may take (the transports' time-outs). */
  leaseMs?: number;
  /** One line per message: kind, channel, masked address, what came of it. Never a body. */
  log?: (line: string) => void;
  /**
   * The public requests this app server has taken so far (server/http/publicTraffic.ts): while they
   * keep coming the worker gives way to them (BACKGROUND_SHARE). Without it the worker never waits.
   */
  requestsStarted?: () => number;
  /**
   * The most public requests this app server was answering at once since the last call
   * (server/http/publicTraffic.ts): from FLOOD_IN_FLIGHT the worker holds its next claim
   * (FLOOD_HOLD_MS). Without it, never.
   */
  requestsInFlight?: () => number;
  /** The longest a flood holds a claim (FLOOD_HOLD_MS; tests shorten it). */
  floodHoldMs?: number;
  /** How the worker waits when it gives way (tests record it); `stop` ends a wait early. */
  giveWay?: (ms: number, stopped: Promise<void>) => Promise<void>;
}

export const DEFAULT_POLL_MS = 5_000;
/**
 * Messages claimed per round. A claim and its settle are one write each on the embedded engine (of
 * the outbox's part files) and one statement each on PostgreSQL, and the embedded claim reads the
 * pending list: so a backlog is taken a hundred at a time, not twenty (docs/performance.md,
 * "Queueing an acknowledgement"). Sent SEND_AT_ONCE at a time.
 */
export const DEFAULT_BATCH = 100;
/** A round's sends in flight at once: the mail server and the SMS provider see no more. */
export const SEND_AT_ONCE = 20;
export const DEFAULT_LEASE_MS = 10 * 60_000;
/**
 * The share of the thread the worker takes while requests keep arriving (docs/storage.md, The
 * outbox): after a round of sends during which requests came, it rests nineteen times the round's
 * length, so a flood of POSTs is answered at nearly the pace it would be with nothing to send,
 * and the mail follows once it ebbs. A round with no request meanwhile is followed at once, and
 * so is one whose messages already waited longer than a rest (`behind`).
 */
export const BACKGROUND_SHARE = 0.05;
/**
 * The longest rest after a round, so mail still goes out under a long flood, and an
 * acknowledgement whose round met requests still reaches the investor within 2 s (issue 42).
 */
export const MAX_GIVE_WAY_MS = 1_000;

/**
 * Public requests in flight at once that make a flood (`requestsInFlight`). Investors one after
 * another keep one or two in flight; a flood keeps tens (the bench's, 50).
 */
export const FLOOD_IN_FLIGHT = 8;
/**
 * How long a flood holds the worker's next claim at the most, counted from the first message that
 * waits for it: the messages queued meanwhile are sent once the flood ebbs or this has passed,
 * whichever comes first. After it the worker claims at its full pace until it has caught up, so
 * a longer flood holds no message back more than this and its rounds (docs/storage.md, The
 * outbox; the freeze's 15 minutes and the acknowledgement's 2 s on a quiet server are far from it).
 */
export const FLOOD_HOLD_MS = 5_000;
/** How often a held worker looks whether the flood has ebbed. */
export const FLOOD_LOOK_MS = 100;

/**
 * Whether the worker is behind: a message of the round (claimed oldest first) waited longer than
 * a rest may last. Then it does not rest, so a stream of requests never holds the mail back more
 * than MAX_GIVE_WAY_MS and a round (the acknowledgement's 2 s, issue 42).
 */
const behind = (round: readonly Stored<OutboxRecord>[], now: Date) =>
  round.some((m) => now.getTime() - Date.parse(m.createdAt) > MAX_GIVE_WAY_MS);

/**
 * The longest a send's outcome waits for the rest of its round's before it is written
 * (startOutboxWorker: a round's outcomes are settled together).
 */
export const SETTLE_LINGER_MS = 250;

/** How long to rest after a round of `roundMs` that requests shared. */
export const giveWayAfter = (roundMs: number) =>
  restAfter(roundMs, BACKGROUND_SHARE, MAX_GIVE_WAY_MS);

const sleep = (ms: number, stopped: Promise<void>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void stopped.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

export interface OutboxWorker {
  /** Looks for due messages now (the outbox wakes it when this server queues one). */
  wake(): void;
  /** Claims nothing more and resolves once the sends under way are recorded. */
  stop(): Promise<void>;
}

/** An address as a log line may show it: `a•••@example.com`, `•••10`. */
export function maskedAddress(message: Pick<OutboxMessage, 'channel' | 'to'>): string {
  return maskValue(message.channel === 'email' ? 'email' : 'tail', message.to);
}

/** Starts the loop; `stop` ends it (the server's close). */
export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { outbox, transports, render } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const batch = options.batch ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? ((line: string) => console.info(line));
  const requestsStarted = options.requestsStarted;
  const requestsInFlight = options.requestsInFlight;
  const floodHoldMs = options.floodHoldMs ?? FLOOD_HOLD_MS;
  const giveWay = options.giveWay ?? sleep;
  let stopped = false;
  let stop!: () => void;
  const stopping = new Promise<void>((resolve) => (stop = resolve));
  let woken = false;
  let wakeUp: (() => void) | null = null;

  /**
   * Since when a message may have waited for a claim: the first wake (or poll) after a round
   * that left nothing due behind it. What a flood's hold counts from.
   */
  let waitingSince: number | undefined;
  const wake = () => {
    woken = true;
    waitingSince ??= performance.now();
    wakeUp?.();
  };
  const unsubscribe = outbox.onQueued(wake);

  /** Until `pollMs` has passed or something wakes it (a wake during the last round included). */
  const rest = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const done = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      wakeUp = done;
    });

  const deliverHere = deliverWith(transports, render);
  const attempt = async (message: Stored<OutboxRecord>): Promise<SendOutcome> => {
    const transport = transports.find((t) => t.channel === message.channel);
    if (!transport?.configured(message)) return { result: 'unconfigured' };
    return (options.deliver ?? deliverHere)(message);
  };

  const logSettled = ({ message, outcome }: Attempt, settled: Stored<OutboxRecord> | undefined) => {
    const state = settled ? settled.state : 'claim lost';
    const detail = outcome.result === 'error' ? `: ${outcome.status}` : '';
    log(
      `outbox: ${message.kind} by ${message.channel} to ${maskedAddress(message)}, attempt ${message.attempts}: ${state}${detail}`,
    );
  };

  // A round's attempts are recorded together, in one settle write once all of them have ended,
  // or SETTLE_LINGER_MS after the first that waits (a slow send does not hold the others' record
  // longer). Recorded as each ended, a round of 20 cost the store four or five writes of the part
  // that holds its messages (docs/performance.md, "The outbox's store share"). Those that end
  // while a settle is being written wait and go in the next (Outbox.settleAll).
  let waiting: { attempt: Attempt; recorded: () => void }[] = [];
  /** The round's attempts not waiting yet: when none are left, the waiting ones are written. */
  let sending = 0;
  let lingering: ReturnType<typeof setTimeout> | undefined;
  /** The round's time in the store (its claim, its settle writes): what it gives way after. */
  let storeMs = 0;
  let settling: Promise<void> | undefined;
  const settleWaiting = async () => {
    while (waiting.length) {
      const round = waiting;
      waiting = [];
      const attempts = round.map((w) => w.attempt);
      try {
        const settleStart = performance.now();
        const results = await outbox.settleAll(attempts, now()).finally(() => {
          storeMs += performance.now() - settleStart;
        });
        attempts.forEach((attempt, i) => logSettled(attempt, results[i]));
      } catch (err) {
        // The claims run out and the messages are tried again (same messageIds).
        for (const { message } of attempts) {
          log(`outbox: could not record a ${message.kind} attempt (${errorName(err)})`);
        }
      }
      for (const w of round) w.recorded();
    }
    settling = undefined;
  };
  const settleNow = () => {
    clearTimeout(lingering);
    lingering = undefined;
    settling ??= settleWaiting();
  };

  /** Sends `message`; answers once it is sent, with its outcome's recording (settle) to await. */
  const deliver = async (message: Stored<OutboxRecord>) => {
    const outcome = await attempt(message).catch((err: unknown) => {
      sending--;
      throw err;
    });
    const recorded = new Promise<void>((done) => {
      waiting.push({ attempt: { message, outcome }, recorded: done });
      sending--;
      if (sending === 0 || settling) settleNow();
      else lingering ??= setTimeout(settleNow, SETTLE_LINGER_MS);
    });
    return { recorded };
  };

  /**
   * The round's messages, SEND_AT_ONCE in flight at a time, in the order claimed; resolves once
   * every outcome is recorded. The next send starts as one ends, not once it is recorded, so the
   * round's outcomes still go in one settle write.
   */
  const sendAll = async (round: readonly Stored<OutboxRecord>[]) => {
    let next = 0;
    const recordings: Promise<void>[] = [];
    const sender = async () => {
      while (next < round.length) recordings.push((await deliver(round[next++]!)).recorded);
    };
    await Promise.all(Array.from({ length: Math.min(SEND_AT_ONCE, round.length) }, sender));
    await Promise.all(recordings);
  };

  /** While requests flood in, the claim waits: at most `floodHoldMs` from `waitingSince`. */
  const holdDuringFlood = async () => {
    if (!requestsInFlight) return;
    const since = (waitingSince ??= performance.now());
    const left = () => floodHoldMs - (performance.now() - since);
    while (!stopped && requestsInFlight() >= FLOOD_IN_FLIGHT && left() > 0) {
      await giveWay(Math.min(FLOOD_LOOK_MS, left()), stopping);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      await holdDuringFlood();
      woken = false;
      const roundStart = performance.now();
      // A wake from here on is a message this claim may miss: its wait starts then.
      const waitedSince = waitingSince;
      waitingSince = undefined;
      storeMs = 0;
      const requestsBefore = requestsStarted?.();
      let claimed: Stored<OutboxRecord>[] = [];
      try {
        claimed = await outbox.claimDue(now(), batch, leaseMs);
      } catch (err) {
        // The store is unreachable: the next round tries again.
        log(`outbox: could not claim messages (${errorName(err)})`);
      }
      storeMs += performance.now() - roundStart;
      // A full batch leaves due messages behind, waiting since before this round.
      if (claimed.length === batch) waitingSince = waitedSince ?? roundStart;
      sending = claimed.length;
      await sendAll(claimed);
      if (
        claimed.length > 0 &&
        requestsStarted &&
        requestsStarted() !== requestsBefore &&
        !behind(claimed, now())
      ) {
        // With the send thread (`deliver`) the round held this thread only for its claim and
        // settle writes; the wording and sending it waited for ran on the other thread.
        const heldMs = options.deliver ? storeMs : performance.now() - roundStart;
        await giveWay(giveWayAfter(heldMs), stopping);
      }
      if (claimed.length < batch) await rest();
    }
  })();

  return {
    wake,
    stop: async () => {
      stopped = true;
      stop();
      unsubscribe();
      wakeUp?.();
      await loop;
    },
  };
}
