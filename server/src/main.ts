import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedDatabaseBusyError, acquireEmbeddedDatabaseLock } from './db/embedded-lock.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// The embedded database is one process's: refuse to start next to another holder (and make CLIs refuse while we run).
if (!config.databaseUrl) {
  try {
    acquireEmbeddedDatabaseLock(config.dataDir);
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusyError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
app.log.info(
  `Regen Marketplace is serving ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests and closing`);
  // Stops accepting, waits for in-flight requests, then the onClose hook closes websockets,
  // drains the mail worker, stops the event listener and closes the database.
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
