import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrations as current } from '../../../migrations/index.ts';

/** The name sorts after every real migration: it is the next release's. */
export const NEWER_MIGRATION = '9999-12-31T0000-several-instances-additive';

// Additive, as a release's migrations must be while older instances run (docs/decisions/100):
// new columns on tables the running instances read with `select *` in prepared statements.
export const migrations: Record<string, Migration> = {
  ...current,
  [NEWER_MIGRATION]: {
    async up(db: Kysely<unknown>) {
      await sql`alter table users add column next_release_note text`.execute(db);
      await sql`alter table suppliers add column next_release_note text`.execute(db);
    },
  },
};
