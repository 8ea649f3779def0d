import { useEffect, useRef, useState } from 'react';
import type { DeskQueueEvent, QueueName } from '../../../contract/desk';
import { listenToDesk } from '../shell/deskStream';
import { countArrivals, parseQueueEvent } from '../shell/liveTitle';

/**
 * Listens to the desk's server-sent events while a screen is open (on the tab's one stream,
 * shell/deskStream.ts): `onEvent` runs for each record of `queues` that arrives or changes (the
 * screen reloads), and new arrivals are counted.
 */
export function useLiveQueue(
  queues: readonly QueueName[],
  onEvent: (event: DeskQueueEvent) => void,
): number {
  const [arrivals, setArrivals] = useState(0);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const watched = queues.join(',');
  useEffect(() => {
    const names = watched.split(',') as QueueName[];
    return listenToDesk('queue', (data) => {
      const event = parseQueueEvent(data);
      if (!event || !names.includes(event.queue)) return;
      setArrivals((n) => countArrivals(n, event, names));
      handler.current(event);
    });
  }, [watched]);
  return arrivals;
}
