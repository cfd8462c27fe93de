import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// On PostgreSQL a statement the app runs over and over is prepared once per connection and
// then executed by name, not parsed and planned each time (docs/decisions/021; half of the
// booking statement's cost). PGlite runs in-process and needs none of it.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false' });
});
afterAll(() => env?.close());

describe('repeated statements', () => {
  it('are prepared on the connection that runs them again, and give the same rows', async () => {
    const user = await createUser(env.db, { firstName: 'Prue' });
    const { names, prepared } = await env.db.transaction().execute(async (trx) => {
      const names: string[] = [];
      // One connection (a transaction's), one statement text, six times.
      for (let i = 0; i < 6; i++) {
        const row = await trx
          .selectFrom('users')
          .select('first_name')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        names.push(row.first_name);
      }
      const prepared =
        env.database.kind === 'postgres'
          ? (
              await sql<{
                name: string;
                statement: string;
              }>`select name, statement from pg_prepared_statements`.execute(trx)
            ).rows
          : [];
      return { names, prepared };
    });
    expect(names).toEqual(Array(6).fill('Prue'));
    if (env.database.kind === 'postgres') {
      const statement = prepared.find((p) => p.statement === 'select "first_name" from "users" where "id" = $1');
      expect(statement?.name).toMatch(/^kysely_\d+$/);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});
