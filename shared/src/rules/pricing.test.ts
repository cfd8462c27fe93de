import { describe, expect, it } from 'vitest';
import {
  ageBand,
  answersSummary,
  bookingPrice,
  normalisePromoCode,
  partyLines,
  partySummary,
  promoDiscountCents,
} from './pricing.ts';

const types = [
  { personType: 'child' as const, priceCents: 4000, minAge: 4, maxAge: 12, seats: 1 },
  { personType: 'family' as const, priceCents: 15000, minAge: null, maxAge: null, seats: 4 },
];

describe('prices by kind of guest (docs/decisions/103)', () => {
  it('prices a party at the activity’s prices, adult first, and counts seats', () => {
    const { lines, unknownType } = partyLines(6500, types, { family: 1, child: 1, adult: 2 });
    expect(unknownType).toBeNull();
    expect(lines.map((l) => [l.personType, l.quantity, l.unitPriceCents, l.seats])).toEqual([
      ['adult', 2, 6500, 1],
      ['child', 1, 4000, 1],
      ['family', 1, 15000, 4],
    ]);
    expect(bookingPrice(lines, null)).toMatchObject({ seats: 7, subtotalCents: 32000, totalCents: 32000 });
  });

  it('names a kind the activity does not price', () => {
    expect(partyLines(6500, types, { senior: 1 }).unknownType).toBe('senior');
  });

  it('takes a percent rounded to the cent, a fixed amount at most the subtotal', () => {
    expect(promoDiscountCents({ kind: 'percent', amount: 10 }, 17000)).toBe(1700);
    expect(promoDiscountCents({ kind: 'percent', amount: 15 }, 999)).toBe(150);
    expect(promoDiscountCents({ kind: 'fixed', amount: 500 }, 300)).toBe(300);
    expect(promoDiscountCents(null, 300)).toBe(0);
    expect(normalisePromoCode(' alpine10 ')).toBe('ALPINE10');
  });

  it('writes the party, the age band and the answers as the CSV and emails show them', () => {
    expect(
      partySummary([
        { personType: 'adult', quantity: 2 },
        { personType: 'child', quantity: 1 },
      ]),
    ).toBe('2 × Adult, 1 × Child');
    expect(ageBand({ minAge: 4, maxAge: 12 })).toBe('ages 4–12');
    expect(ageBand({ minAge: 65, maxAge: null })).toBe('ages 65+');
    expect(ageBand({ minAge: null, maxAge: null })).toBe('');
    expect(
      answersSummary([
        { questionLabel: 'Diet', answer: 'Vegan' },
        { questionLabel: 'Swim?', answer: 'Yes' },
      ]),
    ).toBe('Diet: Vegan; Swim?: Yes');
  });
});
