import { resolve } from 'node:path';
import { createApp, DEFAULT_ASSETS_DIR } from './app';

// Environment → listen. Everything else is in createApp.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? resolve(DEFAULT_ASSETS_DIR, 'runtime'));

const app = await createApp({ dataDir });
const server = app.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.info(`Investor site ready at http://${shown}:${port}/ (data in ${dataDir})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
