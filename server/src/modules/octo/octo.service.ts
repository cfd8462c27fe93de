import { randomUUID } from 'node:crypto';
import type { AvailabilityCalendar } from '@octocloud/types';
import type { Config } from '../../config.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { DomainError, PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { EventHub } from '../../events/event-hub.ts';
import { enqueueEmails } from '../../mail/outbox.ts';
import { bookingCancelledEmail, newBookingSupplierEmail } from '../../mail/templates.ts';
import { isUuid, rescheduleBooking } from '../booking/index.ts';
import {
  hasBookingExtras,
  priceBooking,
  pricedMailLines,
  rewritePricedBooking,
  writePricedBooking,
  type PricedBooking,
} from '../pricing/index.ts';
import { PERSON_TYPES, type Party, type PersonType } from '@regen/shared/rules/pricing';
import { inLocaleOfUser } from '../../mail/receiver-locale.ts';
import { authenticatedReseller, resellerCustomerName, type AuthenticatedReseller } from '../resellers/index.ts';
import {
  availabilityObject,
  availabilityIdOf,
  bookingObject,
  calendarDayObject,
  type CalendarSlot,
  OPTION_ID,
  productObject,
  supplierObject,
  unitsOf,
  type OctoContext,
} from './octo-objects.ts';
import {
  badRequest,
  invalidAvailabilityId,
  invalidBookingUuid,
  invalidOptionId,
  invalidProductId,
  invalidUnitId,
  unprocessable,
} from './octo-errors.ts';
import * as octo from './octo.repository.ts';
import { withProductContent } from './octo-content.ts';
import * as testStore from './octo-test-bookings.ts';
import type {
  AvailabilityBody,
  ConfirmBody,
  ContactInput,
  QuestionAnswersInput,
  ReservationBody,
  UpdateBody,
} from './octo.schemas.ts';

// The OCTO supplier API's operations (docs/decisions/044–046). Every one acts for one reseller:
// it sees the approved activities of suppliers who have not opted out, and its own bookings only.

export interface OctoServices {
  db: Db;
  events: EventHub;
  config: Config;
}

export const DEFAULT_EXPIRATION_MINUTES = 30;
/**
 * The shortest hold: a reseller asking for less gets this many minutes (its utcExpiresAt says
 * so). Viator needs a hold of at least 5 minutes to take a supplier (docs/decisions/099).
 */
export const MIN_EXPIRATION_MINUTES = 5;

const holdMinutes = (asked: number | null | undefined) =>
  Math.max(asked ?? DEFAULT_EXPIRATION_MINUTES, MIN_EXPIRATION_MINUTES);
/** The longest calendar or availability range one request may ask for. */
const MAX_RANGE_DAYS = 366;

export const getSupplier = (config: Config) => supplierObject(config.publicUrl);

export async function getProducts(db: Db, ctx: OctoContext) {
  // Their texts in the content language where translated (docs/decisions/124).
  const rows = await withProductContent(db, await octo.listProducts(db), ctx);
  return rows.map((row) => productObject(row, ctx));
}

async function requireProduct(db: DbOrTrx, productId: string) {
  const product = isUuid(productId) ? await octo.findProduct(db, productId) : undefined;
  if (!product) throw invalidProductId(productId);
  return product;
}

export async function getProduct(db: Db, ctx: OctoContext, productId: string) {
  const [product] = await withProductContent(db, [await requireProduct(db, productId)], ctx);
  return productObject(product!, ctx);
}

function requireOption(optionId: string) {
  if (optionId !== OPTION_ID) throw invalidOptionId(optionId);
}

type UnitsProduct = Parameters<typeof unitsOf>[0];

/** The seats asked for: each unit one of the product's (docs/decisions/114), a family its seats. */
function unitsWanted(units: { id: string; quantity: number }[] | undefined, product: UnitsProduct): number {
  const offered = unitsOf(product);
  let total = 0;
  for (const unit of units ?? []) {
    const found = offered.find((u) => u.id === unit.id);
    if (!found) throw invalidUnitId(unit.id);
    total += unit.quantity * found.seats;
  }
  return total;
}

/** The party that unit items make: how many of each kind, every unit one of the product's. */
function partyOf(unitItems: { unitId: string }[], product: UnitsProduct): Party {
  const offered = unitsOf(product);
  const party: Party = {};
  for (const item of unitItems) {
    const unit = offered.find((u) => u.id === item.unitId);
    if (!unit) throw invalidUnitId(item.unitId);
    party[unit.personType] = (party[unit.personType] ?? 0) + 1;
  }
  return party;
}

/** A booking's party as stored: its party rows, or all adults without them. */
function storedParty(row: octo.ResellerBookingRow): Party {
  if (row.party.length === 0) return { adult: row.number_of_people };
  return Object.fromEntries(row.party.map((l) => [l.personType, l.quantity]));
}

const sameParty = (a: Party, b: Party) => PERSON_TYPES.every((t: PersonType) => (a[t] ?? 0) === (b[t] ?? 0));
const adultsOnly = (party: Party) => PERSON_TYPES.every((t: PersonType) => t === 'adult' || !party[t]);

/**
 * The answers given on the booking and on its unit items (the product asks every question once
 * per booking, so a unit item's answer is the booking's), over those given before; an empty value
 * takes an answer back.
 */
function answersOf(
  before: ReadonlyMap<string, string>,
  body: {
    questionAnswers?: QuestionAnswersInput;
    unitItems?: { questionAnswers?: QuestionAnswersInput }[] | undefined;
  },
): Map<string, string> {
  const answers = new Map(before);
  const given = [...(body.unitItems ?? []).flatMap((i) => i.questionAnswers ?? []), ...(body.questionAnswers ?? [])];
  for (const a of given) {
    const value = a.value?.trim() ?? '';
    if (value) answers.set(a.questionId, value);
    else answers.delete(a.questionId);
  }
  return answers;
}

/** The answers a booking has, by question id (only the activity's current questions). */
const storedAnswers = (row: octo.ResellerBookingRow, product: Pick<octo.ProductRow, 'questions'>) =>
  new Map(
    row.answers
      .filter((a) => product.questions.some((q) => q.id === a.questionId))
      .map((a) => [a.questionId, a.answer] as const),
  );

/**
 * The booking priced by the website's own rule (docs/decisions/103): the party at the activity's
 * prices, capacity in seats, the answers checked (required ones only at confirmation). Refusals
 * are OCTO's BAD_REQUEST with the website's message ("Please answer: …").
 */
async function priceParty(
  db: DbOrTrx,
  product: PricingProduct,
  party: Party,
  answers: ReadonlyMap<string, string>,
  enforceRequired: boolean,
): Promise<PricedBooking> {
  for (const id of answers.keys())
    if (!product.questions.some((q) => q.id === id)) throw badRequest(`questionAnswers: unknown questionId ${id}`);
  try {
    return await priceBooking(
      db,
      { id: product.id, priceCents: product.price_cents },
      {
        numberOfPeople: party.adult ?? 0,
        // All adults: no party rows, as a website booking by "Number of People".
        party: adultsOnly(party) ? undefined : party,
        answers: [...answers].map(([questionId, answer]) => ({ questionId, answer })),
      },
      { enforceRequired },
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_REQUEST') throw badRequest(error.message);
    throw error;
  }
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

function checkRange(start: string, end: string) {
  const days = daysBetween(start, end);
  if (days < 0) throw badRequest('localDateEnd must not be before localDateStart');
  if (days >= MAX_RANGE_DAYS) throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at a time`);
  return days;
}

export type CalendarBody = {
  productId: string;
  optionId: string;
  localDateStart: string;
  localDateEnd: string;
  units?: { id: string; quantity: number }[] | undefined;
};

/**
 * The availability calendar, its key check included, in one statement (docs/decisions/047): the
 * days, or null when the key is unknown or revoked. `admit` gets the reseller as soon as the key
 * is known (its rate limit); the refusals after it keep their order: product, option, units, range.
 */
export async function availabilityCalendar(
  db: Db,
  ctx: OctoContext,
  keyHash: string,
  body: CalendarBody,
  admit: (reseller: AuthenticatedReseller) => Promise<void>,
): Promise<readonly AvailabilityCalendar[] | null> {
  const days = daysBetween(body.localDateStart, body.localDateEnd);
  const rangeIsValid = days >= 0 && days < MAX_RANGE_DAYS;
  const rows = await octo.calendarRows(
    db,
    keyHash,
    isUuid(body.productId) ? body.productId : null,
    body.localDateStart,
    // A range about to be refused reads no slots.
    rangeIsValid ? body.localDateEnd : body.localDateStart,
  );
  const first = rows[0];
  if (!first) return null;
  await admit(authenticatedReseller(first));
  if (first.price_cents === null) throw invalidProductId(body.productId);
  const product = { price_cents: first.price_cents, person_types: first.person_types };
  requireOption(body.optionId);
  const wanted = unitsWanted(body.units, product);
  checkRange(body.localDateStart, body.localDateEnd);
  // Requests that shared one execution (identical key, product and range) share its days too.
  const variant = `${body.localDateStart}|${days}|${wanted}|${ctx.capabilities.pricing}`;
  let built = calendarsByRows.get(rows);
  if (!built) calendarsByRows.set(rows, (built = new Map<string, AvailabilityCalendar[]>()));
  let calendar = built.get(variant);
  if (!calendar) built.set(variant, (calendar = calendarDays(rows, body.localDateStart, days, product, ctx, wanted)));
  return calendar;
}

/** The calendars built from one execution's rows, by what else shapes them (see executeShared). */
const calendarsByRows = new WeakMap<readonly octo.CalendarRow[], Map<string, AvailabilityCalendar[]>>();

function calendarDays(
  rows: readonly octo.CalendarRow[],
  localDateStart: string,
  days: number,
  product: UnitsProduct,
  ctx: OctoContext,
  wanted: number,
): AvailabilityCalendar[] {
  const byDate = new Map<string, CalendarSlot[]>();
  for (const row of rows) {
    if (row.date === null) continue;
    const slot: CalendarSlot = {
      open: row.open === true,
      remaining: row.remaining ?? 0,
      available_spots: row.available_spots ?? 0,
      local_start: row.local_start ?? '',
      local_end: row.local_end ?? '',
    };
    const day = byDate.get(row.date);
    if (day) day.push(slot);
    else byDate.set(row.date, [slot]);
  }
  const start = Date.parse(`${localDateStart}T00:00:00Z`);
  return Array.from({ length: days + 1 }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return calendarDayObject(date, byDate.get(date) ?? [], product, ctx, wanted);
  });
}

const AVAILABILITY_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})[+-]\d{2}:\d{2}$/;

/** The slot an availability id names, or INVALID_AVAILABILITY_ID. */
async function requireSlot(db: DbOrTrx, productId: string, availabilityId: string) {
  const parts = AVAILABILITY_ID_PATTERN.exec(availabilityId);
  const slot = parts ? await octo.findSlotAt(db, productId, parts[1]!, parts[2]!) : undefined;
  // The offset must be the one in force then: the same id as the slot's own.
  if (!slot || availabilityIdOf(slot) !== availabilityId) throw invalidAvailabilityId(availabilityId);
  return slot;
}

/**
 * The availability check. For a test key (`reseller` in test mode) each slot's vacancies are less
 * the seats its own unexpired test holds keep, read from the test store: real capacity is
 * never touched, yet the key sees its holds count as a live key would (docs/decisions/122).
 */
export async function availabilityCheck(
  db: DbOrTrx,
  ctx: OctoContext,
  body: AvailabilityBody,
  reseller?: AuthenticatedReseller,
) {
  const product = await requireProduct(db, body.productId);
  requireOption(body.optionId);
  const wanted = unitsWanted(body.units, product);
  let slots: octo.SlotRow[];
  if (body.availabilityIds) {
    slots = [];
    for (const id of body.availabilityIds) slots.push(await requireSlot(db, product.id, id));
  } else {
    // localDate alone is a one-day range (the schema lets no other combination through).
    const start = body.localDate ?? body.localDateStart!;
    const end = body.localDate ?? body.localDateEnd!;
    checkRange(start, end);
    slots = await octo.listSlots(db, product.id, start, end);
  }
  if (reseller?.testMode) {
    const held = await testStore.seatsHeldByTestKey(
      db,
      reseller.resellerId,
      slots.map((s) => s.slot_id),
    );
    slots = slots.map((s) => ({ ...s, remaining: Math.max(0, Number(s.remaining) - (held.get(s.slot_id) ?? 0)) }));
  }
  return slots.map((slot) => availabilityObject(slot, product, ctx, wanted));
}

/** The contact's name as the supplier sees it: fullName, or first and last name. */
function contactName(contact: ContactInput | undefined): string | null {
  const full = contact?.fullName?.trim();
  if (full) return full;
  const parts = [contact?.firstName?.trim(), contact?.lastName?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The contact's other fields, as stored (docs/decisions/099); blank texts are not given. */
function contactDetails(contact: ContactInput | undefined): octo.ContactDetails {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: text(contact?.firstName),
    lastName: text(contact?.lastName),
    country: text(contact?.country)?.toUpperCase() ?? null,
    postalCode: text(contact?.postalCode),
    locales: contact?.locales ? contact.locales.map((l) => l.trim()).filter(Boolean) : null,
    notes: text(contact?.notes),
  };
}

/** The reseller's booking by its uuid: a test key's from the test store (docs/decisions/114). */
const findBooking = (db: DbOrTrx, reseller: AuthenticatedReseller, uuid: string) =>
  reseller.testMode
    ? testStore.findTestBooking(db, reseller.resellerId, uuid)
    : octo.findResellerBooking(db, reseller.resellerId, uuid);

async function bookingResponse(db: Db, ctx: OctoContext, reseller: AuthenticatedReseller, uuid: string) {
  const row = await findBooking(db, reseller, uuid);
  if (!row) throw invalidBookingUuid(uuid);
  const found = await octo.findProduct(db, row.activity_id);
  // The embedded product's texts in the content language too (docs/decisions/124).
  const [product] = found ? await withProductContent(db, [found], ctx) : [];
  return bookingObject(row, product, ctx);
}

async function requireBooking(db: Db, reseller: AuthenticatedReseller, uuid: string) {
  const row = await findBooking(db, reseller, uuid);
  if (!row) throw invalidBookingUuid(uuid);
  return row;
}

/**
 * Reserves: holds the spots for `expirationMinutes` (30 by default). Retried with the same
 * uuid, it answers with the booking the first request made and never holds twice.
 */
export async function reserve(
  services: OctoServices,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  body: ReservationBody,
) {
  const { db, config } = services;
  const uuid = body.uuid ?? randomUUID();
  if (body.uuid && (await findBooking(db, reseller, uuid))) {
    return bookingResponse(db, ctx, reseller, uuid);
  }
  const product = await requireProduct(db, body.productId);
  requireOption(body.optionId);
  const party = partyOf(body.unitItems, product);
  const slot = await requireSlot(db, product.id, body.availabilityId);
  // Priced and counted in seats as a website booking (required answers wait for the confirmation).
  const priced = await priceParty(db, product, party, answersOf(new Map(), body), false);
  const people = priced.seats;
  if (people > product.max_participants) {
    throw unprocessable(`This activity takes at most ${product.max_participants} people per booking`);
  }
  if (!slot.open) throw unprocessable('This availability is closed');
  if (reseller.testMode) {
    // A test key's hold: checked as a live one, kept apart, no spots taken (docs/decisions/114).
    const held = await testStore.insertTestHold(db, reseller, {
      uuid,
      slotId: slot.slot_id,
      activityId: product.id,
      priced,
      expirationMinutes: holdMinutes(body.expirationMinutes),
      resellerReference: body.resellerReference ?? null,
      notes: body.notes ?? null,
      contact: {
        name: contactName(body.contact) ?? '',
        email: body.contact?.emailAddress ?? '',
        phone: body.contact?.phoneNumber ?? '',
        details: contactDetails(body.contact),
      },
      cancellationWindowHours: config.cancellationWindowHours,
    });
    if (!held) throw unprocessable('Not enough vacancies on this availability');
    return bookingResponse(db, ctx, reseller, uuid);
  }
  try {
    const hold = await db.transaction().execute(async (trx) => {
      const made = await octo.insertHold(trx, {
        slotId: slot.slot_id,
        activityId: product.id,
        userId: reseller.userId,
        resellerId: reseller.resellerId,
        uuid,
        resellerReference: body.resellerReference ?? null,
        numberOfPeople: people,
        totalPriceCents: priced.totalCents,
        expirationMinutes: holdMinutes(body.expirationMinutes),
        notes: body.notes ?? null,
        contact: {
          name: contactName(body.contact) ?? '',
          email: body.contact?.emailAddress ?? '',
          phone: body.contact?.phoneNumber ?? '',
          details: contactDetails(body.contact),
        },
        cancellationWindowHours: config.cancellationWindowHours,
      });
      // The party by kind and the answers, with the hold (all or nothing).
      if (made && hasBookingExtras(priced)) await writePricedBooking(trx, made.id, product.id, priced);
      return made;
    });
    if (!hold) throw unprocessable('Not enough vacancies on this availability');
  } catch (error) {
    // The same uuid raced past the first check: the loser answers with the winner's booking.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return bookingResponse(db, ctx, reseller, uuid);
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) throw unprocessable('Not enough vacancies on this availability');
    throw error;
  }
  return bookingResponse(db, ctx, reseller, uuid);
}

export async function extend(
  db: Db,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  uuid: string,
  minutes: number | undefined,
) {
  const row = await requireBooking(db, reseller, uuid);
  const extended = reseller.testMode
    ? await testStore.extendTestHold(db, row.id, holdMinutes(minutes))
    : await octo.extendHold(db, row.id, holdMinutes(minutes));
  if (!extended) throw unprocessable('Only a booking on hold, before it expires, can be extended');
  return bookingResponse(db, ctx, reseller, uuid);
}

/** The supplier's view of the customer: their name, then the reseller's name and reference. */
const supplierFacingName = (
  row: { customer_name: string; reseller_reference: string | null },
  reseller: AuthenticatedReseller,
) => resellerCustomerName(row.customer_name || 'Guest', reseller.name, row.reseller_reference);

/**
 * Confirms a hold with the contact's details: the booking becomes an ordinary confirmed one
 * (the spots stay taken), and the supplier gets the same email and live alert as for a
 * website booking, marked with the reseller's name and reference. Unit items other in number
 * than the reservation's change the people booked in the same transaction, taking or giving back
 * the difference only while the slot has it (docs/decisions/099).
 */
export async function confirm(
  services: OctoServices,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  uuid: string,
  body: ConfirmBody,
) {
  const { db, events, config } = services;
  const row = await requireBooking(db, reseller, uuid);
  if (row.status === 'confirmed') return bookingResponse(db, ctx, reseller, uuid);
  const name = contactName(body.contact);
  if (!name) throw badRequest('contact.fullName, or contact.firstName and contact.lastName, is required');
  // The unit items and answers as they will stand: priced again only when the units changed,
  // every required question answered by now (docs/decisions/114).
  const product = await bookingProduct(db, row);
  const before = storedParty(row);
  const party = body.unitItems ? partyOf(body.unitItems, product) : before;
  const unitsChanged = !sameParty(party, before);
  const priced = await priceParty(db, product, party, answersOf(storedAnswers(row, product), body), true);
  const people = priced.seats;
  if (people > row.max_participants) {
    throw unprocessable(`This activity takes at most ${row.max_participants} people per booking`);
  }
  if (reseller.testMode) {
    // A test booking: confirmed in its own store, no supplier email or alert (docs/decisions/114).
    const done = await testStore.updateTestBooking(db, row.id, {
      confirm: true,
      priced,
      party: unitsChanged,
      name,
      email: body.contact.emailAddress ?? null,
      phone: body.contact.phoneNumber ?? null,
      details: contactDetails(body.contact),
      resellerReference: body.resellerReference ?? null,
      notes: body.notes ?? null,
    });
    if (!done)
      throw unitsChanged && row.status === 'on_hold' && !row.hold_expired
        ? unprocessable('Not enough vacancies on this availability')
        : holdNotConfirmable(row);
    return bookingResponse(db, ctx, reseller, uuid);
  }
  const confirmed = await events.transaction(async (trx, emit) => {
    if (unitsChanged && !(await changePeople(trx, row.id, people, priced.totalCents))) {
      throw row.status === 'on_hold' && !row.hold_expired
        ? unprocessable('Not enough vacancies on this availability')
        : holdNotConfirmable(row);
    }
    if (unitsChanged || answersGiven(body))
      await rewritePricedBooking(trx, row.id, priced, {
        party: unitsChanged,
        questionIds: product.questions.map((q) => q.id),
      });
    const done = await octo.confirmHold(trx, row.id, {
      name,
      email: body.contact.emailAddress ?? row.customer_email,
      phone: body.contact.phoneNumber ?? row.customer_phone,
      details: contactDetails(body.contact),
      resellerReference: body.resellerReference ?? null,
      notes: body.notes ?? null,
    });
    // The number of people changed above goes back with the rest (the transaction rolls back).
    if (!done) throw holdNotConfirmable(row);
    const now = await octo.findResellerBooking(trx, reseller.resellerId, uuid);
    if (!now) return false;
    const customerName = supplierFacingName(now, reseller);
    // In the supplier's language (docs/decisions/118); a reseller's call names no page.
    await enqueueEmails(trx, [
      {
        to: now.supplier_email,
        ...(await inLocaleOfUser(trx, now.supplier_user_id, () =>
          newBookingSupplierEmail({
            publicUrl: config.publicUrl,
            activityTitle: now.activity_title,
            businessName: now.business_name,
            date: now.date,
            startTime: now.local_start.slice(11, 16),
            timeZone: now.time_zone,
            numberOfPeople: now.number_of_people,
            customerName,
            totalPriceCents: now.total_price_cents,
            customerEmail: now.customer_email || 'no email given',
            customerPhone: now.customer_phone || 'no phone given',
            specialRequests: now.special_requests,
            // The party by kind and the answers, as a website booking's email lists them (docs/decisions/114).
            extraLines: pricedMailLines(priced).supplier,
          }),
        )),
      },
    ]);
    await emit({
      type: 'booking.created',
      audience: [now.supplier_user_id],
      bookingId: now.id,
      activityId: now.activity_id,
      payload: {
        bookingId: now.id,
        activityTitle: now.activity_title,
        customerName,
        bookingDate: now.date,
        bookingTime: now.local_start.slice(11, 16),
        numberOfPeople: now.number_of_people,
        status: 'confirmed',
      },
    });
    return true;
  });
  if (!confirmed) throw holdNotConfirmable(row);
  return bookingResponse(db, ctx, reseller, uuid);
}

/** Whether a request carries answers (on the booking or on a unit item). */
const answersGiven = (body: {
  questionAnswers?: QuestionAnswersInput;
  unitItems?: { questionAnswers?: QuestionAnswersInput }[] | undefined;
}) => body.questionAnswers !== undefined || (body.unitItems ?? []).some((i) => i.questionAnswers !== undefined);

type PricingProduct = Pick<octo.ProductRow, 'id' | 'price_cents' | 'person_types' | 'questions' | 'max_participants'>;

/** The booking's product as priced now; one no longer sold keeps its adult price, no other kinds or questions. */
async function bookingProduct(db: DbOrTrx, row: octo.ResellerBookingRow): Promise<PricingProduct> {
  return (
    (await octo.findProduct(db, row.activity_id)) ?? {
      id: row.activity_id,
      price_cents: row.price_cents,
      person_types: [],
      questions: [],
      max_participants: row.max_participants,
    }
  );
}

const holdNotConfirmable = (row: octo.ResellerBookingRow) =>
  unprocessable(
    row.hold_expired || row.status === 'expired'
      ? 'This reservation has expired'
      : 'Only a booking on hold can be confirmed',
  );

/**
 * Changes the people of a hold or of a confirmed booking before its deadline, the difference
 * taken from the slot only while it is there: false when refused (expired, past its deadline,
 * or not enough spots left).
 */
async function changePeople(db: DbOrTrx, bookingId: string, people: number, totalCents: number) {
  try {
    return (await octo.changeNumberOfPeople(db, bookingId, people, totalCents)) !== undefined;
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) throw unprocessable('Not enough vacancies on this availability');
    throw error;
  }
}

/** What keeps a booking with its supplier (booking's refusals, docs/decisions/122). */
const MOVE_TIES = new Set<string>(['booking.moveCheckedIn', 'booking.movePaid', 'booking.moveConversation']);

const NO_LONGER_CHANGEABLE =
  'This booking can no longer be changed: it is expired, cancelled or past its cancellation deadline';

/**
 * Updates a hold, or a confirmed booking before its cancellation deadline: contact, notes,
 * reference, hold expiry, the number of people, and its availability and product (any the key may
 * sell, docs/decisions/122). A move goes through the website's own reschedule (docs/decisions/101):
 * one transaction that locks the booking and both slots, takes the new spots only while they are
 * there and gives the old ones back, with the rest of the update written in it.
 */
export async function update(
  services: OctoServices,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  uuid: string,
  body: UpdateBody,
) {
  const { db } = services;
  const row = await requireBooking(db, reseller, uuid);
  if (body.optionId !== undefined) requireOption(body.optionId);
  const refusal = () =>
    unprocessable(
      row.status === 'on_hold' && !row.hold_expired
        ? 'Not enough vacancies on this availability'
        : NO_LONGER_CHANGEABLE,
    );
  const name = body.contact ? contactName(body.contact) : null;
  const details = {
    name,
    email: body.contact?.emailAddress ?? null,
    phone: body.contact?.phoneNumber ?? null,
    details: contactDetails(body.contact),
    resellerReference: body.resellerReference ?? null,
    notes: body.notes ?? null,
    expirationMinutes: body.expirationMinutes === undefined ? null : holdMinutes(body.expirationMinutes),
  };
  const productId = body.productId ?? row.activity_id;
  const availabilityId = body.availabilityId ?? availabilityIdOf(row);
  if (productId !== row.activity_id || availabilityId !== availabilityIdOf(row)) {
    await move(services, reseller, row, { productId, availabilityId, body, details });
    return bookingResponse(db, ctx, reseller, uuid);
  }
  // Other unit items or answers: priced again by the website's rule (docs/decisions/114); a
  // confirmed booking keeps every required question answered.
  const product = await bookingProduct(db, row);
  const before = storedParty(row);
  const party = body.unitItems ? partyOf(body.unitItems, product) : before;
  const unitsChanged = !sameParty(party, before);
  const priced =
    unitsChanged || answersGiven(body)
      ? await priceParty(db, product, party, answersOf(storedAnswers(row, product), body), row.status !== 'on_hold')
      : null;
  if (priced && priced.seats > row.max_participants)
    throw unprocessable(`This activity takes at most ${row.max_participants} people per booking`);
  if (reseller.testMode) {
    if (!(await testStore.updateTestBooking(db, row.id, { ...details, priced, party: unitsChanged }))) throw refusal();
    return bookingResponse(db, ctx, reseller, uuid);
  }
  await db.transaction().execute(async (trx) => {
    if (priced && unitsChanged && !(await changePeople(trx, row.id, priced.seats, priced.totalCents))) throw refusal();
    if (priced)
      await rewritePricedBooking(trx, row.id, priced, {
        party: unitsChanged,
        questionIds: product.questions.map((q) => q.id),
      });
    // Throwing rolls the units back with it.
    if (!(await octo.updateBookingDetails(trx, row.id, details))) throw refusal();
  });
  return bookingResponse(db, ctx, reseller, uuid);
}

/**
 * Moves a reseller's hold or confirmed booking to `availabilityId` of `productId` (a product the
 * reseller may sell, of any supplier: docs/decisions/122), with the rest of the update: all or nothing.
 */
async function move(
  services: OctoServices,
  reseller: AuthenticatedReseller,
  row: octo.ResellerBookingRow,
  target: { productId: string; availabilityId: string; body: UpdateBody; details: octo.BookingDetailsUpdate },
) {
  // Any product the key may sell: over OCTO the marketplace is one supplier (docs/decisions/122).
  const product = isUuid(target.productId) ? await octo.findProduct(services.db, target.productId) : undefined;
  if (!product) throw invalidProductId(target.productId);
  const slot = await requireSlot(services.db, product.id, target.availabilityId);
  // The units on the target product. A party priced by kind keeps its price on a move of the same
  // party (docs/decisions/103); other kinds of guest and a move in one request are refused.
  const before = storedParty(row);
  const party = target.body.unitItems ? partyOf(target.body.unitItems, product) : before;
  if ((row.party.length > 0 || !adultsOnly(party)) && !sameParty(party, before))
    throw unprocessable('Change the unit items and the availability or product in two updates');
  const answers = answersGiven(target.body)
    ? await priceParty(
        services.db,
        product,
        party,
        answersOf(product.id === row.activity_id ? storedAnswers(row, product) : new Map(), target.body),
        row.status !== 'on_hold',
      )
    : null;
  const people = row.party.length > 0 ? row.number_of_people : (party.adult ?? 0);
  if (people > product.max_participants) {
    throw unprocessable(`This activity takes at most ${product.max_participants} people per booking`);
  }
  if (!slot.open) throw unprocessable('This availability is closed');
  if (reseller.testMode) {
    const moved = await services.db.transaction().execute(async (trx) => {
      if (!(await testStore.moveTestBooking(trx, row.id, slot.slot_id, services.config.cancellationWindowHours)))
        return false;
      return testStore.updateTestBooking(trx, row.id, { ...target.details, priced: answers, party: false });
    });
    if (!moved)
      throw unprocessable(
        row.status === 'on_hold' && !row.hold_expired
          ? 'Not enough vacancies on this availability'
          : NO_LONGER_CHANGEABLE,
      );
    return;
  }
  try {
    await rescheduleBooking(
      services,
      reseller.userId,
      { bookingId: row.id, availabilityId: slot.slot_id, numberOfPeople: people },
      {
        activityId: product.id,
        customerName: supplierFacingName(row, reseller),
        toAnotherSupplier: { resellerName: reseller.name },
        alsoInTransaction: async (trx) => {
          // The moved booking's own rules (a hold unexpired, a booking before its deadline).
          if (!(await octo.updateBookingDetails(trx, row.id, target.details)))
            throw unprocessable(NO_LONGER_CHANGEABLE);
          if (answers)
            await rewritePricedBooking(trx, row.id, answers, {
              party: false,
              questionIds: product.questions.map((q) => q.id),
            });
        },
      },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.descriptor.key === 'booking.capacityConflict')
      throw unprocessable('Not enough vacancies on this availability');
    if (error.descriptor.key === 'booking.activityNotBookable') throw invalidAvailabilityId(target.availabilityId);
    // Checked in, paid or in conversation with its supplier: it stays there (docs/decisions/122).
    if (MOVE_TIES.has(error.descriptor.key)) throw unprocessable(error.message);
    if (error.code === 'BAD_REQUEST') throw unprocessable(error.message);
    // Cancelled, expired, past its cancellation deadline: the refusal every update gives.
    throw unprocessable(NO_LONGER_CHANGEABLE);
  }
}

/**
 * Cancels a hold (its spots come back at once) or a confirmed booking before its cancellation
 * deadline, the rule every booking follows; the supplier is told as for any cancellation.
 */
export async function cancel(
  services: OctoServices,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  uuid: string,
  reason: string | null | undefined,
) {
  const { db, events, config } = services;
  const row = await requireBooking(db, reseller, uuid);
  if (row.status === 'cancelled') return bookingResponse(db, ctx, reseller, uuid);
  const text = reason?.trim() || 'Cancelled by the reseller';
  if (reseller.testMode) {
    if (!(await testStore.cancelTestBooking(db, row.id, text)))
      throw unprocessable(
        row.deadline_passed && row.status === 'confirmed'
          ? 'The cancellation deadline of this booking has passed'
          : 'This booking can no longer be cancelled',
      );
    return bookingResponse(db, ctx, reseller, uuid);
  }
  const cancelled = await events.transaction(async (trx, emit) => {
    const done = await octo.cancelResellerBooking(trx, row.id, reseller.userId, text);
    if (!done) return false;
    // A hold was never a booking for the supplier: only a confirmed one is announced.
    if (row.status !== 'confirmed') return true;
    const customerName = supplierFacingName(row, reseller);
    await enqueueEmails(trx, [
      {
        to: row.supplier_email,
        ...(await inLocaleOfUser(trx, row.supplier_user_id, () =>
          bookingCancelledEmail(
            {
              publicUrl: config.publicUrl,
              activityTitle: row.activity_title,
              businessName: row.business_name,
              date: row.date,
              startTime: row.local_start.slice(11, 16),
              timeZone: row.time_zone,
              numberOfPeople: row.number_of_people,
              customerName,
              cancelledBy: reseller.name,
              reason: text,
            },
            'supplier',
          ),
        )),
      },
    ]);
    await emit({
      type: 'booking.cancelled',
      audience: [row.supplier_user_id],
      bookingId: row.id,
      activityId: row.activity_id,
      payload: {
        bookingId: row.id,
        activityTitle: row.activity_title,
        customerName,
        bookingDate: row.date,
        bookingTime: row.local_start.slice(11, 16),
        numberOfPeople: row.number_of_people,
        status: 'cancelled',
        reason: text,
        cancelledBy: 'traveler',
      },
    });
    return true;
  });
  if (!cancelled) {
    throw unprocessable(
      row.deadline_passed && row.status === 'confirmed'
        ? 'The cancellation deadline of this booking has passed'
        : 'This booking can no longer be cancelled',
    );
  }
  return bookingResponse(db, ctx, reseller, uuid);
}

export const getBooking = (db: Db, ctx: OctoContext, reseller: AuthenticatedReseller, uuid: string) =>
  bookingResponse(db, ctx, reseller, uuid);

export async function listBookings(
  db: Db,
  ctx: OctoContext,
  reseller: AuthenticatedReseller,
  filter: Parameters<typeof octo.listResellerBookings>[2],
) {
  if (filter.productId && !isUuid(filter.productId)) throw invalidProductId(filter.productId);
  if (filter.supplierReference && !isUuid(filter.supplierReference)) return [];
  const rows = reseller.testMode
    ? await testStore.listTestBookings(db, reseller.resellerId, filter)
    : await octo.listResellerBookings(db, reseller.resellerId, filter);
  const found = [];
  for (const id of new Set(rows.map((r) => r.activity_id))) {
    const product = await octo.findProduct(db, id);
    if (product) found.push(product);
  }
  const products = new Map((await withProductContent(db, found, ctx)).map((product) => [product.id, product]));
  return rows.map((row) => bookingObject(row, products.get(row.activity_id), ctx));
}

/** Expires the holds whose time is up (the sweep, every instance): how many expired. */
export async function expireHolds(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await octo.expireHolds(db, 500);
    total += expired;
    if (expired < 500) {
      await testStore.sweepTestBookings(db);
      return total;
    }
  }
}
