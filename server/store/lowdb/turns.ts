// Long reads of the embedded engine (a desk queue page scans every entry of its collection: 30–40 ms
// of the one thread at 100,000 complaints) run in slices that give way to the requests waiting
// meanwhile (docs/storage.md, "Queue pages"): a slice ends after SLICE_MS, and the next one starts
// only after the event loop has taken in what arrived since (setImmediate runs after the poll
// phase). All the readers share one line: one slice per turn of the event loop whatever their
// number, so five officers paging without pause hold the thread as one would, and a public lookup
// waits at most one slice behind them. A read that meets no one waiting goes on at once.

/** How long a slice may hold the thread. */
export const SLICE_MS = 1;

const waiting: (() => void)[] = [];
let turning = false;

function nextTurn(): void {
  const wake = waiting.shift();
  if (!wake) {
    turning = false;
    return;
  }
  wake();
  // Queued from inside this turn's check phase: it runs in the next turn, after its poll phase.
  setImmediate(nextTurn);
}

/** Resolves in a later turn of the event loop, after the slices of the readers waiting before. */
export function giveWay(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!turning) {
      turning = true;
      setImmediate(nextTurn);
    }
  });
}

/**
 * A clock for one read: `due()` says whether its slice has run SLICE_MS (looked at every `every`
 * steps, so the clock costs little; `due(true)` looks now: a large step), and `giveWay()` starts
 * a new slice.
 */
export function slices(every = 512) {
  let started = performance.now();
  let steps = 0;
  return {
    due: (look = false) =>
      (look || ++steps % every === 0) && performance.now() - started >= SLICE_MS,
    giveWay: async () => {
      await giveWay();
      started = performance.now();
    },
  };
}
