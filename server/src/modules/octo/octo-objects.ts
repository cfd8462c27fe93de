import { createHash } from 'node:crypto';
import {
  AvailabilityStatus,
  AvailabilityType,
  BookingStatus,
  ContactField,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  FeatureType,
  PricingPer,
  RedemptionMethod,
  Refund,
  UnitType,
  type Availability,
  type AvailabilityCalendar,
  type Booking,
  type Option,
  type Pricing,
  type Product,
  type Supplier,
  type Ticket,
  type Unit,
  type UnitItem,
} from '@octocloud/types/dist/models/types.gen.js';
import { bookingTicketCode } from '../tickets/index.ts';
import type { OctoPersonType, OctoQuestion, ProductRow, ResellerBookingRow, SlotRow } from './octo.repository.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '@regen/shared/i18n';
import { ageBand, personTypeName, type PersonType } from '@regen/shared/rules/pricing';

// Our rows as OCTO's objects (docs/decisions/044), typed with the OCTO project's own published
// types (@octocloud/types): a field missing or misnamed fails the type check.
//
// A product is an approved activity; it has one option, DEFAULT, with one unit, ADULT (a
// person), priced as the activity. An availability is a slot; its id is the slot's local start
// time with the zone's offset ('2026-12-01T09:00:00+01:00').

export const OPTION_ID = 'DEFAULT';
/** The adult unit: every activity has it, at the activity's price (the id resellers already use). */
export const UNIT_ID = 'ADULT';

/**
 * The units of a product (docs/decisions/114): ADULT, then CHILD, YOUTH, SENIOR and FAMILY for
 * the kinds of guest the activity prices (docs/decisions/103). A unit id is its kind in capitals.
 */
export interface OctoUnit {
  id: string;
  personType: PersonType;
  priceCents: number;
  minAge: number | null;
  maxAge: number | null;
  /** People one unit holds (OCTO's paxCount): capacity counts seats. */
  seats: number;
}

const UNIT_TYPE: Record<PersonType, UnitType> = {
  adult: UnitType.ADULT,
  child: UnitType.CHILD,
  youth: UnitType.YOUTH,
  senior: UnitType.SENIOR,
  family: UnitType.FAMILY,
};

export const unitIdOf = (personType: PersonType) => personType.toUpperCase();

/** The product's units: the adult at the activity's price, then its other kinds of guest. */
export function unitsOf(product: { price_cents: number; person_types: readonly OctoPersonType[] }): OctoUnit[] {
  return [
    { id: UNIT_ID, personType: 'adult', priceCents: product.price_cents, minAge: null, maxAge: null, seats: 1 },
    ...product.person_types.map((t) => ({ id: unitIdOf(t.personType), ...t })),
  ];
}

/** An OCTO question (the octo/questions capability): what a booking of the product asks. */
export interface OctoQuestionObject {
  id: string;
  required: boolean;
  label: string;
  description: string | null;
  inputType: 'textarea' | 'select';
  selectOptions: { label: string; value: string }[];
}

/** One answer as a booking carries it: every question, answered or not (value null). */
export interface OctoQuestionAnswer {
  questionId: string;
  question: OctoQuestionObject;
  value: string | null;
}

/** The value a yes/no question takes over OCTO; the stored answer is the supplier's word ('Yes'). */
export const YES_VALUE = 'yes';
export const NO_VALUE = 'no';
/** The app's one currency: every price is integer US cents (docs/decisions/003). */
export const CURRENCY = 'USD';

export interface Capabilities {
  content: boolean;
  pricing: boolean;
  /** octo/questions (docs/decisions/114): the activity's booking questions and their answers. */
  questions?: boolean;
}

export interface OctoContext {
  capabilities: Capabilities;
  cancellationWindowHours: number;
  testMode: boolean;
  /** The content's language, from Accept-Language (octo/content; docs/decisions/109). */
  locale?: Locale;
}

/**
 * An instant as OCTO writes it: UTC to the second, '2026-12-01T08:00:00Z' (the validator's
 * pattern has no milliseconds; docs/decisions/099).
 */
export const utcInstant = (instant: Date | string) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** OCTO's Pricing in cents: no taxes itemised, the net (what the reseller pays) not set here. */
function pricing(cents: number): Pricing {
  return { original: cents, retail: cents, net: null, currency: CURRENCY, currencyPrecision: 2, includedTaxes: [] };
}

/** '+01:00' for an instant and its wall-clock reading ('YYYY-MM-DDTHH:MM:SS'). */
function offsetOf(localDateTime: string, instant: Date): string {
  const [date, time] = localDateTime.split('T');
  const [y, m, d] = date!.split('-').map(Number);
  const [hh, mm, ss] = time!.split(':').map(Number);
  const minutes = Math.round((Date.UTC(y!, m! - 1, d, hh, mm, ss) - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The availability id of a slot: its local start with the offset in force then. */
export const availabilityIdOf = (slot: Pick<SlotRow, 'local_start' | 'utc_start'>) =>
  `${slot.local_start}${offsetOf(slot.local_start, new Date(slot.utc_start))}`;

const localEndOf = (slot: Pick<SlotRow, 'local_end' | 'utc_end'>) =>
  `${slot.local_end}${offsetOf(slot.local_end, new Date(slot.utc_end))}`;

/**
 * A slot's status by the website's rule (remainingSpots; a slot that is switched off or has
 * started takes no booking): CLOSED, SOLD_OUT with no spots left, LIMITED when fewer than half
 * of its spots are left, AVAILABLE otherwise.
 */
export function slotStatus(open: boolean, remaining: number, capacity: number): AvailabilityStatus {
  if (!open) return AvailabilityStatus.CLOSED;
  if (remaining <= 0) return AvailabilityStatus.SOLD_OUT;
  if (remaining * 2 < capacity) return AvailabilityStatus.LIMITED;
  return AvailabilityStatus.AVAILABLE;
}

const isOnSale = (status: AvailabilityStatus) =>
  status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED;

const hoursOf = (slot: Pick<SlotRow, 'local_start' | 'local_end'>) => ({
  from: slot.local_start.slice(11, 16),
  to: slot.local_end.slice(11, 16),
});

export function supplierObject(publicUrl: string): Supplier {
  return {
    id: 'regen-marketplace',
    name: 'Regen Marketplace',
    endpoint: `${publicUrl}/octo`,
    contact: { website: publicUrl, email: null, telephone: null, address: null },
  } satisfies Supplier;
}

function unitObject(product: ProductRow, unit: OctoUnit, alone: boolean, ctx: OctoContext): Unit {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const band = ageBand(unit, locale);
  // The adult alone keeps the title it always had ("Person"); beside other kinds it is "Adult".
  const title = alone ? formatMessage(locale, 'octo.content.unitTitle') : personTypeName(unit.personType, locale);
  const description = alone
    ? formatMessage(locale, 'octo.content.unitDescription')
    : unit.seats > 1
      ? formatMessage(locale, 'octo.units.familyDescription', { seats: unit.seats })
      : band || formatMessage(locale, 'octo.units.anyAge');
  return {
    id: unit.id,
    internalName: alone ? 'Person' : personTypeName(unit.personType),
    reference: null,
    type: UNIT_TYPE[unit.personType],
    restrictions: {
      minAge: unit.minAge ?? 0,
      maxAge: unit.maxAge ?? Math.max(100, unit.minAge ?? 0),
      idRequired: false,
      minQuantity: null,
      maxQuantity: Math.floor(product.max_participants / unit.seats),
      paxCount: unit.seats,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(ctx.capabilities.pricing ? { pricingFrom: [pricing(unit.priceCents)] } : {}),
    ...(ctx.capabilities.content ? { title, shortDescription: description } : {}),
    // Every question is asked once per booking: none per unit item.
    ...(ctx.capabilities.questions ? { questions: [] } : {}),
  } satisfies Unit & { questions?: OctoQuestionObject[] };
}

/** A booking question as OCTO's Question: text is a textarea, choice and yes/no a select. */
export function questionObject(
  question: Pick<OctoQuestion, 'id' | 'kind' | 'label' | 'options' | 'required'>,
  locale: Locale,
): OctoQuestionObject {
  const selectOptions =
    question.kind === 'choice'
      ? question.options.map((o) => ({ label: o, value: o }))
      : question.kind === 'yes_no'
        ? [
            { label: formatMessage(locale, 'octo.units.yes'), value: YES_VALUE },
            { label: formatMessage(locale, 'octo.units.no'), value: NO_VALUE },
          ]
        : [];
  return {
    id: question.id,
    required: question.required,
    label: question.label,
    description: null,
    inputType: question.kind === 'text' ? 'textarea' : 'select',
    selectOptions,
  };
}

/**
 * A product's texts in the reseller's content language (Accept-Language, docs/decisions/124):
 * the activity's translation where its supplier gave one; absent, the original's.
 */
export interface ProductContent {
  title: string;
  description: string;
  impactDescription: string;
}

function optionObject(product: ProductRow & { content?: ProductContent }, ctx: OctoContext): Option {
  const hours = ctx.cancellationWindowHours;
  return {
    id: OPTION_ID,
    default: true,
    internalName: 'Default',
    reference: null,
    availabilityLocalStartTimes: product.start_times,
    cancellationCutoff: `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    cancellationCutoffAmount: hours,
    cancellationCutoffUnit: DurationUnit.HOUR,
    requiredContactFields: [ContactField.FIRST_NAME, ContactField.LAST_NAME],
    restrictions: { minUnits: 1, maxUnits: product.max_participants },
    units: unitsOf(product).map((unit, _, all) => unitObject(product, unit, all.length === 1, ctx)),
    ...(ctx.capabilities.pricing ? { pricingFrom: [pricing(product.price_cents)] } : {}),
    ...(ctx.capabilities.content
      ? {
          title: product.content?.title ?? product.title,
          shortDescription: null,
          description: null,
          durationMinutesFrom: Math.round(product.duration_hours * 60),
          durationMinutesTo: null,
        }
      : {}),
    ...(ctx.capabilities.questions
      ? { questions: product.questions.map((q) => questionObject(q, ctx.locale ?? DEFAULT_LOCALE)) }
      : {}),
  } satisfies Option & { questions?: OctoQuestionObject[] };
}

export function productObject(product: ProductRow & { content?: ProductContent }, ctx: OctoContext): Product {
  const content = product.content ?? {
    title: product.title,
    description: product.description,
    impactDescription: product.impact_description,
  };
  return {
    id: product.id,
    internalName: product.title,
    reference: null,
    locale: 'en',
    timeZone: product.time_zone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: AvailabilityType.START_TIME,
    // Each booking has a ticket with a QR code the supplier scans on its manifest; the list by
    // name stays a fallback (docs/decisions/104).
    deliveryFormats: [DeliveryFormat.QRCODE],
    deliveryMethods: [DeliveryMethod.TICKET, DeliveryMethod.VOUCHER],
    redemptionMethod: RedemptionMethod.DIGITAL,
    options: [optionObject(product, ctx)],
    ...(ctx.capabilities.pricing
      ? { defaultCurrency: CURRENCY, availableCurrencies: [CURRENCY], pricingPer: PricingPer.UNIT }
      : {}),
    ...(ctx.capabilities.content
      ? {
          title: content.title,
          shortDescription: content.impactDescription,
          description: content.description,
          features: [{ type: FeatureType.HIGHLIGHT, shortDescription: content.impactDescription }],
          faqs: [],
          media: [],
          locations: [],
          categoryLabels: [],
          durationMinutesFrom: Math.round(product.duration_hours * 60),
          durationMinutesTo: null,
          commentary: [],
        }
      : {}),
  } satisfies Product;
}

export function availabilityObject(
  slot: SlotRow,
  product: { price_cents: number; max_participants: number; person_types: readonly OctoPersonType[] },
  ctx: OctoContext,
  unitsWanted: number,
): Availability {
  const remaining = Number(slot.remaining);
  const status = slotStatus(slot.open, remaining, slot.available_spots);
  return {
    id: availabilityIdOf(slot),
    localDateTimeStart: availabilityIdOf(slot),
    localDateTimeEnd: localEndOf(slot),
    utcCutoffAt: utcInstant(slot.utc_start),
    allDay: false,
    available: isOnSale(status) && unitsWanted <= remaining,
    status,
    vacancies: remaining,
    capacity: slot.available_spots,
    maxUnits: Math.min(remaining, product.max_participants),
    openingHours: [hoursOf(slot)],
    ...(ctx.capabilities.pricing
      ? {
          unitPricing: unitsOf(product).map((u) => ({ ...pricing(u.priceCents), unitId: u.id })),
          pricing: pricing(product.price_cents),
        }
      : {}),
  } satisfies Availability;
}

/** What a calendar day needs of each of its slots. */
export type CalendarSlot = Pick<SlotRow, 'open' | 'remaining' | 'available_spots' | 'local_start' | 'local_end'>;

/** One day of the calendar: its slots added up (a day without open slots is CLOSED). */
export function calendarDayObject(
  localDate: string,
  slots: CalendarSlot[],
  product: { price_cents: number; person_types: readonly OctoPersonType[] },
  ctx: OctoContext,
  unitsWanted: number,
): AvailabilityCalendar {
  const open = slots.filter((s) => s.open);
  const vacancies = open.reduce((sum, s) => sum + Number(s.remaining), 0);
  const capacity = open.reduce((sum, s) => sum + s.available_spots, 0);
  const status = slotStatus(open.length > 0, vacancies, capacity);
  const largest = open.reduce((max, s) => Math.max(max, Number(s.remaining)), 0);
  return {
    localDate,
    available: isOnSale(status) && unitsWanted <= largest,
    status,
    vacancies,
    capacity,
    openingHours: open.map(hoursOf),
    ...(ctx.capabilities.pricing
      ? {
          unitPricingFrom: unitsOf(product).map((u) => ({ ...pricing(u.priceCents), unitId: u.id })),
          pricingFrom: pricing(product.price_cents),
        }
      : {}),
  } satisfies AvailabilityCalendar;
}

function bookingStatus(row: ResellerBookingRow): BookingStatus {
  if (row.hold_expired || row.status === 'expired') return BookingStatus.EXPIRED;
  switch (row.status) {
    case 'on_hold':
      return BookingStatus.ON_HOLD;
    case 'cancelled':
      return BookingStatus.CANCELLED;
    default:
      return BookingStatus.CONFIRMED;
  }
}

/** A stable uuid for the nth person of a booking (unit items are not stored one by one). */
function unitItemUuid(bookingId: string, index: number): string {
  const hex = createHash('sha256').update(`${bookingId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The unit items of a booking: its party in order (a booking without party rows is all adults). */
function unitLines(row: ResellerBookingRow): { unitId: string; unitPriceCents: number }[] {
  if (row.party.length === 0)
    return Array.from({ length: row.number_of_people }, () => ({ unitId: UNIT_ID, unitPriceCents: row.price_cents }));
  return row.party.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      unitId: unitIdOf(line.personType as PersonType),
      unitPriceCents: line.unitPriceCents,
    })),
  );
}

/** Every question of the product with the booking's answer (null: not answered), then answers to questions since removed. */
function questionAnswers(
  row: ResellerBookingRow,
  product: ProductRow | undefined,
  locale: Locale,
): OctoQuestionAnswer[] {
  const given = new Map(row.answers.map((a) => [a.questionId, a]));
  const current = (product?.questions ?? []).map((q) => {
    const answer = given.get(q.id)?.answer ?? null;
    given.delete(q.id);
    const value = answer === null || q.kind !== 'yes_no' ? answer : answer === 'Yes' ? YES_VALUE : NO_VALUE;
    return { questionId: q.id, question: questionObject(q, locale), value };
  });
  const removed = [...given.values()].map((a) => ({
    questionId: a.questionId,
    question: questionObject({ id: a.questionId, kind: 'text', label: a.label, options: [], required: false }, locale),
    value: a.answer,
  }));
  return [...current, ...removed];
}

export function bookingObject(
  row: ResellerBookingRow,
  product: (ProductRow & { content?: ProductContent }) | undefined,
  ctx: OctoContext,
): Booking {
  const status = bookingStatus(row);
  // The whole contact the reseller gave (docs/decisions/099); fullName is the name the supplier sees.
  const contact = {
    fullName: row.customer_name || null,
    firstName: row.contact_first_name,
    lastName: row.contact_last_name,
    emailAddress: row.customer_email || null,
    phoneNumber: row.customer_phone || null,
    locales: row.contact_locales,
    postalCode: row.contact_postal_code,
    country: row.contact_country,
    notes: row.contact_notes,
  };
  const confirmed = row.status === 'confirmed' || row.status === 'completed';
  // Checked in on the supplier's manifest (docs/decisions/104): the ticket is redeemed.
  const redeemedAt = confirmed && row.redeemed_at ? utcInstant(row.redeemed_at) : null;
  // The booking's ticket (docs/decisions/104): the voucher, and each unit's ticket, carry the one
  // signed code the supplier's scanner checks the party in with, once confirmed (before, no code).
  const ticket: Ticket = {
    redemptionMethod: RedemptionMethod.DIGITAL,
    utcRedeemedAt: redeemedAt,
    deliveryOptions: confirmed
      ? [{ deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: bookingTicketCode(row.id) }]
      : [],
  };
  const unitItems: UnitItem[] = unitLines(row).map((line, i) => ({
    uuid: unitItemUuid(row.id, i),
    resellerReference: null,
    supplierReference: null,
    unitId: line.unitId,
    status,
    utcRedeemedAt: redeemedAt,
    contact,
    ticket,
    ...(ctx.capabilities.pricing ? { pricing: pricing(line.unitPriceCents) } : {}),
    ...(ctx.capabilities.questions ? { questionAnswers: [] } : {}),
  }));
  return {
    id: row.id,
    uuid: row.uuid ?? row.id,
    testMode: ctx.testMode,
    resellerReference: row.reseller_reference,
    supplierReference: row.id,
    status,
    utcCreatedAt: utcInstant(row.created_at),
    utcUpdatedAt: utcInstant(row.updated_at),
    utcExpiresAt: row.hold_expires_at ? utcInstant(row.hold_expires_at) : null,
    utcRedeemedAt: redeemedAt,
    utcConfirmedAt: confirmed ? utcInstant(row.updated_at) : null,
    productId: row.activity_id,
    ...(product ? { product: productObject(product, ctx) } : {}),
    optionId: OPTION_ID,
    ...(product ? { option: optionObject(product, ctx) } : {}),
    cancellable: row.cancellable && status !== BookingStatus.EXPIRED,
    cancellation:
      row.status === 'cancelled' && row.cancelled_at
        ? {
            refund: Refund.FULL,
            reason: row.cancellation_reason,
            utcCancelledAt: utcInstant(row.cancelled_at),
          }
        : null,
    freesale: false,
    availabilityId: availabilityIdOf(row),
    availability: availabilityObject(row, { ...row, person_types: product?.person_types ?? [] }, ctx, 0),
    contact,
    notes: row.special_requests,
    deliveryMethods: [DeliveryMethod.TICKET, DeliveryMethod.VOUCHER],
    voucher: ticket,
    unitItems,
    ...(ctx.capabilities.pricing ? { pricing: pricing(row.total_price_cents) } : {}),
    ...(ctx.capabilities.questions
      ? { questionAnswers: questionAnswers(row, product, ctx.locale ?? DEFAULT_LOCALE) }
      : {}),
  } satisfies Booking & { questionAnswers?: OctoQuestionAnswer[] };
}
