// `npm run db:migrate`: runs pending migrations on the configured database.
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { openCliDatabase } from './cli-database.ts';

const { database } = await openCliDatabase();
const result = await migrateToLatest(database.db);
const applied = result.results?.filter((r) => r.status === 'Success') ?? [];
console.log(applied.length ? `Applied: ${applied.map((r) => r.migrationName).join(', ')}` : 'Already up to date.');
await database.close();
