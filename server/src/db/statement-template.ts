import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable, type RawBuilder } from 'kysely';
import type { DbOrTrx } from './database.ts';

// A statement a hot path sends with new values every time, built once (docs/decisions/077).
// Kysely builds and compiles a statement's tree on every call; for the booking statement that
// is more of the server's time than sending it. A template is built once with a placeholder in
// place of each value, which gives the text and which value goes in which parameter; every
// later call only puts its values in that order.
//
// The builder must place values, never look at them: a branch on a value (`values.x ? … : …`)
// would be taken once for every call. So the first call also builds the statement from its own
// values and throws unless that gives the same text and parameters. And it must read nothing
// but its values: a parameter that is no placeholder (`is_available = true`) is kept as a
// constant of the statement, so a clock or a setting read from outside would stay as it was
// at the first call. Give each shape of a statement its own template.

/** The values of a template: each becomes one or more parameters of the statement. */
export type TemplateValues = Record<string, unknown>;

class Placeholder {
  constructor(readonly key: string) {}
}

/** A query builder, or a `sql` template (which compiles with the database it is for). */
type Statement<R> = Compilable<R> | RawBuilder<R>;

const compile = <R>(db: DbOrTrx, statement: Statement<R>): CompiledQuery<R> =>
  'isRawBuilder' in statement ? statement.compile(db) : statement.compile();

export function statementTemplate<V extends TemplateValues, R>(
  name: string,
  build: (db: DbOrTrx, values: V) => Statement<R>,
): (db: DbOrTrx, values: V) => CompiledQuery<R> {
  /** Each parameter: the key of the value it takes, or a constant of the statement. */
  type Slot = { key: keyof V } | { constant: unknown };
  let template: { sql: string; slots: Slot[] } | undefined;
  const fill = (slots: Slot[], values: V) => slots.map((slot) => ('key' in slot ? values[slot.key] : slot.constant));
  return (db, values) => {
    if (!template) {
      const placeholders = Object.fromEntries(Object.keys(values).map((key) => [key, new Placeholder(key)])) as V;
      const compiled = compile(db, build(db, placeholders));
      const slots = compiled.parameters.map((parameter): Slot =>
        parameter instanceof Placeholder ? { key: parameter.key } : { constant: parameter },
      );
      const direct = compile(db, build(db, values));
      if (direct.sql !== compiled.sql || !isDeepStrictEqual(direct.parameters, fill(slots, values))) {
        throw new Error(`Statement template ${name}: its builder does not only place its values`);
      }
      template = { sql: compiled.sql, slots };
    }
    return CompiledQuery.raw(template.sql, fill(template.slots, values));
  };
}
