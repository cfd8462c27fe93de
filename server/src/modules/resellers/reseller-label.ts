import { sql, type RawBuilder } from 'kysely';

// A reseller's booking shows on the supplier's screens, alerts and emails like any other, with
// the customer's name followed by the reseller's name and reference:
// "Ada Lovelace (via Trailfinders, ref TF-1042)". One wording, in TypeScript for what is
// composed when writing (emails, the alert's payload) and in SQL for what is read back.

export function resellerCustomerName(customerName: string, resellerName: string, reference: string | null): string {
  return `${customerName} (via ${resellerName}${reference ? `, ref ${reference}` : ''})`;
}

/** The twin of resellerCustomerName for a booking row (`booking` is the alias in the caller's query). */
export function resellerCustomerNameSql(booking: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${booking}.${name}`);
  return sql<string>`case when ${column('reseller_id')} is null then ${column('customer_name')}
    else ${column('customer_name')} || ' (via '
      || (select r.name from resellers r where r.id = ${column('reseller_id')})
      || coalesce(', ref ' || ${column('reseller_reference')}, '') || ')' end`;
}
