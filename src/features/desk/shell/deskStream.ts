// The desk's one live event stream per tab (docs/contract.md §11, "Live updates"): the queue
// screens and the frame's Mentions count listen to the same EventSource, opened while anyone
// listens and closed after the last one leaves. The server caps the streams per session and per
// address (server/desk/streamSeats.ts): a second stream per tab would halve what a desk may open.
import { deskApi } from '../../../contract/desk';

/** The stream's event types: a record arrived or changed; a note mentioned the signed-in person. */
export type DeskStreamEvent = 'queue' | 'mention';
type Listener = (data: string) => void;

const listeners: Record<DeskStreamEvent, Set<Listener>> = { queue: new Set(), mention: new Set() };
let source: EventSource | null = null;

const listening = () => listeners.queue.size + listeners.mention.size;

function open(): EventSource {
  const opened = new EventSource(deskApi.events);
  for (const type of Object.keys(listeners) as DeskStreamEvent[]) {
    opened.addEventListener(type, (message) => {
      for (const listener of [...listeners[type]]) listener((message as MessageEvent<string>).data);
    });
  }
  return opened;
}

/**
 * Runs `listener` with each event of `type` on the tab's stream (EventSource reconnects by itself
 * after a dropped connection); returns the function that stops it.
 */
export function listenToDesk(type: DeskStreamEvent, listener: Listener): () => void {
  listeners[type].add(listener);
  source ??= open();
  return () => {
    listeners[type].delete(listener);
    if (listening() === 0) {
      source?.close();
      source = null;
    }
  };
}
