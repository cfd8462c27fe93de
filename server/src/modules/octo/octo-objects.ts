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
import type { ProductRow, ResellerBookingRow, SlotRow } from './octo.repository.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '@regen/shared/i18n';

// Our rows as OCTO's objects (docs/decisions/044), typed with the OCTO project's own published
// types (@octocloud/types): a field missing or misnamed fails the type check.
//
// A product is an approved activity; it has one option, DEFAULT, with one unit, ADULT (a
// person), priced as the activity. An availability is a slot; its id is the slot's local start
// time with the zone's offset ('2026-12-01T09:00:00+01:00').

export const OPTION_ID = 'DEFAULT';
export const UNIT_ID = 'ADULT';
/** The app's one currency: every price is integer US cents (docs/decisions/003). */
export const CURRENCY = 'USD';

export interface Capabilities {
  content: boolean;
  pricing: boolean;
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

function unitObject(product: ProductRow, ctx: OctoContext): Unit {
  return {
    id: UNIT_ID,
    internalName: 'Person',
    reference: null,
    type: UnitType.ADULT,
    restrictions: {
      minAge: 0,
      maxAge: 100,
      idRequired: false,
      minQuantity: null,
      maxQuantity: product.max_participants,
      paxCount: 1,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(ctx.capabilities.pricing ? { pricingFrom: [pricing(product.price_cents)] } : {}),
    ...(ctx.capabilities.content
      ? {
          title: formatMessage(ctx.locale ?? DEFAULT_LOCALE, 'octo.content.unitTitle'),
          shortDescription: formatMessage(ctx.locale ?? DEFAULT_LOCALE, 'octo.content.unitDescription'),
        }
      : {}),
  } satisfies Unit;
}

function optionObject(product: ProductRow, ctx: OctoContext): Option {
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
    units: [unitObject(product, ctx)],
    ...(ctx.capabilities.pricing ? { pricingFrom: [pricing(product.price_cents)] } : {}),
    ...(ctx.capabilities.content
      ? {
          title: product.title,
          shortDescription: null,
          description: null,
          durationMinutesFrom: Math.round(product.duration_hours * 60),
          durationMinutesTo: null,
        }
      : {}),
  } satisfies Option;
}

export function productObject(product: ProductRow, ctx: OctoContext): Product {
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
          title: product.title,
          shortDescription: product.impact_description,
          description: product.description,
          features: [{ type: FeatureType.HIGHLIGHT, shortDescription: product.impact_description }],
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
  product: Pick<ProductRow, 'price_cents' | 'max_participants'>,
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
      ? { unitPricing: [{ ...pricing(product.price_cents), unitId: UNIT_ID }], pricing: pricing(product.price_cents) }
      : {}),
  } satisfies Availability;
}

/** What a calendar day needs of each of its slots. */
export type CalendarSlot = Pick<SlotRow, 'open' | 'remaining' | 'available_spots' | 'local_start' | 'local_end'>;

/** One day of the calendar: its slots added up (a day without open slots is CLOSED). */
export function calendarDayObject(
  localDate: string,
  slots: CalendarSlot[],
  product: Pick<ProductRow, 'price_cents'>,
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
          unitPricingFrom: [{ ...pricing(product.price_cents), unitId: UNIT_ID }],
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

export function bookingObject(row: ResellerBookingRow, product: ProductRow | undefined, ctx: OctoContext): Booking {
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
  // The booking's ticket (docs/decisions/104), once confirmed: the voucher, and each unit's
  // ticket, carry the one signed code the supplier's scanner checks the party in with.
  const ticket: Ticket | null =
    row.status === 'confirmed' || row.status === 'completed'
      ? {
          redemptionMethod: RedemptionMethod.DIGITAL,
          utcRedeemedAt: null,
          deliveryOptions: [{ deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: bookingTicketCode(row.id) }],
        }
      : null;
  const unitItems: UnitItem[] = Array.from({ length: row.number_of_people }, (_, i) => ({
    uuid: unitItemUuid(row.id, i),
    resellerReference: null,
    supplierReference: null,
    unitId: UNIT_ID,
    status,
    utcRedeemedAt: null,
    contact,
    ticket,
    ...(ctx.capabilities.pricing ? { pricing: pricing(row.price_cents) } : {}),
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
    utcRedeemedAt: null,
    utcConfirmedAt: row.status === 'confirmed' || row.status === 'completed' ? utcInstant(row.updated_at) : null,
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
    availability: availabilityObject(row, row, ctx, 0),
    contact,
    notes: row.special_requests,
    deliveryMethods: [DeliveryMethod.TICKET, DeliveryMethod.VOUCHER],
    voucher: ticket,
    unitItems,
    ...(ctx.capabilities.pricing ? { pricing: pricing(row.total_price_cents) } : {}),
  } satisfies Booking;
}
