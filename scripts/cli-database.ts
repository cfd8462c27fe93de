import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Database } from '../server/src/db/database.ts';
import { EmbeddedDatabaseBusyError, acquireEmbeddedDatabaseLock } from '../server/src/db/embedded-lock.ts';

/**
 * Opens the configured database for a command-line script. The embedded database (PGlite)
 * is one process: while the server holds it, opening it fails, and we say so plainly.
 */
export async function openCliDatabase(): Promise<{ database: Database; config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
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
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  } catch (err) {
    if (!config.databaseUrl) {
      console.error(
        `Could not open the embedded database in ${config.dataDir}. It can be used by one process at a time: stop the server (npm start) and run this command again.`,
      );
      process.exit(1);
    }
    throw err;
  }
  return { database, config };
}
