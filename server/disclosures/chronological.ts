// A record's history in time order: the status changes the SEBI tables read
// (complaintTables.ts) and the owner changes the dashboard reads (episodeOwner.ts).

/** History is appended in time order; sorted only if an imported record says otherwise. */
export function chronological<T extends { at: string }>(history: readonly T[]): readonly T[] {
  for (let i = 1; i < history.length; i++) {
    if (history[i]!.at < history[i - 1]!.at)
      return [...history].sort((a, b) => (a.at < b.at ? -1 : 1));
  }
  return history;
}
