// Prices by kind of guest and promo codes (issue 31 part 3, docs/decisions/103). Pure functions
// shared by the booking form (the live total) and the server (the total it charges: it never
// takes the client's).
import { formatUsdCents } from '../format.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '../i18n/index.ts';

export const PERSON_TYPES = ['adult', 'child', 'youth', 'senior', 'family'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
/** The kinds a supplier prices in the panel; the adult price is the activity's own price. */
export const EXTRA_PERSON_TYPES = ['child', 'youth', 'senior', 'family'] as const;
export type ExtraPersonType = (typeof EXTRA_PERSON_TYPES)[number];

export const FAMILY_SEATS_MIN = 2;
export const FAMILY_SEATS_MAX = 10;
export const AGE_MAX = 120;
export const QUESTIONS_MAX = 10;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTION_MAX = 100;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 12;
export const ANSWER_MAX = 500;
/** What a yes/no question stores: the words the supplier reads on the booking, CSV and manifest. */
export const YES_ANSWER = 'Yes';
export const NO_ANSWER = 'No';

/** One priced kind of guest of an activity. */
export interface PersonTypePrice {
  personType: ExtraPersonType;
  priceCents: number;
  minAge: number | null;
  maxAge: number | null;
  /** People one ticket holds: 1, or 2–10 for a family ticket. */
  seats: number;
}

/** How many of each kind the traveler books (missing or 0: none). */
export type Party = Partial<Record<PersonType, number>>;

/** One line of a booking's party, at the price charged (a booking_party row). */
export interface PartyLine {
  personType: PersonType;
  quantity: number;
  unitPriceCents: number;
  seats: number;
}

export interface PromoTerms {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or cents. */
  amount: number;
}

/**
 * The party's lines in the fixed order adult, child, youth, senior, family, at the activity's
 * prices; null when the party asks for a kind the activity does not price.
 */
export function partyLines(
  adultPriceCents: number,
  types: readonly PersonTypePrice[],
  party: Party,
): { lines: PartyLine[]; unknownType: PersonType | null } {
  const lines: PartyLine[] = [];
  for (const personType of PERSON_TYPES) {
    const quantity = party[personType] ?? 0;
    if (quantity <= 0) continue;
    if (personType === 'adult') {
      lines.push({ personType, quantity, unitPriceCents: adultPriceCents, seats: 1 });
      continue;
    }
    const type = types.find((t) => t.personType === personType);
    if (!type) return { lines: [], unknownType: personType };
    lines.push({ personType, quantity, unitPriceCents: type.priceCents, seats: type.seats });
  }
  return { lines, unknownType: null };
}

/** The people a party brings: capacity counts seats (a family ticket of 4 takes 4 spots). */
export function partySeats(lines: readonly PartyLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.seats, 0);
}

export function partySubtotalCents(lines: readonly PartyLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * Math.round(l.unitPriceCents), 0);
}

/** A code's discount on a subtotal: a percent rounded to the cent, a fixed amount at most the subtotal. */
export function promoDiscountCents(promo: PromoTerms | null, subtotalCents: number): number {
  if (!promo || subtotalCents <= 0) return 0;
  const off = promo.kind === 'percent' ? Math.round((subtotalCents * promo.amount) / 100) : promo.amount;
  return Math.min(subtotalCents, Math.max(0, off));
}

export interface BookingPrice {
  lines: PartyLine[];
  seats: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** The whole price of a booking: Σ quantity × unit price − the code's discount. */
export function bookingPrice(lines: PartyLine[], promo: PromoTerms | null): BookingPrice {
  const subtotalCents = partySubtotalCents(lines);
  const discountCents = promoDiscountCents(promo, subtotalCents);
  return { lines, seats: partySeats(lines), subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** A typed code as stored: trimmed, upper case. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

const TYPE_KEY = {
  adult: 'pricing.type.adult',
  child: 'pricing.type.child',
  youth: 'pricing.type.youth',
  senior: 'pricing.type.senior',
  family: 'pricing.type.family',
} as const;

const PLURAL_KEY = {
  adult: 'pricing.type.adultPlural',
  child: 'pricing.type.childPlural',
  youth: 'pricing.type.youthPlural',
  senior: 'pricing.type.seniorPlural',
  family: 'pricing.type.familyPlural',
} as const;

/** 'Child', 'Family'. */
export function personTypeName(type: PersonType, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, TYPE_KEY[type]);
}

/** '2 adults', '1 family ticket'. */
export function personTypeCount(type: PersonType, count: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, PLURAL_KEY[type], { count });
}

/** 'ages 4–12', 'ages 65+', 'up to age 3', or '' without a band. */
export function ageBand(type: { minAge: number | null; maxAge: number | null }, locale: Locale = DEFAULT_LOCALE) {
  if (type.minAge != null && type.maxAge != null)
    return formatMessage(locale, 'pricing.ages.range', { min: type.minAge, max: type.maxAge });
  if (type.minAge != null) return formatMessage(locale, 'pricing.ages.from', { min: type.minAge });
  if (type.maxAge != null) return formatMessage(locale, 'pricing.ages.upTo', { max: type.maxAge });
  return '';
}

/** A party in one line, as the CSV and the emails show it: '2 × Adult, 1 × Child'. */
export function partySummary(
  lines: readonly Pick<PartyLine, 'personType' | 'quantity'>[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return lines
    .map((l) =>
      formatMessage(locale, 'pricing.partyItem', { count: l.quantity, type: personTypeName(l.personType, locale) }),
    )
    .join(formatMessage(locale, 'pricing.listSeparator'));
}

/** '2 × Adult at $120.00' lines of a price summary. */
export function partyLineText(line: PartyLine, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'pricing.partyLine', {
    type: personTypeName(line.personType, locale),
    count: line.quantity,
    price: formatUsdCents(line.unitPriceCents, locale),
  });
}

/** Answers in one line, in the order asked: 'Dietary needs: vegetarian; Can you swim?: Yes'. */
export function answersSummary(
  answers: readonly { questionLabel: string; answer: string }[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return answers
    .map((a) => formatMessage(locale, 'pricing.answerItem', { question: a.questionLabel, answer: a.answer }))
    .join(formatMessage(locale, 'pricing.answersSeparator'));
}
