import { createApp } from './app';
import { resolveDataKey } from './dataKey';
import { serverSettings, type ServerSettings } from './env';
import { listen } from './http/listen';
import { notifyWorker } from './notify/config';
import { startupFailure } from './startupFailure';

// Environment → listen. Everything else is in createApp.
async function start(settings: ServerSettings) {
  const { port, host, dataDir, databaseUrl, trustProxy, connections, rateBudgets, renderLimits } =
    settings;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // Production refuses to start without DATA_KEY; a demo makes one in the data folder.
  const dataKey = await resolveDataKey(process.env, dataDir, (line) => console.info(line));
  const { koa, store } = await createApp({
    dataDir,
    dataKey,
    trustProxy,
    rateBudgets,
    renderOnStart: true,
    renderLimits,
    streamLimits: settings.streamLimits,
    databaseTimeouts: settings.databaseTimeouts,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(settings.publicOrigin ? { publicOrigin: settings.publicOrigin } : {}),
    notify: notifyWorker(settings.notify, dataDir),
    // Without PUBLIC_ORIGIN the reminders link to the desk as the line below prints it.
    reminders: { everyMs: settings.reminderSweepMs, origin: `http://${shown}:${port}` },
    // Every app server asks each minute whether the night's link check is due; one runs it.
    linkCheck: { settings: settings.linkCheck, nightly: true },
  });
  const server = await listen(koa, {
    port,
    host,
    limits: connections,
    behindProxy: trustProxy,
  }).catch(async (err) => {
    await store.close();
    throw err;
  });
  console.info(
    `Investor site ready at http://${shown}:${port}/ (data in ${databaseUrl ? 'PostgreSQL' : dataDir})`,
  );
  console.info(`Staff desk at http://${shown}:${port}/desk`);
  if ((await store.staffUsers.count()) === 0) {
    const when = databaseUrl ? 'in another shell' : 'with the server stopped (Ctrl+C)';
    console.info(
      `No staff account yet: ${when}, run  npm run staff -- add --username NAME --role admin  and type the password (12+ characters).`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // In-flight requests (and so their writes) finish, then the store lets go of its data.
    process.on(signal, () =>
      server.close(() => {
        void store.close().finally(() => process.exit(0));
      }),
    );
  }
}

/** A start the operator can fix (bad setting, disk full, data dir in use) is one clear line. */
function fail(err: unknown, dataDir: string): never {
  console.error(startupFailure(err, dataDir));
  process.exit(1);
}

let settings: ServerSettings;
try {
  settings = serverSettings(process.env);
} catch (err) {
  // A refused setting names itself; no data dir has been resolved yet.
  fail(err, '');
}
// The folder the server resolved (absolute, the default when DATA_DIR is unset), not the raw setting.
start(settings).catch((err: unknown) => fail(err, settings.dataDir));
