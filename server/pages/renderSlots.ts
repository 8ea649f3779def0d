/** How much server rendering the pages' first HTML may cost (docs/performance.md). */
export interface RenderLimits {
  /** Renderings asked of the renderer and not yet answered, at most. */
  maxConcurrent: number;
  /** A page not drawn within this (waiting for a slot included) is answered without its drawing. */
  budgetMs: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { maxConcurrent: 2, budgetMs: 3_000 };

/** What a task that ran out of its budget answers instead. */
export const OVER_BUDGET = Symbol('over budget');

/**
 * At most `maxConcurrent` renderings at once, each answered within `budgetMs`. A task waits for a
 * slot within its budget; one that never gets a slot never runs. A task that overruns its budget
 * keeps its slot until it ends (the renderer is still busy with it), but its caller goes on.
 */
export class RenderSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: RenderLimits) {}

  run<T>(task: () => Promise<T>): Promise<T | typeof OVER_BUDGET> {
    return new Promise((resolve, reject) => {
      let started = false;
      const start = () => {
        started = true;
        this.busy++;
        task()
          .then(resolve, reject)
          .finally(() => {
            clearTimeout(timer);
            this.busy--;
            this.waiting.shift()?.();
          });
      };
      const timer = setTimeout(() => {
        if (!started) this.waiting.splice(this.waiting.indexOf(start), 1);
        resolve(OVER_BUDGET);
      }, this.limits.budgetMs);
      timer.unref();
      if (this.busy < this.limits.maxConcurrent) start();
      else this.waiting.push(start);
    });
  }
}
