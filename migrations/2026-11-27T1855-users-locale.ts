import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 33 part 2 (docs/decisions/109): the language a signed-in user chose, kept on their
// profile and used for the emails and calendar files written to them. Null until they choose
// one (then English, the spec's).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users
      add column locale text check (locale in ('en', 'de', 'fr', 'es', 'it'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column locale`.execute(db);
}
