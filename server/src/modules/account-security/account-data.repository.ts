import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

/** Everything personal an account holds (the "Download my data" archive). */
export async function readAccountData(db: DbOrTrx, userId: string) {
  const account = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name as firstName',
      'last_name as lastName',
      'role',
      'email_verified_at as emailVerifiedAt',
      'created_at as createdAt',
      'last_signed_in_at as lastSignedInAt',
      'locale',
      'currency',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const supplier =
    (await db
      .selectFrom('suppliers')
      .select([
        'business_name as businessName',
        'contact_person as contactPerson',
        'email',
        'phone',
        'location',
        'website',
        'years_in_operation as yearsInOperation',
        'activity_type as activityType',
        'description',
        'impact',
        'created_at as createdAt',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? null;
  const bookings = await db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .select([
      'b.id',
      'a.title as activityTitle',
      'b.booking_date as date',
      'b.booking_time as time',
      'b.number_of_people as numberOfPeople',
      'b.total_price_cents as totalPriceCents',
      'b.status',
      'b.customer_name as customerName',
      'b.customer_email as customerEmail',
      'b.customer_phone as customerPhone',
      'b.special_requests as specialRequests',
      'b.cancellation_reason as cancellationReason',
      'b.created_at as createdAt',
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at')
    .execute();
  const bookingAnswers = await db
    .selectFrom('booking_answers as ba')
    .innerJoin('bookings as b', 'b.id', 'ba.booking_id')
    .select(['ba.booking_id as bookingId', 'ba.question_label as question', 'ba.answer'])
    .where('b.user_id', '=', userId)
    .orderBy('ba.booking_id')
    .orderBy('ba.position')
    .execute();
  const messages = await db
    .selectFrom('messages')
    .select([
      'id',
      'booking_id as bookingId',
      'enquiry_id as enquiryId',
      sql<boolean>`sender_id = ${userId}`.as('sentByYou'),
      'message_text as text',
      'sent_at as sentAt',
    ])
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'booking_id as bookingId', 'stars', 'body', 'reply_text as reply', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const points = await db
    .selectFrom('regen_points_ledger')
    .select(['booking_id as bookingId', 'country', 'points', 'reason', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const receipts = await db
    .selectFrom('impact_receipts')
    .select(['id', 'booking_id as bookingId', 'shared', 'anonymous', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const selfReportedActions = await db
    .selectFrom('self_reported_actions')
    .select(['country', 'action_title as action', 'days', 'points_per_day as pointsPerDay', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const tripGoals = await db
    .selectFrom('trip_goals')
    .select(['country', 'days', 'cities', 'target_points as targetPoints'])
    .where('user_id', '=', userId)
    .execute();
  const waitlist = await db
    .selectFrom('waitlist_entries')
    .select([
      'activity_id as activityId',
      'number_of_people as numberOfPeople',
      'customer_name as name',
      'customer_phone as phone',
      'status',
      'created_at as createdAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const enquiries = await db
    .selectFrom('enquiries')
    .select(['id', 'activity_id as activityId', 'created_at as createdAt'])
    .where('traveler_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const devices = await db
    .selectFrom('sessions')
    .select([
      'device_browser as browser',
      'device_os as os',
      'ip_range as network',
      'created_at as signedInAt',
      'last_used_at as lastUsedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const calendarFeeds = await db
    .selectFrom('calendar_feeds')
    .select(['scope', 'created_at as createdAt', 'last_fetched_at as lastFetchedAt'])
    .where('user_id', '=', userId)
    .execute();
  const newsletter = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'created_at as createdAt'])
    .where('email', '=', account.email)
    .execute();
  return {
    account,
    supplier,
    bookings,
    bookingAnswers,
    messages,
    reviews,
    points,
    receipts,
    selfReportedActions,
    tripGoals,
    waitlist,
    enquiries,
    devices,
    calendarFeeds,
    newsletter,
  };
}

export type AccountData = Awaited<ReturnType<typeof readAccountData>>;

export function findAccountForDeletion(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'role', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A supplier's bookings still to happen (today or later, not cancelled): they block deletion. */
export async function countSupplierFutureBookings(db: DbOrTrx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('s.user_id', '=', userId)
    .where('b.status', 'in', ['confirmed', 'on_hold'])
    .where('b.booking_date', '>=', sql<string>`current_date`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Empties the account: personal rows are deleted; the user row stays (bookings and reviews
 * point at it) with its address replaced, names emptied and no usable password; the bookings a
 * supplier keeps lose the name and contact; reviews show as "A traveler" (no name left); the
 * ledger's mapping from account to pseudonym goes (docs/decisions/106). Returns ended sessions.
 */
export async function anonymiseAccount(
  trx: DbOrTrx,
  account: { id: string; email: string; firstName: string; lastName: string },
  deletedName: string,
): Promise<string[]> {
  const userId = account.id;
  const email = account.email;
  const bookingIds = trx.selectFrom('bookings').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('booking_answers').where('booking_id', 'in', bookingIds).execute();
  await trx
    .updateTable('bookings')
    .set({
      customer_name: deletedName,
      customer_email: '',
      customer_phone: '',
      special_requests: null,
      credit_card_last4: null,
      contact_first_name: null,
      contact_last_name: null,
      contact_country: null,
      contact_postal_code: null,
      contact_notes: null,
      contact_locales: sql<string[]>`'{}'::text[]`,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('messages')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
  await trx.deleteFrom('inbox_entries').where('user_id', '=', userId).execute();
  await trx.deleteFrom('enquiries').where('traveler_id', '=', userId).execute();
  await trx.deleteFrom('impact_receipts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('self_reported_actions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('trip_goals').where('user_id', '=', userId).execute();
  await trx.deleteFrom('ledger_pseudonyms').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await trx.deleteFrom('outcome_verifiers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_verification_tokens').where('user_id', '=', userId).execute();
  // The sign-in factors (docs/decisions/116): passkeys with their names, the authenticator app's
  // secret, recovery codes, and challenges or second steps still open.
  await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await trx.deleteFrom('totp_authenticators').where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  await trx.deleteFrom('pending_sign_ins').where('user_id', '=', userId).execute();
  await trx.deleteFrom('travelers').where('user_id', '=', userId).execute();
  await trx
    .updateTable('waitlist_entries')
    .set({ customer_name: deletedName, customer_phone: '' })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('booking_drafts')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('customer_email', '=', email)]))
    .execute();
  await trx.deleteFrom('newsletter_subscriptions').where('email', '=', email).execute();
  // Mail to the address, and mail to others that quotes it or the full name (a supplier's
  // booking notice): the outbox is a delivery log, not a record the supplier keeps.
  const fullName = [account.firstName, account.lastName].filter((part) => part.trim()).join(' ');
  const mentions = (column: 'text_body' | 'html_body', needle: string) =>
    sql<boolean>`strpos(lower(coalesce(${sql.ref(column)}, '')), lower(${needle})) > 0`;
  await trx
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or([
        eb('to_address', '=', email),
        mentions('text_body', email),
        mentions('html_body', email),
        ...(fullName ? [mentions('text_body', fullName), mentions('html_body', fullName)] : []),
      ]),
    )
    .execute();
  // The realtime catch-up log: events addressed to the account, about its bookings, or naming it.
  await trx
    .deleteFrom('events')
    .where((eb) =>
      eb.or([
        sql<boolean>`audience @> array[${userId}]::uuid[]`,
        eb('booking_id', 'in', bookingIds),
        sql<boolean>`strpos(lower(payload::text), lower(${email})) > 0`,
        ...(fullName ? [sql<boolean>`strpos(lower(payload::text), lower(${fullName})) > 0`] : []),
      ]),
    )
    .execute();
  // A supplier without upcoming bookings: its listings leave the catalogue, its contact goes.
  const supplierIds = trx.selectFrom('suppliers').select('id').where('user_id', '=', userId);
  await trx
    .updateTable('activities')
    .set({ status: 'archived' })
    .where('supplier_id', 'in', supplierIds)
    .where('status', '!=', 'archived')
    .execute();
  await trx
    .updateTable('suppliers')
    .set({ contact_person: '', email: '', phone: null })
    .where('user_id', '=', userId)
    .execute();
  const sessions = await trx.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
  await trx
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      password_hash: '!deleted',
      first_name: '',
      last_name: '',
      email_verified_at: null,
      last_signed_in_at: null,
      locale: null,
      currency: null,
      deleted_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
  return sessions.map((s) => s.id);
}
