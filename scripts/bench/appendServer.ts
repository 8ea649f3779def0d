// The reference of `npm run bench`: a bare node:http server that appends each POST body as a line
// to one file and fsyncs it before answering 201. What a durable write costs with nothing else
// around it; the ratio to it shows what the app (validation, store, JSON files or PostgreSQL) adds.
// A GET is answered at once with a lookup-sized JSON: the lookups' yardstick for the machine's load.
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const file = process.env.APPEND_FILE;
if (!file) throw new Error('APPEND_FILE is required');
const handle = await open(file, 'a');

const LOOKUP = JSON.stringify({
  data: [{ complainNo: 'CMP-0000-0000', status: 'Open', fName: 'Asha', lName: 'Rao' }],
});

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(LOOKUP);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const line = Buffer.concat([...chunks, Buffer.from('\n')]);
    handle
      .appendFile(line)
      .then(() => handle.sync())
      .then(
        () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"message":"ok"}'),
        () => res.writeHead(503).end(),
      );
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void handle.close().finally(() => process.exit(0));
});
