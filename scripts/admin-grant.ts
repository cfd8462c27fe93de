// `npm run admin:grant -- <email>`: gives an existing account the admin role.
// Works on PostgreSQL (DATABASE_URL) at any time; on the embedded database it refuses to
// run while the server holds it (see server/src/db/embedded-lock.ts).
import { z } from 'zod';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { openCliDatabase } from './cli-database.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !z.email().safeParse(email).success) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const { database } = await openCliDatabase();
await migrateToLatest(database.db);
const before = await database.db
  .selectFrom('users')
  .select(['id', 'role'])
  .where('email', '=', email)
  .executeTakeFirst();
if (before?.role === 'user') {
  await database.db
    .updateTable('users')
    .set({ role: 'admin', updated_at: new Date() })
    .where('id', '=', before.id)
    .execute();
}
await database.close();
if (!before) {
  console.error(`No account with the email ${email}. The person must sign up first.`);
  process.exit(1);
}
console.log(before.role === 'admin' ? `${email} is already an administrator.` : `${email} is now an administrator.`);
