import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateBookingInput } from '@regen/shared/schemas/booking';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';

// Issue 31 parts 3 and 4 (docs/decisions/103): prices by kind of guest, promo codes and booking
// questions, priced and checked by the server on every booking.

const { env, signedIn, bookableSlot } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** An activity at $65 (the adult price) with a child price of $40 and a family ticket of 4 at $150. */
async function pricedActivity(values: { spots?: number; maxParticipants?: number } = {}) {
  const setup = await bookableSlot({
    activity: { priceCents: 6500, maxParticipants: values.maxParticipants ?? 10 },
    slot: { spots: values.spots ?? 10 },
  });
  const supplier = await signedIn(setup.supplierUser.email);
  await supplier.trpc.pricing.savePersonTypes.mutate({
    activityId: setup.activity.id,
    types: [
      { personType: 'child', priceCents: 4000, minAge: 4, maxAge: 12, seats: 1 },
      { personType: 'family', priceCents: 15000, minAge: null, maxAge: null, seats: 4 },
    ],
  });
  return { ...setup, supplierClient: supplier };
}

function booking(activityId: string, availabilityId: string, overrides: Partial<CreateBookingInput> = {}) {
  return {
    activityId,
    availabilityId,
    numberOfPeople: 1,
    customerName: 'Tara Traveler',
    customerEmail: 'tara@example.test',
    customerPhone: '+386 40 123 456',
    ...overrides,
  } satisfies CreateBookingInput;
}

const bookedSpots = async (slotId: string) =>
  (
    await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow()
  ).booked_spots;

const partyOf = (bookingId: string) =>
  env.db
    .selectFrom('booking_party')
    .select(['person_type', 'quantity', 'unit_price_cents', 'seats'])
    .where('booking_id', '=', bookingId)
    .orderBy('person_type')
    .execute();

async function travelerClient(firstName = 'Bea') {
  const user = await createUser(env.db, { firstName, lastName: 'Booker' });
  return { user, client: await signedIn(user.email) };
}

describe('prices by kind of guest', () => {
  it('recomputes the total on the server from the party: 2 adults and 1 child is $170.00', async () => {
    const { activity, slot, traveler } = await pricedActivity();
    // A total sent by the client is not part of the input and is never used.
    const sent = { ...booking(activity.id, slot.id, { party: { adult: 2, child: 1 } }), totalPriceCents: 1 };
    const made = await traveler.trpc.booking.create.mutate(sent);
    expect(made.totalPriceCents).toBe(17000);
    expect(made.numberOfPeople).toBe(3);
    expect(await partyOf(made.id)).toEqual([
      { person_type: 'adult', quantity: 2, unit_price_cents: 6500, seats: 1 },
      { person_type: 'child', quantity: 1, unit_price_cents: 4000, seats: 1 },
    ]);
    expect(await bookedSpots(slot.id)).toBe(3);
  });

  it('counts a family ticket as its seats against the slot’s capacity', async () => {
    const { activity, slot, traveler } = await pricedActivity({ spots: 5 });
    const tooMany = await failure(
      traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { party: { family: 1, adult: 2 } })),
    );
    expect(tooMany).toMatchObject({ code: 'CONFLICT', message: 'Booking would exceed available capacity' });
    expect(await bookedSpots(slot.id)).toBe(0);
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { party: { family: 1, adult: 1 } }),
    );
    expect(made).toMatchObject({ numberOfPeople: 5, totalPriceCents: 21500 });
    expect(await bookedSpots(slot.id)).toBe(5);
  });

  it('refuses a party over the activity’s maximum, counted in seats', async () => {
    const { activity, slot, traveler } = await pricedActivity({ maxParticipants: 4 });
    const refused = await failure(
      traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { party: { family: 1, child: 1 } })),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'This activity takes at most 4 people per booking' });
  });

  it('refuses a kind of guest the activity does not price, and an empty party', async () => {
    const { activity, slot, traveler } = await pricedActivity();
    expect(
      await failure(traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { party: { senior: 1 } }))),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'This activity has no Senior price.' });
    expect(
      await failure(traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { party: { adult: 0 } }))),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose at least one guest.' });
    expect(await bookedSpots(slot.id)).toBe(0);
  });

  it('keeps a booking by "Number of People" as all adults, without party rows', async () => {
    const { activity, slot, traveler } = await pricedActivity();
    const made = await traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { numberOfPeople: 2 }));
    expect(made).toMatchObject({ numberOfPeople: 2, totalPriceCents: 13000 });
    expect(await partyOf(made.id)).toEqual([]);
  });

  it('shows the booking form the kinds of guest with the adult price from the activity', async () => {
    const { activity, traveler } = await pricedActivity();
    expect(await traveler.trpc.pricing.bookingOptions.query({ activityId: activity.id })).toEqual({
      adultPriceCents: 6500,
      types: [
        { personType: 'child', priceCents: 4000, minAge: 4, maxAge: 12, seats: 1 },
        { personType: 'family', priceCents: 15000, minAge: null, maxAge: null, seats: 4 },
      ],
      questions: [],
    });
  });

  it('keeps a party’s price when it moves to another slot, and refuses a change of who comes', async () => {
    const { activity, slot, traveler } = await pricedActivity();
    const later = await createSlot(env.db, activity.id, { date: daysFromToday(9) });
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { party: { adult: 1, child: 2 } }),
    );
    expect(made.totalPriceCents).toBe(14500);
    const moved = await traveler.trpc.booking.reschedule.mutate({
      bookingId: made.id,
      availabilityId: later.id,
      numberOfPeople: 3,
    });
    expect(moved.totalPriceCents).toBe(14500);
    expect(await bookedSpots(later.id)).toBe(3);
    expect(
      await failure(
        traveler.trpc.booking.reschedule.mutate({ bookingId: made.id, availabilityId: later.id, numberOfPeople: 4 }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'This booking has prices by kind of guest or a promo code: to change who is coming, cancel it and book again.',
    });
  });

  it('checks the supplier’s prices: family seats, age bands, one price per kind', async () => {
    const { activity, supplierClient } = await pricedActivity();
    const save = (types: Parameters<typeof supplierClient.trpc.pricing.savePersonTypes.mutate>[0]['types']) =>
      failure(supplierClient.trpc.pricing.savePersonTypes.mutate({ activityId: activity.id, types }));
    expect(
      (await save([{ personType: 'family', priceCents: 100, minAge: null, maxAge: null, seats: 1 }])).fieldErrors,
    ).toEqual({ types: ['A family ticket holds 2 to 10 people.'] });
    expect(
      (await save([{ personType: 'child', priceCents: 100, minAge: 12, maxAge: 4, seats: 1 }])).fieldErrors,
    ).toEqual({ types: ['The "from" age must not be above the "to" age.'] });
    const twice = await save([
      { personType: 'child', priceCents: 100, minAge: null, maxAge: null, seats: 1 },
      { personType: 'child', priceCents: 200, minAge: null, maxAge: null, seats: 1 },
    ]);
    expect(twice.fieldErrors).toEqual({ types: ['Each kind of guest can be priced once.'] });
  });
});

describe('promo codes', () => {
  async function withCode(
    values: Partial<{
      code: string;
      kind: 'percent' | 'fixed';
      amount: number;
      maxUses: number | null;
      validFrom: string | null;
      validUntil: string | null;
      forActivity: boolean;
    }> = {},
  ) {
    const setup = await pricedActivity();
    await setup.supplierClient.trpc.pricing.createPromoCode.mutate({
      code: values.code ?? 'ALPINE10',
      activityId: values.forActivity === false ? null : setup.activity.id,
      kind: values.kind ?? 'percent',
      amount: values.amount ?? 10,
      maxUses: values.maxUses ?? null,
      validFrom: values.validFrom ?? null,
      validUntil: values.validUntil ?? null,
    });
    return setup;
  }

  it('takes 10% off the server’s subtotal and stores the code and the discount', async () => {
    const { activity, slot, traveler } = await withCode();
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { party: { adult: 2, child: 1 }, promoCode: ' alpine10 ' }),
    );
    expect(made.totalPriceCents).toBe(15300);
    const row = await env.db
      .selectFrom('bookings as b')
      .innerJoin('promo_codes as p', 'p.id', 'b.promo_code_id')
      .select(['b.discount_cents', 'p.code', 'p.uses'])
      .where('b.id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ discount_cents: 1700, code: 'ALPINE10', uses: 1 });
  });

  it('takes a fixed amount off, never more than the subtotal', async () => {
    const { activity, slot, traveler } = await withCode({ code: 'BIG', kind: 'fixed', amount: 50_000 });
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { numberOfPeople: 2, promoCode: 'BIG' }),
    );
    expect(made.totalPriceCents).toBe(0);
  });

  it('refuses unknown, not yet valid, expired and used-up codes with a clear message', async () => {
    const { activity, slot, traveler, supplierClient } = await withCode({ code: 'ONCE', maxUses: 1 });
    const make = (promoCode: string) =>
      traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { promoCode }));
    expect(await failure(make('NOPE'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown promo code. Check the spelling and try again.',
    });
    const later = daysFromToday(5);
    const earlier = daysFromToday(-5);
    for (const [code, validFrom, validUntil] of [
      ['LATER', later, null],
      ['GONE', null, earlier],
    ] as const) {
      await supplierClient.trpc.pricing.createPromoCode.mutate({
        code,
        activityId: null,
        kind: 'percent',
        amount: 5,
        maxUses: null,
        validFrom,
        validUntil,
      });
    }
    const longDate = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(await failure(make('LATER'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: `This promo code is valid from ${longDate(later)}.`,
    });
    expect(await failure(make('GONE'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: `This promo code expired on ${longDate(earlier)}.`,
    });
    await make('ONCE');
    expect(await failure(make('ONCE'))).toMatchObject({
      code: 'CONFLICT',
      message: 'This promo code has been used up.',
    });
    expect(await bookedSpots(slot.id)).toBe(1);
  });

  it('applies a code only to its supplier’s activities, and one made for an activity only to it', async () => {
    const { activity, slot, traveler, supplier } = await withCode({ code: 'ONLYTHIS' });
    const sibling = await createApprovedActivity(env.db, supplier.id);
    const siblingSlot = await createSlot(env.db, sibling.id, { date: daysFromToday(8) });
    expect(
      await failure(
        traveler.trpc.booking.create.mutate(booking(sibling.id, siblingSlot.id, { promoCode: 'ONLYTHIS' })),
      ),
    ).toMatchObject({ message: 'Unknown promo code. Check the spelling and try again.' });
    const other = await createSupplier(env.db);
    const otherActivity = await createApprovedActivity(env.db, other.supplier.id);
    const otherSlot = await createSlot(env.db, otherActivity.id, { date: daysFromToday(8) });
    expect(
      await failure(
        traveler.trpc.booking.create.mutate(booking(otherActivity.id, otherSlot.id, { promoCode: 'ONLYTHIS' })),
      ),
    ).toMatchObject({ message: 'Unknown promo code. Check the spelling and try again.' });
    expect(await traveler.trpc.pricing.quotePromo.query({ activityId: activity.id, code: 'onlythis' })).toEqual({
      code: 'ONLYTHIS',
      kind: 'percent',
      amount: 10,
    });
    expect(slot.id).toBeTruthy();
  });

  it('gives the last use to exactly one of two bookings made at the same moment', async () => {
    const { activity, slot } = await withCode({ code: 'LAST', maxUses: 1 });
    const [a, b] = await Promise.all([travelerClient('Ada'), travelerClient('Ben')]);
    const results = await Promise.allSettled([
      a.client.trpc.booking.create.mutate(booking(activity.id, slot.id, { promoCode: 'LAST' })),
      b.client.trpc.booking.create.mutate(booking(activity.id, slot.id, { promoCode: 'LAST' })),
    ]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
      message: 'This promo code has been used up.',
    });
    expect((fulfilled[0] as PromiseFulfilledResult<{ totalPriceCents: number }>).value.totalPriceCents).toBe(5850);
    const code = await env.db
      .selectFrom('promo_codes')
      .select('uses')
      .where('code', '=', 'LAST')
      .executeTakeFirstOrThrow();
    expect(code.uses).toBe(1);
    // The loser's booking was rolled back with it: one booking, one spot.
    expect(await bookedSpots(slot.id)).toBe(1);
  });

  it('checks new codes: format, percent at most 100, dates in order, one name per supplier', async () => {
    const { activity, supplierClient } = await withCode({ code: 'TAKEN' });
    const create = (values: Partial<Parameters<typeof supplierClient.trpc.pricing.createPromoCode.mutate>[0]>) =>
      failure(
        supplierClient.trpc.pricing.createPromoCode.mutate({
          code: 'NEWCODE',
          activityId: activity.id,
          kind: 'percent',
          amount: 10,
          maxUses: null,
          validFrom: null,
          validUntil: null,
          ...values,
        }),
      );
    expect((await create({ code: 'a b' })).fieldErrors).toEqual({
      code: ['A promo code has 3 to 30 letters, digits or dashes.'],
    });
    expect((await create({ amount: 101 })).fieldErrors).toEqual({ amount: ['A percent discount is at most 100.'] });
    expect((await create({ validFrom: '2030-02-01', validUntil: '2030-01-01' })).fieldErrors).toEqual({
      validUntil: ['The end date must be on or after the start date.'],
    });
    expect(await create({ code: 'taken' })).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a promo code TAKEN.',
    });
  });

  it('lets a supplier remove a code, after which it is unknown and its name free again', async () => {
    const { activity, slot, traveler, supplierClient } = await withCode({ code: 'SPRING' });
    const settings = await supplierClient.trpc.pricing.settings.query({ activityId: activity.id });
    expect(settings.promoCodes.map((p) => p.code)).toEqual(['SPRING']);
    await supplierClient.trpc.pricing.archivePromoCode.mutate({ promoCodeId: settings.promoCodes[0]!.id });
    expect(
      await failure(traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { promoCode: 'SPRING' }))),
    ).toMatchObject({ message: 'Unknown promo code. Check the spelling and try again.' });
    expect((await supplierClient.trpc.pricing.settings.query({ activityId: activity.id })).promoCodes).toEqual([]);
    await supplierClient.trpc.pricing.createPromoCode.mutate({
      code: 'SPRING',
      activityId: null,
      kind: 'fixed',
      amount: 500,
      maxUses: 3,
      validFrom: null,
      validUntil: null,
    });
  });
});

describe('booking questions', () => {
  async function withQuestions() {
    const setup = await pricedActivity();
    const { questions } = await setup.supplierClient.trpc.pricing.saveQuestions.mutate({
      activityId: setup.activity.id,
      questions: [
        { kind: 'text', label: 'Dietary needs', options: [], required: true },
        { kind: 'choice', label: 'Shoe size', options: ['38', '40', '42', ''], required: false },
        { kind: 'yes_no', label: 'Can everyone swim?', options: [], required: false },
      ],
    });
    const [diet, shoes, swim] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];
    return { ...setup, diet, shoes, swim };
  }

  it('refuses a booking without an answer to a required question, with a clear message', async () => {
    const { activity, slot, traveler, shoes } = await withQuestions();
    const refused = await failure(
      traveler.trpc.booking.create.mutate(
        booking(activity.id, slot.id, { answers: [{ questionId: shoes.id, answer: '40' }] }),
      ),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'Please answer: Dietary needs' });
    expect(await bookedSpots(slot.id)).toBe(0);
  });

  it('takes a choice only among its options and yes/no only as yes or no', async () => {
    const { activity, slot, traveler, diet, shoes, swim } = await withQuestions();
    const make = (answers: { questionId: string; answer: string }[]) =>
      failure(traveler.trpc.booking.create.mutate(booking(activity.id, slot.id, { answers })));
    expect(
      await make([
        { questionId: diet.id, answer: 'none' },
        { questionId: shoes.id, answer: '41' },
      ]),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose one of the options for: Shoe size' });
    expect(
      await make([
        { questionId: diet.id, answer: 'none' },
        { questionId: swim.id, answer: 'maybe' },
      ]),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Answer yes or no for: Can everyone swim?' });
    expect(await make([{ questionId: randomUUID(), answer: 'x' }])).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This question is no longer asked. Reload the page and try again.',
    });
    expect((await make([{ questionId: diet.id, answer: 'x'.repeat(501) }])).fieldErrors).toEqual({
      answers: ['Answers are at most 500 characters.'],
    });
  });

  it('keeps each answer with the question as it was asked, in order', async () => {
    const { activity, slot, traveler, supplierClient, diet, shoes, swim } = await withQuestions();
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, {
        party: { adult: 1, child: 1 },
        answers: [
          { questionId: swim.id, answer: 'yes' },
          { questionId: diet.id, answer: ' Vegetarian ' },
          { questionId: shoes.id, answer: '42' },
        ],
      }),
    );
    // A later edit of the question does not rewrite the answer's label.
    await supplierClient.trpc.pricing.saveQuestions.mutate({
      activityId: activity.id,
      questions: [{ id: diet.id, kind: 'text', label: 'Allergies', options: [], required: false }],
    });
    expect(await traveler.trpc.pricing.bookingExtras.query({ bookingId: made.id })).toEqual({
      party: [
        { personType: 'adult', quantity: 1, unitPriceCents: 6500, seats: 1 },
        { personType: 'child', quantity: 1, unitPriceCents: 4000, seats: 1 },
      ],
      promoCode: null,
      discountCents: 0,
      answers: [
        { questionLabel: 'Dietary needs', answer: 'Vegetarian' },
        { questionLabel: 'Shoe size', answer: '42' },
        { questionLabel: 'Can everyone swim?', answer: 'Yes' },
      ],
    });
    const rows = await env.db
      .selectFrom('booking_answers')
      .select(['question_label', 'position'])
      .where('booking_id', '=', made.id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { question_label: 'Dietary needs', position: 0 },
      { question_label: 'Shoe size', position: 1 },
      { question_label: 'Can everyone swim?', position: 2 },
    ]);
    expect((await traveler.trpc.pricing.bookingOptions.query({ activityId: activity.id })).questions).toEqual([
      { id: diet.id, kind: 'text', label: 'Allergies', options: [], required: false },
    ]);
  });

  it('checks the supplier’s questions: a choice needs 2 to 12 different options, at most 10 questions', async () => {
    const { activity, supplierClient } = await withQuestions();
    const save = (questions: Parameters<typeof supplierClient.trpc.pricing.saveQuestions.mutate>[0]['questions']) =>
      failure(supplierClient.trpc.pricing.saveQuestions.mutate({ activityId: activity.id, questions }));
    expect((await save([{ kind: 'choice', label: 'Size', options: ['M'], required: true }])).fieldErrors).toEqual({
      questions: ['A choice question needs 2 to 12 different choices of at most 100 characters.'],
    });
    expect((await save([{ kind: 'text', label: '   ', options: [], required: true }])).fieldErrors).toEqual({
      questions: ['Enter the question (at most 200 characters).'],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      kind: 'text' as const,
      label: `Q${i}`,
      options: [],
      required: false,
    }));
    expect((await save(eleven)).fieldErrors).toEqual({ questions: ['An activity can ask at most 10 questions.'] });
  });

  it('writes the party, the discount and the answers into both booking emails', async () => {
    const { activity, slot, traveler, supplierClient, diet } = await withQuestions();
    await supplierClient.trpc.pricing.createPromoCode.mutate({
      code: 'MAIL5',
      activityId: null,
      kind: 'fixed',
      amount: 500,
      maxUses: null,
      validFrom: null,
      validUntil: null,
    });
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, {
        party: { adult: 2, child: 1 },
        promoCode: 'MAIL5',
        answers: [{ questionId: diet.id, answer: 'Vegan' }],
      }),
    );
    const mails = await env.db
      .selectFrom('email_outbox')
      .select(['kind', 'text_body'])
      .where('booking_id', '=', made.id)
      .where('kind', 'in', ['booking_confirmed', 'booking_new_supplier'])
      .execute();
    const text = (kind: string) => mails.find((m) => m.kind === kind)?.text_body ?? '';
    expect(text('booking_new_supplier')).toContain('Guests: 2 × Adult, 1 × Child');
    expect(text('booking_new_supplier')).toContain('Promo code MAIL5: $5 off');
    expect(text('booking_new_supplier')).toContain('Dietary needs: Vegan');
    expect(text('booking_confirmed')).toContain('Guests: 2 × Adult, 1 × Child');
    expect(text('booking_confirmed')).toContain('Total: $165, paid on site.');
    expect(text('booking_confirmed')).not.toContain('Dietary needs');
  });

  it('puts person types and answers in the supplier’s CSV', async () => {
    const { activity, slot, traveler, supplierUser, diet } = await withQuestions();
    await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, {
        party: { adult: 2, child: 1 },
        answers: [{ questionId: diet.id, answer: 'Vegan, no nuts' }],
      }),
    );
    const supplier = await signedIn(supplierUser.email);
    const response = await fetch(
      `${env.server.url}/exports/supplier-bookings.csv?from=${daysFromToday(6)}&to=${daysFromToday(8)}`,
      { headers: { cookie: supplier.jar.header() } },
    );
    const [header, line] = (await response.text()).split('\r\n');
    expect(header).toContain(',Special requests,Person types,Answers');
    expect(line).toContain(',"2 × Adult, 1 × Child","Dietary needs: Vegan, no nuts"');
  });
});

describe('who reaches prices, codes, questions and answers', () => {
  it('answers another supplier’s activity and code as not found', async () => {
    const { activity, supplierClient } = await pricedActivity();
    const other = await createSupplier(env.db);
    const intruder = await signedIn(other.user.email);
    const notFound = { code: 'NOT_FOUND', message: 'Activity not found' };
    expect(await failure(intruder.trpc.pricing.settings.query({ activityId: activity.id }))).toMatchObject(notFound);
    expect(
      await failure(intruder.trpc.pricing.savePersonTypes.mutate({ activityId: activity.id, types: [] })),
    ).toMatchObject(notFound);
    expect(
      await failure(intruder.trpc.pricing.saveQuestions.mutate({ activityId: activity.id, questions: [] })),
    ).toMatchObject(notFound);
    expect(
      await failure(
        intruder.trpc.pricing.createPromoCode.mutate({
          code: 'STEAL',
          activityId: activity.id,
          kind: 'percent',
          amount: 50,
          maxUses: null,
          validFrom: null,
          validUntil: null,
        }),
      ),
    ).toMatchObject(notFound);
    const { id } = await supplierClient.trpc.pricing.createPromoCode.mutate({
      code: 'MINE',
      activityId: null,
      kind: 'percent',
      amount: 5,
      maxUses: null,
      validFrom: null,
      validUntil: null,
    });
    expect(await failure(intruder.trpc.pricing.archivePromoCode.mutate({ promoCodeId: id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This promo code does not exist.',
    });
    // The activity's prices were not touched.
    expect((await supplierClient.trpc.pricing.settings.query({ activityId: activity.id })).types).toHaveLength(2);
  });

  it('shows a booking’s answers only to its traveler and its activity’s supplier', async () => {
    const { activity, slot, traveler, supplierClient } = await pricedActivity();
    const made = await traveler.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { party: { adult: 1, child: 1 } }),
    );
    expect((await supplierClient.trpc.pricing.bookingExtras.query({ bookingId: made.id })).party).toHaveLength(2);
    const otherTraveler = await travelerClient('Otto');
    const otherSupplier = await signedIn((await createSupplier(env.db)).user.email);
    for (const outsider of [otherTraveler.client, otherSupplier]) {
      expect(await failure(outsider.trpc.pricing.bookingExtras.query({ bookingId: made.id }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Booking not found',
      });
    }
  });
});
