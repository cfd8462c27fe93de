import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  INVALID_CHARACTER_MESSAGE,
  INVALID_DATE_MESSAGE,
  isoDateSchema,
  MAX_BOOKING_TOTAL_CENTS,
  MAX_PEOPLE_PER_BOOKING,
  MAX_PRICE_DOLLARS,
  text,
} from './bounds.ts';
import { createActivityInputSchema, listSlotsInputSchema, MAX_PARTICIPANTS } from './supplier.ts';

const INT4_MAX = 2 ** 31 - 1;
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('money bounds', () => {
  it('keeps the largest booking total inside an integer column: $100,000 × 100 people = $10,000,000', () => {
    expect(MAX_BOOKING_TOTAL_CENTS).toBe(1_000_000_000);
    expect(MAX_PRICE_DOLLARS * 100 * MAX_PEOPLE_PER_BOOKING).toBeLessThanOrEqual(MAX_BOOKING_TOTAL_CENTS);
    expect(MAX_BOOKING_TOTAL_CENTS).toBeLessThanOrEqual(INT4_MAX);
  });

  it('lets an activity promise no more people than one booking can take', () => {
    expect(MAX_PARTICIPANTS).toBe(MAX_PEOPLE_PER_BOOKING);
  });

  it.each([
    ['100000', true],
    ['100000.01', false],
    ['1000000', false],
  ])('the create form reads a price of %s dollars as allowed: %s', (price, ok) => {
    const result = createActivityInputSchema.safeParse({
      country: 'Egypt',
      activityType: 'Social',
      title: 'Nile reed weaving',
      description: 'Weave baskets with a village cooperative.',
      impactDescription: 'Fair income for weavers',
      price,
      durationHours: '2',
      maxParticipants: '6',
      photoUrl: '/uploads/activities/00000000-0000-4000-8000-000000000001.webp',
    });
    expect(result.success).toBe(ok);
    if (!ok) expect(messages(result)).toEqual(['Price must be at most $100,000']);
  });
});

describe('dates', () => {
  it.each(['2000-01-01', '2026-02-28', '2028-02-29', '2100-12-31'])('accepts %s', (date) => {
    expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])('refuses %s as out of range', (date) => {
    expect(messages(isoDateSchema.safeParse(date))).toEqual([DATE_RANGE_MESSAGE]);
  });

  it.each(['2026-02-29', '2026-13-01', '20266-01-01', '1/2/2026', ''])('refuses %j as not a date, once', (date) => {
    expect(messages(isoDateSchema.safeParse(date))).toEqual([INVALID_DATE_MESSAGE]);
  });

  it('bounds both ends of a listed range', () => {
    expect(messages(listSlotsInputSchema.safeParse({ from: '0000-01-01', to: '2026-01-01' }))).toEqual([
      DATE_RANGE_MESSAGE,
    ]);
  });
});

describe('text()', () => {
  const schema = text().trim().min(1, 'Required').max(20, 'Too long');

  it.each([
    ['U+0000', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83D'],
    ['a lone low surrogate', '\uDE00b'],
    ['U+0000 in an otherwise blank value', ' \u0000 '],
  ])('refuses %s with one message, before any other rule', (_label, value) => {
    expect(messages(schema.safeParse(value))).toEqual([INVALID_CHARACTER_MESSAGE]);
  });

  it('accepts emoji, accents and other control characters PostgreSQL stores', () => {
    expect(schema.parse(' Žana 🌿\tKovač ')).toBe('Žana 🌿\tKovač');
  });

  it('keeps its other rules', () => {
    expect(messages(schema.safeParse('   '))).toEqual(['Required']);
    expect(messages(schema.safeParse('x'.repeat(21)))).toEqual(['Too long']);
  });
});
