import { sql, type Selectable } from 'kysely';
import { BOOKING_DRAFT_TTL_DAYS, type BookingDraftValues } from '@regen/shared/schemas/booking-drafts';
import type { DbOrTrx } from '../../db/database.ts';
import type { BookingDraftsTable } from '../../db/schema.ts';
import type { RuleClock } from '../../rules/booking.ts';

// The only SQL of booking drafts. Every read is of a live draft (`expires_at` after `now`, the
// clock the caller gives: the database's by default, a fixed one in tests), and of one owner:
// an account's, or an unclaimed draft by its token's hash.

export type BookingDraftRow = Selectable<BookingDraftsTable>;

const expiresAt = (now: RuleClock) => sql<Date>`${now} + make_interval(days => ${BOOKING_DRAFT_TTL_DAYS})`;

function columnsOf(values: BookingDraftValues) {
  return {
    activity_id: values.activityId,
    return_path: values.returnPath,
    slot_date: values.date,
    availability_id: values.availabilityId,
    number_of_people: values.numberOfPeople,
    customer_name: values.customerName,
    customer_email: values.customerEmail,
    customer_phone: values.customerPhone,
    special_requests: values.specialRequests,
  };
}

/** An unclaimed live draft by its token's hash. */
export function findUnclaimedDraft(db: DbOrTrx, tokenHash: string, now: RuleClock) {
  return db
    .selectFrom('booking_drafts')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('user_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The account's live draft (one at most), of `activityId` when given. */
export function findDraftOfUser(db: DbOrTrx, userId: string, now: RuleClock, activityId?: string) {
  let query = db.selectFrom('booking_drafts').selectAll().where('user_id', '=', userId).where('expires_at', '>', now);
  if (activityId !== undefined) query = query.where('activity_id', '=', activityId);
  return query.executeTakeFirst();
}

/** Replaces an unclaimed live draft's values; undefined when there is none by that hash. */
export function updateUnclaimedDraft(db: DbOrTrx, tokenHash: string, values: BookingDraftValues, now: RuleClock) {
  return db
    .updateTable('booking_drafts')
    .set({ ...columnsOf(values), updated_at: now, expires_at: expiresAt(now) })
    .where('token_hash', '=', tokenHash)
    .where('user_id', 'is', null)
    .where('expires_at', '>', now)
    .returning(['expires_at'])
    .executeTakeFirst();
}

export function insertUnclaimedDraft(db: DbOrTrx, tokenHash: string, values: BookingDraftValues, now: RuleClock) {
  return db
    .insertInto('booking_drafts')
    .values({
      ...columnsOf(values),
      token_hash: tokenHash,
      created_at: now,
      updated_at: now,
      expires_at: expiresAt(now),
    })
    .returning(['expires_at'])
    .executeTakeFirstOrThrow();
}

/** An account's draft, replacing the one it had (one per account). */
export function upsertDraftOfUser(
  db: DbOrTrx,
  userId: string,
  tokenHash: string,
  values: BookingDraftValues,
  now: RuleClock,
) {
  const columns = columnsOf(values);
  return db
    .insertInto('booking_drafts')
    .values({
      ...columns,
      token_hash: tokenHash,
      user_id: userId,
      created_at: now,
      updated_at: now,
      expires_at: expiresAt(now),
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .where('user_id', 'is not', null)
        .doUpdateSet({ ...columns, updated_at: now, expires_at: expiresAt(now) }),
    )
    .returning(['expires_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Gives the unclaimed live draft of `tokenHash` to the account, in place of the account's own
 * (one per account). Nothing changes when there is no such draft.
 */
export async function claimDraft(db: DbOrTrx, tokenHash: string, userId: string, now: RuleClock): Promise<boolean> {
  const unclaimed = db
    .selectFrom('booking_drafts')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', 'is', null)
    .where('expires_at', '>', now);
  await db
    .deleteFrom('booking_drafts')
    .where('user_id', '=', userId)
    .where((eb) => eb.exists(unclaimed))
    .execute();
  const claimed = await db
    .updateTable('booking_drafts')
    .set({ user_id: userId, updated_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Deletes the owner's draft of one activity: the account's, or the unclaimed one of the token. */
export async function deleteDraft(
  db: DbOrTrx,
  owner: { userId: string } | { tokenHash: string },
  activityId: string,
): Promise<number> {
  let query = db.deleteFrom('booking_drafts').where('activity_id', '=', activityId);
  query =
    'userId' in owner
      ? query.where('user_id', '=', owner.userId)
      : query.where('token_hash', '=', owner.tokenHash).where('user_id', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes expired drafts (by the expiry index). */
export async function deleteExpiredDrafts(db: DbOrTrx, now: RuleClock): Promise<number> {
  const result = await db.deleteFrom('booking_drafts').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
