import { useEffect, useRef, useState } from 'react';
import { deskApi, type DeskQueueEvent, type QueueName } from '../../../contract/desk';
import { countArrivals, parseQueueEvent } from '../shell/liveTitle';

/**
 * Listens to the desk's server-sent events while a screen is open: `onEvent` runs for each record
 * of `queues` that arrives or changes (the screen reloads), and new arrivals are counted.
 * EventSource reconnects by itself after a dropped connection.
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
    const source = new EventSource(deskApi.events);
    source.addEventListener('queue', (message) => {
      const event = parseQueueEvent((message as MessageEvent<string>).data);
      if (!event || !names.includes(event.queue)) return;
      setArrivals((n) => countArrivals(n, event, names));
      handler.current(event);
    });
    return () => source.close();
  }, [watched]);
  return arrivals;
}
