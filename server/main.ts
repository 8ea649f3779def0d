import { createApp } from './app';
import { serverSettings } from './env';
import { startupFailure } from './startupFailure';

// Environment → listen. Everything else is in createApp.
const { port, host, dataDir, databaseUrl } = serverSettings(process.env);

const { koa, store } = await createApp({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }).catch(
  (err: unknown) => {
    // A start the operator can fix (disk full, data dir in use) is one clear line, no trace.
    console.error(startupFailure(err, dataDir));
    process.exit(1);
  },
);
const server = koa.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const where = databaseUrl ? 'PostgreSQL' : dataDir;
  console.info(`Investor site ready at http://${shown}:${port}/ (data in ${where})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // In-flight requests (and so their writes) finish, then the store lets go of its data.
  process.on(signal, () =>
    server.close(() => {
      void store.close().finally(() => process.exit(0));
    }),
  );
}
