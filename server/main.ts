import { createApp } from './app';
import { serverSettings } from './env';
import { listen } from './listen';

// Environment → listen. Everything else is in createApp.
const { port, host, dataDir, trustProxy, connections, rateBudgets, publicOrigin } = serverSettings(
  process.env,
);

const app = await createApp({ dataDir, trustProxy, rateBudgets, publicOrigin });
const server = await listen(app, { port, host, limits: connections });
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.info(`Investor site ready at http://${shown}:${port}/ (data in ${dataDir})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // In-flight requests (and so their writes) finish before the process exits.
  process.on(signal, () => server.close(() => process.exit(0)));
}
