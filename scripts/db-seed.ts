// `npm run db:seed`: loads the demo data into an empty database (the server does this on
// first start of an empty embedded database when SEED_DEMO is on).
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../server/src/demo/seed-demo.ts';
import { openCliDatabase } from './cli-database.ts';

const { database, config } = await openCliDatabase();
await migrateToLatest(database.db);
const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
if (existing) {
  console.log('The database already has users; demo data is only loaded into an empty database.');
} else {
  await seedDemoData(database.db, config);
  console.log(`Demo data loaded. Accounts (password ${DEMO_PASSWORD}):`);
  console.log(`  admin     ${demoAccounts.admin}`);
  console.log(`  traveler  ${demoAccounts.traveler}`);
  for (const email of demoAccounts.suppliers) console.log(`  supplier  ${email}`);
}
await database.close();
