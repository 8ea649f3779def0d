// The send thread itself (sendThread.ts): the e-mail and SMS transports built from the server's
// settings, each message worded and sent as the worker on the server's thread would (deliver.ts),
// and answered with its outcome. Only the outbox's worker talks to it; the store is never opened
// here, so claiming and recording stay where they were, exactly once across app servers.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { notifyTransports, renderOutboxMessage } from './config';
import { deliverWith } from './deliver';
import type { FromSendThread, SendThreadData, ToSendThread } from './sendThread';

const port = parentPort!;
const { settings, dataDir } = workerData as SendThreadData;
const transports = notifyTransports(settings, dataDir);
const deliver = deliverWith(transports, renderOutboxMessage);
const answer = (reply: FromSendThread) => port.postMessage(reply);

port.on('message', (request: ToSendThread) => {
  if (request.type === 'send') {
    void deliver(request.message).then((outcome) =>
      answer({ type: 'sent', id: request.id, outcome, threadId }),
    );
    return;
  }
  // Closing: the transports let go of their connections (an SMS under way finishes), then the
  // thread ends.
  void Promise.allSettled(transports.map((t) => t.close())).then(() => port.close());
});
answer({ type: 'ready' });
