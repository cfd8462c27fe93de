import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PersonType } from '../../db/schema.ts';
import { isLiveActivitySql, todayInZoneSql } from '../../rules/booking.ts';

// Prices by kind of guest, promo codes and booking questions (docs/decisions/103): the only SQL
// of the pricing domain. Every function takes the database or an open transaction first.

/** An activity of this supplier (any status: prices and questions are set before approval too). */
export function findOwnedActivity(db: DbOrTrx, supplierId: string, activityId: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'title', 'price_cents'])
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/** A live activity, as the booking form reads it. */
export function findLiveActivity(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities as a')
    .select(['a.id', 'a.price_cents'])
    .where('a.id', '=', activityId)
    .where(isLiveActivitySql('a'))
    .executeTakeFirst();
}

export function listPersonTypes(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_person_types')
    .select([
      'person_type as personType',
      'price_cents as priceCents',
      'min_age as minAge',
      'max_age as maxAge',
      'seats',
    ])
    .where('activity_id', '=', activityId)
    .orderBy(sql`array_position(array['child','youth','senior','family'], person_type)`)
    .execute();
}

export async function replacePersonTypes(
  trx: DbOrTrx,
  activityId: string,
  types: {
    personType: Exclude<PersonType, 'adult'>;
    priceCents: number;
    minAge: number | null;
    maxAge: number | null;
    seats: number;
  }[],
) {
  await trx.deleteFrom('activity_person_types').where('activity_id', '=', activityId).execute();
  if (types.length === 0) return;
  await trx
    .insertInto('activity_person_types')
    .values(
      types.map((t) => ({
        activity_id: activityId,
        person_type: t.personType,
        price_cents: t.priceCents,
        min_age: t.minAge,
        max_age: t.maxAge,
        seats: t.seats,
      })),
    )
    .execute();
}

/** The questions an activity asks now, in order. */
export function listQuestions(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_questions')
    .select(['id', 'kind', 'label', 'options', 'required', 'position'])
    .where('activity_id', '=', activityId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute();
}

/**
 * Makes `questions` the activity's questions, in their order: a kept one (its id) is updated,
 * a new one inserted, one no longer listed archived (answers given to it keep their label).
 */
export async function replaceQuestions(
  trx: DbOrTrx,
  activityId: string,
  questions: {
    id?: string | undefined;
    kind: 'text' | 'choice' | 'yes_no';
    label: string;
    options: string[];
    required: boolean;
  }[],
) {
  const kept = questions.flatMap((q) => (q.id ? [q.id] : []));
  let archive = trx
    .updateTable('activity_questions')
    .set({ archived_at: sql`now()` })
    .where('activity_id', '=', activityId)
    .where('archived_at', 'is', null);
  if (kept.length > 0) archive = archive.where('id', 'not in', kept);
  await archive.execute();
  for (const [position, q] of questions.entries()) {
    const values = { position, kind: q.kind, label: q.label, options: q.options, required: q.required };
    if (q.id) {
      const updated = await trx
        .updateTable('activity_questions')
        .set(values)
        .where('id', '=', q.id)
        .where('activity_id', '=', activityId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) continue;
    }
    await trx
      .insertInto('activity_questions')
      .values({ ...values, activity_id: activityId })
      .execute();
  }
}

/** The supplier's live codes that apply to this activity (its own and those for every activity). */
export function listPromoCodes(db: DbOrTrx, supplierId: string, activityId: string) {
  return db
    .selectFrom('promo_codes as p')
    .leftJoin('activities as a', 'a.id', 'p.activity_id')
    .select([
      'p.id',
      'p.code',
      'p.activity_id as activityId',
      'a.title as activityTitle',
      'p.kind',
      'p.amount',
      'p.max_uses as maxUses',
      'p.uses',
      sql<string | null>`to_char(p.valid_from, 'YYYY-MM-DD')`.as('validFrom'),
      sql<string | null>`to_char(p.valid_until, 'YYYY-MM-DD')`.as('validUntil'),
    ])
    .where('p.supplier_id', '=', supplierId)
    .where('p.archived_at', 'is', null)
    .where((eb) => eb.or([eb('p.activity_id', 'is', null), eb('p.activity_id', '=', activityId)]))
    .orderBy('p.created_at', 'desc')
    .execute();
}

export function insertPromoCode(
  db: DbOrTrx,
  values: {
    supplierId: string;
    activityId: string | null;
    code: string;
    kind: 'percent' | 'fixed';
    amount: number;
    maxUses: number | null;
    validFrom: string | null;
    validUntil: string | null;
  },
) {
  return db
    .insertInto('promo_codes')
    .values({
      supplier_id: values.supplierId,
      activity_id: values.activityId,
      code: values.code,
      kind: values.kind,
      amount: values.amount,
      max_uses: values.maxUses,
      valid_from: values.validFrom,
      valid_until: values.validUntil,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/**
 * Removes a code from use; its row stays for the bookings that used it. A removed code frees its
 * name: it is renamed out of the way so the supplier can create the same code again.
 */
export function archivePromoCode(db: DbOrTrx, supplierId: string, promoCodeId: string) {
  return db
    .updateTable('promo_codes')
    .set({ archived_at: sql`now()`, code: sql`left(code, 21) || '-' || upper(substr(md5(id::text), 1, 8))` })
    .where('id', '=', promoCodeId)
    .where('supplier_id', '=', supplierId)
    .where('archived_at', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
}

/**
 * The code a traveler typed for this activity, with where it stands today in the activity's time
 * zone: not yet valid, expired, used up. Codes belong to the activity's supplier.
 */
export function findPromoForActivity(db: DbOrTrx, activityId: string, code: string) {
  return db
    .selectFrom('promo_codes as p')
    .innerJoin('activities as a', 'a.supplier_id', 'p.supplier_id')
    .select([
      'p.id',
      'p.code',
      'p.kind',
      'p.amount',
      sql<string | null>`to_char(p.valid_from, 'YYYY-MM-DD')`.as('validFrom'),
      sql<string | null>`to_char(p.valid_until, 'YYYY-MM-DD')`.as('validUntil'),
      sql<boolean>`p.valid_from is not null and p.valid_from > ${todayInZoneSql('a')}`.as('notYetValid'),
      sql<boolean>`p.valid_until is not null and p.valid_until < ${todayInZoneSql('a')}`.as('expired'),
      sql<boolean>`p.max_uses is not null and p.uses >= p.max_uses`.as('usedUp'),
    ])
    .where('a.id', '=', activityId)
    .where('p.code', '=', code)
    .where('p.archived_at', 'is', null)
    .where((eb) => eb.or([eb('p.activity_id', 'is', null), eb('p.activity_id', '=', eb.ref('a.id'))]))
    .executeTakeFirst();
}

/**
 * Takes one use of a code in the booking's transaction, only while it is valid today and has a
 * use left: under a race for the last use, the second statement waits for the first's row lock,
 * re-reads the row and finds no use left (no row back).
 */
export function takePromoUse(trx: DbOrTrx, promoCodeId: string, activityId: string) {
  return trx
    .updateTable('promo_codes as p')
    .from('activities as a')
    .set({ uses: sql`p.uses + 1` })
    .where('p.id', '=', promoCodeId)
    .where('a.id', '=', activityId)
    .whereRef('a.supplier_id', '=', 'p.supplier_id')
    .where('p.archived_at', 'is', null)
    .where(sql<boolean>`(p.max_uses is null or p.uses < p.max_uses)`)
    .where(sql<boolean>`(p.valid_from is null or p.valid_from <= ${todayInZoneSql('a')})`)
    .where(sql<boolean>`(p.valid_until is null or p.valid_until >= ${todayInZoneSql('a')})`)
    .returning(['p.id'])
    .executeTakeFirst();
}

/** The booking's party, discount and answers, written with it. */
export async function writeBookingExtras(
  trx: DbOrTrx,
  bookingId: string,
  extras: {
    party: { personType: PersonType; quantity: number; unitPriceCents: number; seats: number }[];
    promoCodeId: string | null;
    discountCents: number;
    answers: { questionId: string; questionLabel: string; position: number; answer: string }[];
  },
) {
  if (extras.party.length > 0)
    await trx
      .insertInto('booking_party')
      .values(
        extras.party.map((l) => ({
          booking_id: bookingId,
          person_type: l.personType,
          quantity: l.quantity,
          unit_price_cents: l.unitPriceCents,
          seats: l.seats,
        })),
      )
      .execute();
  if (extras.answers.length > 0)
    await trx
      .insertInto('booking_answers')
      .values(
        extras.answers.map((a) => ({
          booking_id: bookingId,
          question_id: a.questionId,
          question_label: a.questionLabel,
          position: a.position,
          answer: a.answer,
        })),
      )
      .execute();
  if (extras.promoCodeId)
    await trx
      .updateTable('bookings')
      .set({ promo_code_id: extras.promoCodeId, discount_cents: extras.discountCents })
      .where('id', '=', bookingId)
      .execute();
}

/** Removes a booking's party (before it is written again; docs/decisions/114). */
export async function deleteBookingParty(trx: DbOrTrx, bookingId: string) {
  await trx.deleteFrom('booking_party').where('booking_id', '=', bookingId).execute();
}

/** Removes a booking's answers to these questions (answers to removed questions stay). */
export async function deleteBookingAnswers(trx: DbOrTrx, bookingId: string, questionIds: readonly string[]) {
  if (questionIds.length === 0) return;
  await trx
    .deleteFrom('booking_answers')
    .where('booking_id', '=', bookingId)
    .where('question_id', 'in', questionIds)
    .execute();
}

/** A booking as its traveler or its activity's supplier may read its extras (null for anyone else). */
export function findBookingForReader(db: DbOrTrx, bookingId: string, userId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoin('promo_codes as p', 'p.id', 'b.promo_code_id')
    .select(['b.id', 'b.discount_cents', 'p.code as promo_code'])
    .where('b.id', '=', bookingId)
    .where((eb) => eb.or([eb('b.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .executeTakeFirst();
}

export function listBookingParty(db: DbOrTrx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_party')
    .select([
      'booking_id as bookingId',
      'person_type as personType',
      'quantity',
      'unit_price_cents as unitPriceCents',
      'seats',
    ])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy(sql`array_position(array['adult','child','youth','senior','family'], person_type)`)
    .execute();
}

export function listBookingAnswers(db: DbOrTrx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_answers')
    .select(['booking_id as bookingId', 'question_label as questionLabel', 'answer'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}
