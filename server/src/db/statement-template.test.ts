import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DbOrTrx } from './database.ts';
import type { DB } from './schema.ts';
import { statementTemplate } from './statement-template.ts';

// Compiling needs no connection: a dialect whose pool is never asked for one.
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: {} as never }) }) as DbOrTrx;

const spotsLeft = (db: DbOrTrx, v: { slotId: string; people: number }) =>
  db
    .updateTable('activity_availability')
    .set({ booked_spots: sql`booked_spots + ${v.people}` })
    .where('id', '=', v.slotId)
    .where('is_available', '=', true)
    .where(sql<boolean>`available_spots - booked_spots >= ${v.people}`)
    .returning('id');

describe('statementTemplate', () => {
  it('gives the statement Kysely builds, with each call’s values in their parameters, a value used twice included', () => {
    const template = statementTemplate('spotsLeft', spotsLeft);
    for (const values of [
      { slotId: 'slot-a', people: 2 },
      { slotId: 'slot-b', people: 5 },
    ]) {
      const compiled = template(db, values);
      const direct = spotsLeft(db, values).compile();
      expect(compiled.sql).toBe(direct.sql);
      // The constant `true` stays where the builder put it.
      expect(compiled.parameters).toEqual([values.people, values.slotId, true, values.people]);
      expect(compiled.parameters).toEqual(direct.parameters);
    }
  });

  it('builds once: later calls do not run the builder', () => {
    let builds = 0;
    const template = statementTemplate('counted', (db: DbOrTrx, v: { slotId: string; people: number }) => {
      builds++;
      return spotsLeft(db, v);
    });
    template(db, { slotId: 'a', people: 1 });
    const afterFirst = builds;
    template(db, { slotId: 'b', people: 2 });
    template(db, { slotId: 'c', people: 3 });
    expect(afterFirst).toBe(2); // placeholders, then the first call's own values to check them
    expect(builds).toBe(2);
  });

  it('refuses a builder that looks at a value instead of placing it', () => {
    const branching = statementTemplate('branching', (db: DbOrTrx, v: { slotId: string; people: number }) =>
      db
        .selectFrom('activity_availability')
        .select('id')
        .where('id', '=', v.slotId)
        .where('available_spots', '>=', typeof v.people === 'number' ? v.people + 1 : 1),
    );
    expect(() => branching(db, { slotId: 'a', people: 1 })).toThrow(
      'Statement template branching: its builder does not only place its values',
    );
  });
});
