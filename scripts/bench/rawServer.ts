// The baseline of `npm run bench:static`: a bare node:http server that answers each path with the
// bytes and headers (security headers included) captured from the real server beforehand (same encoding, same length), so the
// ratio measures only what the real server adds per request. Started as a child process with IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedAnswer {
  path: string;
  headers: Record<string, string>;
  bodyBase64: string;
}

process.once('message', (answers: CapturedAnswer[]) => {
  const byPath = new Map(
    answers.map((a) => [a.path, { headers: a.headers, body: Buffer.from(a.bodyBase64, 'base64') }]),
  );
  const server = createServer((req, res) => {
    const answer = byPath.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
});
