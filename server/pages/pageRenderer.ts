import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A renderer left idle this long is stopped, and its memory returned; the next page starts one. */
export const RENDERER_IDLE_MS = 30_000;

/**
 * A worker that has pages to draw and answers none for this long is stopped: React's own limit
 * ends a slow rendering, not a loop that never yields. Loading the renderer takes a second or two
 * and a page up to one; this is far beyond both, even on a loaded machine.
 */
export const RENDERER_TIME_LIMIT_MS = 15_000;

export interface RendererTimes {
  idleMs?: number;
  timeLimitMs?: number;
}

/**
 * The worker's code, plain JavaScript (it runs outside the TypeScript loader): it loads the built
 * renderer and draws one page at a time, as the renderer keeps the page's answers in module state.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.entry);
let queue = Promise.resolve();
parentPort.on('message', ({ id, url, answers }) => {
  queue = queue.then(async () => {
    try {
      const { renderPage } = await loaded;
      parentPort.postMessage({ id, page: await renderPage(url, answers) });
    } catch (err) {
      parentPort.postMessage({ id, error: String((err && err.stack) || err) });
    }
  });
});
`;

/** A page as the renderer drew it (src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  /**
   * Parts were still loading at the renderer's own time limit and are drawn as their fallbacks
   * (a spinner): good for this answer, not to be kept (docs/performance.md).
   */
  partial: boolean;
}

interface Reply {
  id: number;
  page?: RenderedPage | null;
  error?: string;
}

interface Pending {
  resolve: (page: RenderedPage | null) => void;
  reject: (err: Error) => void;
}

/** A worker and the pages asked of it: a worker that ends fails its own pages, no other's. */
interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Armed while pages are pending: fires when the worker has answered none for the time limit. */
  limit: NodeJS.Timeout | undefined;
}

/**
 * The server's renderer of public pages (src/entry-server.tsx, built by `vite build --ssr` into
 * dist-ssr/; docs/performance.md), in a worker thread: a rendering takes the CPU for up to
 * a second, which on the server's own thread would hold up every other request, and the renderer
 * (React, Chakra and every page) takes memory the server gives back when it has been idle for
 * `idleMs`. Pages are cached by the caller, so the renderer is busy only after a change. A worker
 * that answers nothing for `timeLimitMs` is stopped, failing its pages (the app draws them alone).
 */
export class PageRenderer {
  private current: Running | undefined;
  private lastId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly entry: string,
    private readonly idleMs: number,
    private readonly timeLimitMs: number,
  ) {}

  /** The renderer beside `distDir`; null without dist-ssr/ (not built, or a kiosk package). */
  static async beside(
    distDir: string,
    { idleMs = RENDERER_IDLE_MS, timeLimitMs = RENDERER_TIME_LIMIT_MS }: RendererTimes = {},
  ): Promise<PageRenderer | null> {
    const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
    if (!(await stat(entry).catch(() => null))?.isFile()) return null;
    return new PageRenderer(entry, idleMs, timeLimitMs);
  }

  /** True while a worker is up (for tests and figures). */
  get running(): boolean {
    return this.current !== undefined;
  }

  /** The page at `url` drawn from `answers`; null when there is nothing to draw (a redirect). */
  render(url: string, answers: Record<string, unknown>): Promise<RenderedPage | null> {
    clearTimeout(this.idleTimer);
    const running = (this.current ??= this.start());
    const id = ++this.lastId;
    return new Promise<RenderedPage | null>((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage({ id, url, answers });
      running.limit ??= this.armLimit(running);
    }).finally(() => this.idleLater());
  }

  /** Stops the worker; pages asked for after this start a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const running = this.current;
    this.current = undefined;
    await running?.worker.terminate();
  }

  private start(): Running {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entry: pathToFileURL(this.entry).href },
    });
    // The server's own listener keeps the process alive; a renderer alone must not.
    worker.unref();
    const running: Running = { worker, pending: new Map(), limit: undefined };
    worker.on('message', ({ id, page, error }: Reply) => {
      const pending = running.pending.get(id);
      running.pending.delete(id);
      // An answer: the next page has the whole time limit again.
      clearTimeout(running.limit);
      running.limit = running.pending.size ? this.armLimit(running) : undefined;
      if (error === undefined) pending?.resolve(page ?? null);
      else pending?.reject(new Error(error));
    });
    worker.on('error', (err) => this.end(running, err));
    worker.on('exit', (code) =>
      this.end(running, new Error(`the page renderer stopped (exit code ${code})`)),
    );
    return running;
  }

  private armLimit(running: Running): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const seconds = this.timeLimitMs / 1000;
      this.end(running, new Error(`the page renderer answered nothing for ${seconds} s`));
      void running.worker.terminate();
    }, this.timeLimitMs);
    timer.unref();
    return timer;
  }

  /** A worker that fails, ends or is stopped fails what it was drawing; the next page starts another. */
  private end(running: Running, err: Error): void {
    clearTimeout(running.limit);
    if (this.current === running) this.current = undefined;
    for (const [id, pending] of running.pending) {
      running.pending.delete(id);
      pending.reject(err);
    }
  }

  private idleLater(): void {
    if (this.current?.pending.size) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
    this.idleTimer.unref();
  }
}
