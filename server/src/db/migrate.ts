import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import { migrations } from '../../../migrations/index.ts';
import { openDatabase } from './database.ts';

/** Runs every pending migration; throws (naming the failed one) when one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const newer = await newerReleaseMigrations(db, Object.keys(migrations));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations, ...newer }) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return result;
}

/**
 * Migrates `db`, or the database at `sessionUrl` when given: the migrations' lock is a
 * session's (pg_advisory_lock), which a transaction pooler would not keep.
 */
export async function migrateDatabase(db: Kysely<any>, sessionUrl: string | undefined): Promise<MigrationResultSet> {
  if (!sessionUrl) return migrateToLatest(db);
  const session = openDatabase({ databaseUrl: sessionUrl, dataDir: './none' });
  try {
    return await migrateToLatest(session.db);
  } finally {
    await session.close();
  }
}

/**
 * Migrations a newer release already ran, which this one does not have. While a new release
 * rolls out, an instance of the previous one may restart (a crash, a moved machine): its
 * migrations are all applied, and the newer ones are additive (docs/decisions/100), so it
 * starts. Kysely refuses a database with migrations it does not know: those that sort after
 * every one of ours are listed to it as done (they never run here). Any other unknown one is
 * left for Kysely to refuse.
 */
async function newerReleaseMigrations(db: Kysely<any>, known: string[]): Promise<Record<string, Migration>> {
  const exists = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!exists.rows[0]?.found) return {};
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const last = known.toSorted().at(-1) ?? '';
  const newer: Record<string, Migration> = {};
  for (const { name } of rows) {
    if (name > last && !known.includes(name)) {
      newer[name] = {
        up: () => Promise.reject(new Error(`${name} belongs to a newer release and has already run`)),
      };
    }
  }
  return newer;
}
