// The baselines of `npm run bench:static`: a server that answers each path with the bytes and
// headers (security headers included) captured from the real server beforehand (same encoding,
// same length), so a ratio measures only what the real server adds per request. BASELINE=node (the
// default) is bare node:http; BASELINE=koa is a Koa app with one middleware that sends the same
// bytes: the ceiling of any server built on Koa. Started as a child process with IPC.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

export interface CapturedAnswer {
  path: string;
  headers: Record<string, string>;
  bodyBase64: string;
}

interface Answer {
  headers: Record<string, string>;
  body: Buffer;
}

function nodeListener(byPath: Map<string, Answer>): RequestListener {
  return (req, res) => {
    const answer = byPath.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  };
}

function koaListener(byPath: Map<string, Answer>): RequestListener {
  const app = new Koa();
  app.use((ctx) => {
    const answer = byPath.get(ctx.url);
    if (!answer) return; // Koa answers 404
    ctx.set(answer.headers);
    ctx.body = answer.body;
  });
  return app.callback();
}

process.once('message', (answers: CapturedAnswer[]) => {
  const byPath = new Map(
    answers.map((a) => [a.path, { headers: a.headers, body: Buffer.from(a.bodyBase64, 'base64') }]),
  );
  const listener = process.env.BASELINE === 'koa' ? koaListener(byPath) : nodeListener(byPath);
  const server = createServer(listener);
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
});
