// The app's work on a timer (the staff reminders, the content scheduler; docs/architecture.md §8
// "Jobs"): one run at a time, the next `everyMs` after the end of the last, the first `everyMs`
// after the start; a failed run (the store down) is reported and the next one tries again.

export interface Repeating {
  /** No run starts after it; resolves once a run under way has ended. */
  stop(): Promise<void>;
}

export function startRepeating(
  everyMs: number,
  run: () => Promise<void>,
  log: (err: unknown) => void,
): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  const tick = () => {
    running = run().catch(log).finally(schedule);
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
