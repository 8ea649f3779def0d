// A desk screen's event stream (GET /api/desk/events, docs/contract.md §11) read as the browser's
// EventSource reads it: for tests and the bench that watch records arrive on one app server.
import { deskApi, type DeskQueueEvent } from '../../src/contract/desk';

export interface HeardEvent {
  event: DeskQueueEvent;
  /** performance.now() when it was read. */
  at: number;
}

export interface DeskStream {
  /** Every byte the stream sent so far (to check for what must never be in it). */
  text(): string;
  /** The queue events read so far, in order. */
  heard: HeardEvent[];
  /** Resolves with the first event heard that `match` accepts (also one heard before the call). */
  next(match: (event: DeskQueueEvent) => boolean): Promise<HeardEvent>;
  close(): void;
}

/** Opens the stream on `baseUrl` with a desk session's Cookie header; it must be admitted. */
export async function openDeskStream(baseUrl: string, cookie: string): Promise<DeskStream> {
  const controller = new AbortController();
  const res = await fetch(baseUrl + deskApi.events, {
    headers: { Cookie: cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`desk stream on ${baseUrl}: ${res.status}`);
  let text = '';
  let pending = '';
  const heard: HeardEvent[] = [];
  const waiting = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const at = performance.now();
      const part = decoder.decode(read.value, { stream: true });
      text += part;
      pending += part;
      // Server-sent events end with a blank line.
      const messages = pending.split('\n\n');
      pending = messages.pop()!;
      for (const message of messages) {
        const data = /^event: queue\ndata: (.*)$/m.exec(message)?.[1];
        if (data) heard.push({ event: JSON.parse(data) as DeskQueueEvent, at });
      }
      for (const wake of waiting) wake();
    }
  })().catch(() => undefined);
  return {
    text: () => text,
    heard,
    next: (match) =>
      new Promise((resolve) => {
        const check = () => {
          const found = heard.find((h) => match(h.event));
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
