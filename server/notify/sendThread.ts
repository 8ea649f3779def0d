// The send thread (issue 42; docs/architecture.md, "The send thread"; docs/performance.md): the
// outbox's worker claims and records messages on the server's thread, but wording them and
// handing them to the mail server or SMS provider (nodemailer's composing is most of an attempt's
// ~2 ms of CPU) happens on a node:worker_threads thread of its own, so the investors' requests
// never wait behind it. The thread builds the same transports from the same settings
// (sendThread.entry.ts) and answers each message with its SendOutcome.
//
// - A thread that stops mid-send (a crash, an out-of-memory end) answers every send under way with
//   a transient error: the outbox records the attempt and tries the message again later with the
//   same Message-ID, as after a killed server. The next send starts a new thread.
// - A thread that cannot start at all (the kiosk's bundle, which ships no TypeScript loader nor
//   this folder's sources) sends on this thread instead, as before, once it has said so.
// - The thread starts with the first send (or `start`), not with the server: a server that sends
//   nothing never pays its load (some 0.4 s of a core), as most of the test suite's servers do
//   not. Until it has loaded, messages are sent on the server's thread, so none waits for it.
import { threadId, Worker } from 'node:worker_threads';
import type { OutboxMessage } from '../../src/contract/notifications';
import type { SendOutcome } from '../store/types';
import type { NotifySettings } from './config';
import type { Deliver } from './deliver';

/** What the thread is started with (workerData). */
export interface SendThreadData {
  settings: NotifySettings;
  dataDir: string;
  /** The thread's module (sendThread.entry.ts), which the boot file loads through tsx. */
  entry: string;
}

/** To the thread. */
export type ToSendThread = { type: 'send'; id: number; message: OutboxMessage } | { type: 'close' };

/** From the thread. */
export type FromSendThread =
  { type: 'ready' } | { type: 'sent'; id: number; outcome: SendOutcome; threadId: number };

/** What came of a send, and the thread that made it. */
export interface ThreadAnswer {
  outcome: SendOutcome;
  threadId: number;
}

export interface SendThreadOptions {
  settings: NotifySettings;
  dataDir: string;
  /** Sends on this thread when the send thread cannot start (deliver.ts over local transports). */
  fallback: Deliver;
  /** One line when the thread stops or cannot start; never a message's content. */
  log?: (line: string) => void;
  /** The thread's module (a test names one that is not there, as in the kiosk's bundle). */
  entry?: string;
}

export interface SendThread {
  /** Words and sends `message` on the send thread. Never rejects. */
  send(message: OutboxMessage): Promise<ThreadAnswer>;
  /** `send`'s outcome, for WorkerOptions.deliver. */
  deliver: Deliver;
  /**
   * Starts the thread now rather than at the first send (a test waits for it to take messages).
   * Resolves once it takes messages (or could not start).
   */
  start(): Promise<void>;
  /** The thread running now, if one is (a test ends it to see its sends tried again). */
  running(): Worker | undefined;
  /** Closes the thread's transports and ends it; sends after it run on a new thread. */
  close(): Promise<void>;
}

/** The outcome of the sends a thread had not answered when it stopped: tried again later. */
export const THREAD_STOPPED: Extract<SendOutcome, { result: 'error' }> = {
  result: 'error',
  status: 'send thread stopped',
  permanent: false,
};

/** How long a closing thread may take to close its transports before it is ended. */
const CLOSE_TIMEOUT_MS = 10_000;

// The thread's entry is TypeScript, as all the server is (it runs under tsx, package.json
// "serve"); a thread inherits no loader, so a small boot file registers tsx's and then loads it.
const BOOT = new URL('./sendThread.boot.mjs', import.meta.url);
const ENTRY = new URL('./sendThread.entry.ts', import.meta.url).href;

interface Running {
  worker: Worker;
  /** Resolves once the thread has built its transports and takes messages; or has stopped. */
  ready: Promise<void>;
  isReady: boolean;
  pending: Map<number, (answer: ThreadAnswer) => void>;
  exited: Promise<void>;
}

export function startSendThread(options: SendThreadOptions): SendThread {
  const log = options.log ?? ((line: string) => console.warn(line));
  let current: Running | undefined;
  let unavailable = false;
  let nextId = 0;

  const sendHere = async (message: OutboxMessage): Promise<ThreadAnswer> => ({
    outcome: await options.fallback(message),
    threadId,
  });

  const cannotStart = (err: unknown) => {
    if (!unavailable) {
      log(`outbox: no send thread (${describe(err)}); messages are sent on the server's thread`);
    }
    unavailable = true;
  };

  const spawn = (): Running | undefined => {
    let worker: Worker;
    try {
      const data: SendThreadData = {
        settings: options.settings,
        dataDir: options.dataDir,
        entry: options.entry ?? ENTRY,
      };
      worker = new Worker(BOOT, { workerData: data, name: 'outbox send thread' });
    } catch (err) {
      cannotStart(err);
      return undefined;
    }
    let isReady!: () => void;
    let exited!: () => void;
    const running: Running = {
      worker,
      ready: new Promise((resolve) => (isReady = resolve)),
      isReady: false,
      pending: new Map(),
      exited: new Promise((resolve) => (exited = resolve)),
    };
    // An idle thread keeps no process up; a send under way does (ref in `send`), as a socket would.
    worker.unref();
    worker.on('message', (reply: FromSendThread) => {
      if (reply.type === 'ready') {
        running.isReady = true;
        isReady();
        return;
      }
      const answer = running.pending.get(reply.id);
      running.pending.delete(reply.id);
      if (running.pending.size === 0) worker.unref();
      answer?.({ outcome: reply.outcome, threadId: reply.threadId });
    });
    let failure: unknown;
    worker.on('error', (err) => (failure = err));
    worker.on('exit', (code) => {
      if (current === running) current = undefined;
      // Never ready: it took no message (they were sent here meanwhile), and it will not start.
      if (!running.isReady) cannotStart(failure ?? new Error(`exit code ${code}`));
      const unanswered = [...running.pending.values()];
      running.pending.clear();
      if (unanswered.length) {
        log(
          `outbox: the send thread stopped (${describe(failure, code)}) during ${unanswered.length} sends; they are tried again later`,
        );
      }
      for (const answer of unanswered)
        answer({ outcome: THREAD_STOPPED, threadId: worker.threadId });
      isReady();
      exited();
    });
    return running;
  };

  const start = () => {
    if (!unavailable) current ??= spawn();
    return current?.ready ?? Promise.resolve();
  };

  const send = (message: OutboxMessage): Promise<ThreadAnswer> => {
    void start();
    const running = current;
    // Until the thread has loaded (a second or so after the server starts), and where it cannot
    // start, messages are sent here: the first acknowledgement does not wait for it.
    if (!running?.isReady) return sendHere(message);
    const id = nextId++;
    return new Promise<ThreadAnswer>((answer) => {
      running.pending.set(id, answer);
      running.worker.ref();
      const request: ToSendThread = { type: 'send', id, message };
      running.worker.postMessage(request);
    });
  };

  // Both channels' transports close it: the second close waits for the first.
  let closing: Promise<void> | undefined;
  const closeRunning = async (running: Running) => {
    const request: ToSendThread = { type: 'close' };
    running.worker.postMessage(request);
    const timer = setTimeout(() => void running.worker.terminate(), CLOSE_TIMEOUT_MS);
    await running.exited;
    clearTimeout(timer);
    closing = undefined;
  };
  const close = () => {
    if (current) {
      closing = closeRunning(current);
      current = undefined;
    }
    return closing ?? Promise.resolve();
  };

  return {
    send,
    start,
    deliver: async (message) => (await send(message)).outcome,
    running: () => current?.worker,
    close,
  };
}

/** An error's name or an exit code: never its message, which may hold an address or a path. */
function describe(err: unknown, code?: number): string {
  if (err instanceof Error) return (err as NodeJS.ErrnoException).code ?? err.name;
  return code === undefined ? 'unknown' : `exit code ${code}`;
}
