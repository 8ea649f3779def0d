// The send thread's first module (server/notify/sendThread.ts): a worker thread inherits no module
// loader, so it registers tsx's, as `npm run serve` runs the server, then loads the thread's
// TypeScript entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
