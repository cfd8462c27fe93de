import type { Trx } from '../db/database.ts';
import { demoAccounts } from './accounts.ts';

// Issue 31 parts 3 and 4 (docs/decisions/103) in the demo: alpine@regen.example's beekeeping and
// trail-repair mornings price children and families and ask a question, and the supplier has a
// promo code, ALPINE10 (10% off any of its activities, 50 uses). Alpine Meadow Restoration Day
// keeps the spec's plain "Number of People" form (the first-visit journey books it that way).

const PRICED_TITLES = ['Beekeeping with Carniolan Bee Farmers', 'Tyrolean Trail Repair Weekend Morning'];

export async function seedPricing(trx: Trx): Promise<void> {
  const activities = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 'a.price_cents', 'a.supplier_id', 'a.title'])
    .where('s.email', '=', demoAccounts.suppliers[0])
    .where('a.title', 'in', PRICED_TITLES)
    .execute();
  for (const activity of activities) {
    await trx
      .insertInto('activity_person_types')
      .values([
        {
          activity_id: activity.id,
          person_type: 'child',
          // About 60% of the adult price, in whole dollars.
          price_cents: Math.round((activity.price_cents * 0.6) / 100) * 100,
          min_age: 4,
          max_age: 12,
          seats: 1,
        },
        {
          activity_id: activity.id,
          person_type: 'family',
          price_cents: Math.round((activity.price_cents * 3.2) / 100) * 100,
          min_age: null,
          max_age: null,
          seats: 4,
        },
      ])
      .execute();
    await trx
      .insertInto('activity_questions')
      .values([
        {
          activity_id: activity.id,
          position: 0,
          kind: 'text',
          label: 'Any dietary needs or allergies?',
          required: false,
        },
        {
          activity_id: activity.id,
          position: 1,
          kind: 'choice',
          label: 'Boot size (we lend boots)',
          options: ['36–38', '39–41', '42–44', '45+', 'I bring my own'],
          required: false,
        },
      ])
      .execute();
  }
  const supplierId = activities[0]?.supplier_id;
  if (supplierId)
    await trx
      .insertInto('promo_codes')
      .values({
        supplier_id: supplierId,
        activity_id: null,
        code: 'ALPINE10',
        kind: 'percent',
        amount: 10,
        max_uses: 50,
      })
      .execute();
}
