import { formatLongDate, formatUsdCents } from '@regen/shared/format';
import { formatMessage } from '@regen/shared/i18n';
import {
  NO_ANSWER,
  YES_ANSWER,
  bookingPrice,
  normalisePromoCode,
  partyLines,
  partySummary,
  personTypeName,
  type BookingPrice,
  type Party,
  type PersonTypePrice,
  type PromoTerms,
} from '@regen/shared/rules/pricing';
import {
  archivePromoCodeInputSchema,
  createPromoCodeInputSchema,
  promoQuoteInputSchema,
  saveQuestionsInputSchema,
  savePersonTypesInputSchema,
  type BookingExtras,
  type BookingOptions,
  type CreatePromoCodeInput,
  type PricingSettings,
  type SavePersonTypesInput,
  type SaveQuestionsInput,
} from '@regen/shared/schemas/pricing';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { PG_UNIQUE_VIOLATION, badRequest, conflict, notFound, pgErrorCode } from '../../errors.ts';
import * as repo from './pricing.repository.ts';
import { mailFormatLocale, mailLocale } from '../../mail/mail-locale.ts';

// Prices by kind of guest, promo codes and booking questions (issue 31 parts 3 and 4,
// docs/decisions/103). The supplier's panel reads and writes them here; booking.create asks this
// domain to price a booking (priceBooking) and writes what it priced in its own transaction
// (writePricedBooking), so the total is always the server's.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID_PATTERN.test(id);

async function ownedActivity(db: DbOrTrx, supplierId: string, activityId: string) {
  const activity = isUuid(activityId) ? await repo.findOwnedActivity(db, supplierId, activityId) : undefined;
  // Another supplier's activity is answered as one that does not exist.
  if (!activity) throw notFound('pricing.activityNotFound');
  return activity;
}

function questionsOf(rows: Awaited<ReturnType<typeof repo.listQuestions>>) {
  return rows.map((q) => ({ id: q.id, kind: q.kind, label: q.label, options: q.options, required: q.required }));
}

/** The panel's read: prices, questions and the codes that apply to this activity. */
export async function pricingSettings(db: Db, supplierId: string, activityId: string): Promise<PricingSettings> {
  const activity = await ownedActivity(db, supplierId, activityId);
  const [types, questions, promoCodes] = await Promise.all([
    repo.listPersonTypes(db, activity.id),
    repo.listQuestions(db, activity.id),
    repo.listPromoCodes(db, supplierId, activity.id),
  ]);
  return {
    activityTitle: activity.title,
    adultPriceCents: activity.price_cents,
    types,
    questions: questionsOf(questions),
    promoCodes,
  };
}

export async function savePersonTypes(db: Db, supplierId: string, raw: SavePersonTypesInput) {
  const input = savePersonTypesInputSchema.parse(raw);
  await db.transaction().execute(async (trx) => {
    const activity = await ownedActivity(trx, supplierId, input.activityId);
    await repo.replacePersonTypes(trx, activity.id, input.types);
  });
  return { saved: input.types.length };
}

export async function saveQuestions(db: Db, supplierId: string, raw: SaveQuestionsInput) {
  const input = saveQuestionsInputSchema.parse(raw);
  return db.transaction().execute(async (trx) => {
    const activity = await ownedActivity(trx, supplierId, input.activityId);
    const questions = input.questions.map((q) => ({ ...q, id: q.id && isUuid(q.id) ? q.id : undefined }));
    await repo.replaceQuestions(trx, activity.id, questions);
    return { questions: questionsOf(await repo.listQuestions(trx, activity.id)) };
  });
}

export async function createPromoCode(db: Db, supplierId: string, raw: CreatePromoCodeInput) {
  const input = createPromoCodeInputSchema.parse(raw);
  if (input.activityId !== null) await ownedActivity(db, supplierId, input.activityId);
  try {
    return await repo.insertPromoCode(db, { supplierId, ...input });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('pricing.promoCodeTaken', { code: input.code });
    throw error;
  }
}

export async function archivePromoCode(db: Db, supplierId: string, raw: { promoCodeId: string }) {
  const { promoCodeId } = archivePromoCodeInputSchema.parse(raw);
  const archived = isUuid(promoCodeId) ? await repo.archivePromoCode(db, supplierId, promoCodeId) : undefined;
  if (!archived) throw notFound('pricing.promoNotFound');
  return { id: archived.id };
}

/** What the booking form asks: the kinds of guest priced and the questions (live activities only). */
export async function bookingOptions(db: Db, activityId: string): Promise<BookingOptions> {
  const activity = isUuid(activityId) ? await repo.findLiveActivity(db, activityId) : undefined;
  if (!activity) throw notFound('booking.activityNotBookable');
  const [types, questions] = await Promise.all([
    repo.listPersonTypes(db, activity.id),
    repo.listQuestions(db, activity.id),
  ]);
  return { adultPriceCents: activity.price_cents, types, questions: questionsOf(questions) };
}

/** A typed code as it stands for this activity today; refused with the reason a traveler can act on. */
async function usablePromo(db: DbOrTrx, activityId: string, typed: string) {
  const promo = await repo.findPromoForActivity(db, activityId, normalisePromoCode(typed));
  if (!promo) throw badRequest('pricing.promoUnknown');
  if (promo.notYetValid) throw badRequest('pricing.promoNotYetValid', { date: formatLongDate(promo.validFrom ?? '') });
  if (promo.expired) throw badRequest('pricing.promoExpired', { date: formatLongDate(promo.validUntil ?? '') });
  if (promo.usedUp) throw conflict('pricing.promoUsedUp');
  return promo;
}

/** The booking form's "Apply": the code's terms, for the live total (the booking applies it again). */
export async function quotePromo(db: Db, raw: { activityId: string; code: string }) {
  const input = promoQuoteInputSchema.parse(raw);
  if (!isUuid(input.activityId) || !(await repo.findLiveActivity(db, input.activityId)))
    throw notFound('booking.activityNotBookable');
  const promo = await usablePromo(db, input.activityId, input.code);
  return { code: promo.code, kind: promo.kind, amount: promo.amount };
}

/** A booking priced by the server: what booking.create writes. */
export interface PricedBooking extends BookingPrice {
  /** Written as booking_party rows: only when the traveler chose kinds of guest. */
  writeParty: boolean;
  promo: (PromoTerms & { id: string; code: string }) | null;
  answers: { questionId: string; questionLabel: string; position: number; answer: string }[];
}

/**
 * Prices a booking from the activity's prices (never the client's total): the party's kinds at
 * their prices (no party: `numberOfPeople` adults), the promo code's discount, and the answers to
 * the activity's questions, checked (required, one of the choices, yes or no).
 */
export async function priceBooking(
  db: DbOrTrx,
  activity: { id: string; priceCents: number },
  input: {
    numberOfPeople: number;
    party?: Party | undefined;
    promoCode?: string | undefined;
    answers?: { questionId: string; answer: string }[] | undefined;
  },
  /** An OCTO reservation may leave required questions for its confirmation (docs/decisions/114). */
  options: { enforceRequired?: boolean } = {},
): Promise<PricedBooking> {
  const [types, questions] = await Promise.all([
    input.party ? repo.listPersonTypes(db, activity.id) : Promise.resolve([] as PersonTypePrice[]),
    repo.listQuestions(db, activity.id),
  ]);
  const party: Party = input.party ?? { adult: input.numberOfPeople };
  const { lines, unknownType } = partyLines(activity.priceCents, types, party);
  if (unknownType) throw badRequest('pricing.typeNotOffered', { type: personTypeName(unknownType) });
  if (lines.length === 0) throw badRequest('pricing.partyEmpty');

  const given = new Map<string, string>();
  for (const a of input.answers ?? []) {
    if (!questions.some((q) => q.id === a.questionId)) throw badRequest('pricing.unknownQuestion');
    given.set(a.questionId, a.answer.trim());
  }
  const answers: PricedBooking['answers'] = [];
  for (const q of questions) {
    let answer = given.get(q.id) ?? '';
    if (!answer) {
      if (q.required && options.enforceRequired !== false)
        throw badRequest('pricing.answerRequired', { question: q.label });
      continue;
    }
    if (q.kind === 'choice' && !q.options.includes(answer))
      throw badRequest('pricing.answerChoice', { question: q.label });
    if (q.kind === 'yes_no') {
      const word = answer.toLowerCase();
      if (word !== 'yes' && word !== 'no') throw badRequest('pricing.answerYesNo', { question: q.label });
      answer = word === 'yes' ? YES_ANSWER : NO_ANSWER;
    }
    answers.push({ questionId: q.id, questionLabel: q.label, position: q.position, answer });
  }

  const typed = input.promoCode?.trim() ?? '';
  const found = typed ? await usablePromo(db, activity.id, typed) : null;
  const promo = found ? { id: found.id, code: found.code, kind: found.kind, amount: found.amount } : null;
  return { ...bookingPrice(lines, promo), writeParty: input.party !== undefined, promo, answers };
}

/** Whether a priced booking writes more than the booking statement (then it needs a transaction). */
export function hasBookingExtras(priced: PricedBooking): boolean {
  return priced.writeParty || priced.promo !== null || priced.answers.length > 0;
}

/**
 * Writes what was priced with the booking, in its transaction: one use of the code (refused when
 * a concurrent booking took the last one: throwing rolls the booking back), the party and answers.
 */
export async function writePricedBooking(trx: DbOrTrx, bookingId: string, activityId: string, priced: PricedBooking) {
  if (priced.promo && !(await repo.takePromoUse(trx, priced.promo.id, activityId)))
    throw conflict('pricing.promoUsedUp');
  await repo.writeBookingExtras(trx, bookingId, {
    party: priced.writeParty ? priced.lines : [],
    promoCodeId: priced.promo?.id ?? null,
    discountCents: priced.discountCents,
    answers: priced.answers,
  });
}

/**
 * Replaces a booking's party and answers with what was priced again, in the caller's transaction:
 * an OCTO confirm or update that changes the unit items or answers (docs/decisions/114).
 */
export async function rewritePricedBooking(
  trx: DbOrTrx,
  bookingId: string,
  priced: PricedBooking,
  /** The party too (the units changed), or only the answers to the activity's current questions. */
  what: { party: boolean; questionIds: readonly string[] },
) {
  if (what.party) await repo.deleteBookingParty(trx, bookingId);
  await repo.deleteBookingAnswers(trx, bookingId, what.questionIds);
  await repo.writeBookingExtras(trx, bookingId, {
    party: what.party && priced.writeParty ? priced.lines : [],
    promoCodeId: null,
    discountCents: 0,
    answers: priced.answers,
  });
}

/** The lines the booking's emails add: the party and the discount; the supplier's also the answers. */
export function pricedMailLines(priced: PricedBooking): { traveler: string[]; supplier: string[] } {
  // In the locale of the mail being written (its reader's, docs/decisions/118).
  const m = mailLocale();
  const common = [
    ...(priced.writeParty ? [formatMessage(m, 'pricing.mail.party', { party: partySummary(priced.lines, m) })] : []),
    ...(priced.promo
      ? [
          formatMessage(m, 'pricing.mail.discount', {
            code: priced.promo.code,
            discount: formatUsdCents(priced.discountCents, mailFormatLocale()),
          }),
        ]
      : []),
  ];
  const answers = priced.answers.map((a) =>
    formatMessage(m, 'pricing.mail.answer', { question: a.questionLabel, answer: a.answer }),
  );
  return { traveler: common, supplier: [...common, ...answers] };
}

/** A booking's party, code and answers: its traveler and its activity's supplier only. */
export async function bookingExtras(db: Db, userId: string, bookingId: string): Promise<BookingExtras> {
  const booking = isUuid(bookingId) ? await repo.findBookingForReader(db, bookingId, userId) : undefined;
  if (!booking) throw notFound('pricing.bookingNotFound');
  const [party, answers] = await Promise.all([
    repo.listBookingParty(db, [booking.id]),
    repo.listBookingAnswers(db, [booking.id]),
  ]);
  return {
    party: party.map(({ bookingId: _, ...line }) => line),
    promoCode: booking.promo_code,
    discountCents: booking.discount_cents,
    answers: answers.map(({ bookingId: _, ...a }) => a),
  };
}

/** Party and answers of many bookings (the supplier's list, the CSV), by booking id. */
export async function extrasOfBookings(db: DbOrTrx, bookingIds: readonly string[]) {
  const [party, answers] = await Promise.all([
    repo.listBookingParty(db, bookingIds),
    repo.listBookingAnswers(db, bookingIds),
  ]);
  const byBooking = new Map<string, Pick<BookingExtras, 'party' | 'answers'>>();
  const of = (id: string) => {
    let entry = byBooking.get(id);
    if (!entry) byBooking.set(id, (entry = { party: [], answers: [] }));
    return entry;
  };
  for (const { bookingId, ...line } of party) of(bookingId).party.push(line);
  for (const { bookingId, ...answer } of answers) of(bookingId).answers.push(answer);
  return byBooking;
}
