import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// The whole OCTO BookingContact of a reseller's booking (docs/decisions/099): first and last
// name, country (ISO 3166-1 alpha-2), postal code, the customer's locales and the contact's own
// notes, beside the name, email and phone every booking has. Bounded as the OCTO input is.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bookings
      add column contact_first_name text check (char_length(contact_first_name) <= 200),
      add column contact_last_name text check (char_length(contact_last_name) <= 200),
      add column contact_country text check (char_length(contact_country) <= 2),
      add column contact_postal_code text check (char_length(contact_postal_code) <= 20),
      add column contact_locales text[] not null default '{}' check (cardinality(contact_locales) <= 20),
      add column contact_notes text check (char_length(contact_notes) <= 1000)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bookings
      drop column contact_first_name,
      drop column contact_last_name,
      drop column contact_country,
      drop column contact_postal_code,
      drop column contact_locales,
      drop column contact_notes
  `.execute(db);
}
