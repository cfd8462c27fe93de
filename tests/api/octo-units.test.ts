import type { Booking, Product } from '@octocloud/types/dist/models/types.gen.js';
import { formatMessage } from '@regen/shared/i18n';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApiKey, createReseller } from '../../server/src/modules/resellers/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import type { ApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  dbNow,
} from '../helpers/factories.ts';
import { loadOctoOpenApi, octoAvailabilityId as availabilityId, octoCaller, slotBookedSpots } from '../helpers/octo.ts';

// OCTO units by kind of guest, booking questions, redemption and localised content (issue 34,
// docs/decisions/114): each unit priced as the website prices it, seats taken from the one
// capacity, answers kept as the website keeps them (the supplier's manifest shows them), the
// ticket's utcRedeemedAt once checked in, and unit texts in the reseller's language. Every answer
// is checked against the served OpenAPI document.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });
let supplierClient: ApiClient;
let supplierId = '';
let key = '';
let activity: { id: string; time_zone: string };
let plain: { id: string; time_zone: string };
let questionIds: { diet: string; swim: string; size: string } = { diet: '', swim: '', size: '' };
let schemas: Record<string, z.ZodType> = {};

const ALL = 'octo/content, octo/pricing, octo/questions';

beforeAll(async () => {
  const { supplier, user } = await createSupplier(env.db, { businessName: 'Lakeside Rowing' });
  supplierId = supplier.id;
  supplierClient = await signedIn(user.email);
  activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Rowing on the lake',
    priceCents: 6000,
    maxParticipants: 10,
  });
  plain = await createApprovedActivity(env.db, supplier.id, { title: 'Plain rowing', priceCents: 3000 });
  await supplierClient.trpc.pricing.savePersonTypes.mutate({
    activityId: activity.id,
    types: [
      { personType: 'child', priceCents: 2500, minAge: 4, maxAge: 12, seats: 1 },
      { personType: 'senior', priceCents: 4000, minAge: 65, maxAge: null, seats: 1 },
      { personType: 'family', priceCents: 15000, minAge: null, maxAge: null, seats: 4 },
    ],
  });
  const { questions } = await supplierClient.trpc.pricing.saveQuestions.mutate({
    activityId: activity.id,
    questions: [
      { kind: 'text', label: 'Dietary needs', options: [], required: false },
      { kind: 'yes_no', label: 'Can everyone swim?', options: [], required: true },
      { kind: 'choice', label: 'Boat size', options: ['Small', 'Large'], required: false },
    ],
  });
  questionIds = { diet: questions[0]!.id, swim: questions[1]!.id, size: questions[2]!.id };
  // Made as the admin's panel makes them (the panel's own tests cover its procedures).
  const reseller = await createReseller(env.db, 'Lake Tours');
  key = (await createApiKey(env.db, reseller.id)).key;

  ({ schemas } = await loadOctoOpenApi(env.server.url));
});

const octo = octoCaller({
  serverUrl: () => env.server.url,
  schemas: () => schemas,
  apiKey: () => key,
  capabilities: ALL,
});

const bookedSpots = (slotId: string) => slotBookedSpots(env.db, slotId);

const units = (...ids: string[]) => ids.map((unitId) => ({ unitId }));
const contact = { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' };

type OctoBooking = Booking & {
  questionAnswers: { questionId: string; value: string | null; question: { label: string; required: boolean } }[];
};

async function reserve(days: number, unitItems: { unitId: string }[], extra: Record<string, unknown> = {}) {
  const slot = await createSlot(env.db, activity.id, { date: daysFromToday(days), spots: 10 });
  const response = await octo<OctoBooking>('POST', '/bookings', {
    schema: 'Booking',
    body: {
      productId: activity.id,
      optionId: 'DEFAULT',
      availabilityId: availabilityId(daysFromToday(days), '09:00', activity.time_zone),
      unitItems,
      ...extra,
    },
  });
  return { slot, response };
}

describe('units by kind of guest', () => {
  it('lists ADULT and the kinds the activity prices, with age bands, seats and prices; a plain activity keeps its one unit', async () => {
    const { body } = await octo<Product>('GET', `/products/${activity.id}`, { schema: 'Product' });
    const option = body.options[0]!;
    expect(option.units.map((u) => [u.id, u.type, u.restrictions.minAge, u.restrictions.maxAge])).toEqual([
      ['ADULT', 'ADULT', 0, 100],
      ['CHILD', 'CHILD', 4, 12],
      ['SENIOR', 'SENIOR', 65, 100],
      ['FAMILY', 'FAMILY', 0, 100],
    ]);
    expect(option.units.map((u) => [u.restrictions.paxCount, u.restrictions.maxQuantity])).toEqual([
      [1, 10],
      [1, 10],
      [1, 10],
      [4, 2],
    ]);
    expect(option.units.map((u) => u.pricingFrom?.[0])).toEqual(
      [6000, 2500, 4000, 15000].map((cents) => ({
        original: cents,
        retail: cents,
        net: null,
        currency: 'USD',
        currencyPrecision: 2,
        includedTaxes: [],
      })),
    );
    expect(option.units.map((u) => [u.title, u.shortDescription])).toEqual([
      ['Adult', 'Any age'],
      ['Child', 'ages 4–12'],
      ['Senior', 'ages 65+'],
      ['Family', 'A family ticket for 4 people'],
    ]);
    const single = await octo<Product>('GET', `/products/${plain.id}`, { schema: 'Product' });
    expect(single.body.options[0]!.units.map((u) => [u.id, u.title, u.shortDescription])).toEqual([
      ['ADULT', 'Person', 'One participant'],
    ]);
  });

  it('prices each unit on an availability and the calendar, and counts a family in seats', async () => {
    const date = daysFromToday(60);
    await createSlot(env.db, activity.id, { date, spots: 5 });
    const check = await octo<{ unitPricing: { unitId: string; retail: number }[]; available: boolean }[]>(
      'POST',
      '/availability',
      {
        schema: 'Availabilities',
        body: { productId: activity.id, optionId: 'DEFAULT', localDate: date, units: [{ id: 'FAMILY', quantity: 1 }] },
      },
    );
    expect(check.body[0]!.unitPricing.map((p) => [p.unitId, p.retail])).toEqual([
      ['ADULT', 6000],
      ['CHILD', 2500],
      ['SENIOR', 4000],
      ['FAMILY', 15000],
    ]);
    expect(check.body[0]!.available).toBe(true);
    // Two family tickets are 8 seats: more than the 5 spots.
    const calendar = await octo<{ available: boolean; unitPricingFrom: { unitId: string }[] }[]>(
      'POST',
      '/availability/calendar',
      {
        schema: 'AvailabilityCalendar',
        body: {
          productId: activity.id,
          optionId: 'DEFAULT',
          localDateStart: date,
          localDateEnd: date,
          units: [{ id: 'FAMILY', quantity: 2 }],
        },
      },
    );
    expect(calendar.body[0]!.available).toBe(false);
    expect(calendar.body[0]!.unitPricingFrom.map((p) => p.unitId)).toEqual(['ADULT', 'CHILD', 'SENIOR', 'FAMILY']);
  });

  it('reserves adults, children and a family at the website’s prices, taking their seats, and returns the unit items', async () => {
    const { slot, response } = await reserve(61, units('ADULT', 'ADULT', 'CHILD', 'FAMILY'));
    expect(response.status).toBe(200);
    expect(response.body.unitItems.map((u) => [u.unitId, u.pricing?.retail])).toEqual([
      ['ADULT', 6000],
      ['ADULT', 6000],
      ['CHILD', 2500],
      ['FAMILY', 15000],
    ]);
    expect(response.body.pricing?.retail).toBe(29500);
    // 2 adults, 1 child and a family of 4: 7 seats.
    expect(await bookedSpots(slot.id)).toBe(7);
    const row = await env.db
      .selectFrom('bookings')
      .select(['number_of_people', 'total_price_cents'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ number_of_people: 7, total_price_cents: 29500 });
    const party = await env.db
      .selectFrom('booking_party')
      .select(['person_type', 'quantity', 'unit_price_cents', 'seats'])
      .where('booking_id', '=', response.body.id)
      .orderBy('person_type')
      .execute();
    expect(party).toEqual([
      { person_type: 'adult', quantity: 2, unit_price_cents: 6000, seats: 1 },
      { person_type: 'child', quantity: 1, unit_price_cents: 2500, seats: 1 },
      { person_type: 'family', quantity: 1, unit_price_cents: 15000, seats: 4 },
    ]);
  });

  it('refuses a unit the activity does not offer, and more seats than the activity takes, holding nothing', async () => {
    const youth = await reserve(62, units('YOUTH'));
    expect(youth.response.status).toBe(400);
    expect(youth.response.body).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'YOUTH' });
    expect(await bookedSpots(youth.slot.id)).toBe(0);
    // Three family tickets are 12 seats; the activity takes at most 10 people a booking.
    const families = await reserve(63, units('FAMILY', 'FAMILY', 'FAMILY'));
    expect(families.response.body).toMatchObject({
      error: 'UNPROCESSABLE_ENTITY',
      errorMessage: 'This activity takes at most 10 people per booking',
    });
    expect(await bookedSpots(families.slot.id)).toBe(0);
  });

  it('changes the unit items on confirm and on update, re-pricing and moving the seats in one step', async () => {
    const { slot, response } = await reserve(64, units('ADULT', 'ADULT'));
    expect(await bookedSpots(slot.id)).toBe(2);
    const confirmed = await octo<OctoBooking>('POST', `/bookings/${response.body.uuid}/confirm`, {
      schema: 'Booking',
      body: {
        contact,
        unitItems: units('ADULT', 'CHILD', 'CHILD'),
        questionAnswers: [{ questionId: questionIds.swim, value: 'yes' }],
      },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('CONFIRMED');
    expect(confirmed.body.pricing?.retail).toBe(11000);
    expect(await bookedSpots(slot.id)).toBe(3);
    const updated = await octo<OctoBooking>('PATCH', `/bookings/${response.body.uuid}`, {
      schema: 'Booking',
      body: { unitItems: units('SENIOR', 'FAMILY') },
    });
    expect(updated.body.unitItems.map((u) => u.unitId)).toEqual(['SENIOR', 'FAMILY']);
    expect(updated.body.pricing?.retail).toBe(19000);
    expect(await bookedSpots(slot.id)).toBe(5);
    // Back to adults only: the party rows go, the booking is all adults at the activity's price.
    const adults = await octo<OctoBooking>('PATCH', `/bookings/${response.body.uuid}`, {
      schema: 'Booking',
      body: { unitItems: units('ADULT') },
    });
    expect(adults.body.unitItems.map((u) => [u.unitId, u.pricing?.retail])).toEqual([['ADULT', 6000]]);
    expect(await bookedSpots(slot.id)).toBe(1);
  });

  it('keeps an ADULT-only reservation of an activity without other kinds exactly as before', async () => {
    await createSlot(env.db, plain.id, { date: daysFromToday(65), spots: 6 });
    const response = await octo<OctoBooking>('POST', '/bookings', {
      schema: 'Booking',
      body: {
        productId: plain.id,
        optionId: 'DEFAULT',
        availabilityId: availabilityId(daysFromToday(65), '09:00', plain.time_zone),
        unitItems: units('ADULT', 'ADULT', 'ADULT'),
      },
    });
    expect(response.body.unitItems.map((u) => u.unitId)).toEqual(['ADULT', 'ADULT', 'ADULT']);
    expect(response.body.pricing?.retail).toBe(9000);
    const party = await env.db
      .selectFrom('booking_party')
      .select('person_type')
      .where('booking_id', '=', response.body.id)
      .execute();
    expect(party).toEqual([]);
  });
});

describe('octo/questions', () => {
  it('gives the option the activity’s questions, and no unit questions', async () => {
    const { body } = await octo<{ options: { questions: unknown[]; units: { questions: unknown[] }[] }[] }>(
      'GET',
      `/products/${activity.id}`,
      { schema: 'Product' },
    );
    expect(body.options[0]!.questions).toEqual([
      {
        id: questionIds.diet,
        required: false,
        label: 'Dietary needs',
        description: null,
        inputType: 'textarea',
        selectOptions: [],
      },
      {
        id: questionIds.swim,
        required: true,
        label: 'Can everyone swim?',
        description: null,
        inputType: 'select',
        selectOptions: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
      {
        id: questionIds.size,
        required: false,
        label: 'Boat size',
        description: null,
        inputType: 'select',
        selectOptions: [
          { label: 'Small', value: 'Small' },
          { label: 'Large', value: 'Large' },
        ],
      },
    ]);
    expect(body.options[0]!.units.every((u) => u.questions.length === 0)).toBe(true);
    const without = await octo<Product>('GET', `/products/${activity.id}`, {
      schema: 'Product',
      capabilities: 'octo/content',
    });
    expect('questions' in without.body.options[0]!).toBe(false);
  });

  it('takes answers on reserve, enforces required ones on confirm with a 400, and shows them on the booking and the manifest', async () => {
    const { slot, response } = await reserve(66, units('ADULT', 'CHILD'), {
      questionAnswers: [{ questionId: questionIds.diet, value: 'Vegetarian' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.questionAnswers.map((a) => [a.question.label, a.value])).toEqual([
      ['Dietary needs', 'Vegetarian'],
      ['Can everyone swim?', null],
      ['Boat size', null],
    ]);
    const refused = await octo('POST', `/bookings/${response.body.uuid}/confirm`, { body: { contact } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'BAD_REQUEST', errorMessage: 'Please answer: Can everyone swim?' });
    const wrongChoice = await octo('POST', `/bookings/${response.body.uuid}/confirm`, {
      body: {
        contact,
        questionAnswers: [
          { questionId: questionIds.swim, value: 'yes' },
          { questionId: questionIds.size, value: 'Huge' },
        ],
      },
    });
    expect(wrongChoice.body).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: formatMessage('en', 'pricing.answerChoice', { question: 'Boat size' }),
    });
    const unknown = await octo('POST', `/bookings/${response.body.uuid}/confirm`, {
      body: { contact, questionAnswers: [{ questionId: 'not-a-question', value: 'x' }] },
    });
    expect(unknown.body).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: 'questionAnswers: unknown questionId not-a-question',
    });
    const confirmed = await octo<OctoBooking>('POST', `/bookings/${response.body.uuid}/confirm`, {
      schema: 'Booking',
      body: {
        contact,
        unitItems: [
          { unitId: 'ADULT', questionAnswers: [{ questionId: questionIds.size, value: 'Large' }] },
          { unitId: 'CHILD' },
        ],
        questionAnswers: [{ questionId: questionIds.swim, value: 'no' }],
      },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.questionAnswers.map((a) => [a.questionId, a.value])).toEqual([
      [questionIds.diet, 'Vegetarian'],
      [questionIds.swim, 'no'],
      [questionIds.size, 'Large'],
    ]);
    // Stored as a website booking's answers: the supplier's words, on the booking card and the manifest.
    const extras = await supplierClient.trpc.pricing.bookingExtras.query({ bookingId: confirmed.body.id });
    expect(extras.answers).toEqual([
      { questionLabel: 'Dietary needs', answer: 'Vegetarian' },
      { questionLabel: 'Can everyone swim?', answer: 'No' },
      { questionLabel: 'Boat size', answer: 'Large' },
    ]);
    // The supplier's new-booking email lists the party and the answers, as for a website booking.
    const mail = await env.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('text_body', 'like', '%Can everyone swim?%')
      .where('text_body', 'like', '%Vegetarian%')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(formatMessage('en', 'pricing.mail.party', { party: '1 × Adult, 1 × Child' }));
    expect(mail[0]!.text_body).toContain(
      formatMessage('en', 'pricing.mail.answer', { question: 'Can everyone swim?', answer: 'No' }),
    );
    const manifest = await supplierClient.trpc.manifest.slot.query({ slotId: slot.id });
    const entry = JSON.stringify(manifest);
    expect(entry).toContain('"question":"Can everyone swim?","answer":"No"');
    expect(entry).toContain('"question":"Dietary needs","answer":"Vegetarian"');
    // An update changes one answer and keeps the rest; taking back a required one is refused.
    const updated = await octo<OctoBooking>('PATCH', `/bookings/${response.body.uuid}`, {
      schema: 'Booking',
      body: { questionAnswers: [{ questionId: questionIds.diet, value: 'Vegan' }] },
    });
    expect(updated.body.questionAnswers.map((a) => a.value)).toEqual(['Vegan', 'no', 'Large']);
    const takenBack = await octo('PATCH', `/bookings/${response.body.uuid}`, {
      body: { questionAnswers: [{ questionId: questionIds.swim, value: '' }] },
    });
    expect(takenBack.body).toEqual({ error: 'BAD_REQUEST', errorMessage: 'Please answer: Can everyone swim?' });
  });
});

describe('redemption', () => {
  it('answers utcRedeemedAt once the supplier checks the ticket in on the manifest', async () => {
    // A slot two hours ahead (check-in opens three hours before), in a fixed-offset zone where that
    // falls between 06:00 and 18:00, whatever the hour the test runs.
    const utcHour = (dbNow().getUTCHours() + 2) % 24;
    const offset = [...Array(27).keys()]
      .map((i) => i - 12)
      .find((o) => {
        const local = (((utcHour + o) % 24) + 24) % 24;
        return local >= 6 && local <= 17;
      })!;
    const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const { rows } = await sql<{ date: string; start: string; end: string }>`select
      to_char(now() at time zone ${timeZone} + interval '2 hours', 'YYYY-MM-DD') as date,
      to_char(now() at time zone ${timeZone} + interval '2 hours', 'HH24:MI') as start,
      to_char(now() at time zone ${timeZone} + interval '3 hours', 'HH24:MI') as end`.execute(env.db);
    const at = rows[0]!;
    const soon = await createApprovedActivity(env.db, supplierId, { title: 'Sunrise rowing', priceCents: 2000 });
    await env.db.updateTable('activities').set({ time_zone: timeZone }).where('id', '=', soon.id).execute();
    await createSlot(env.db, soon.id, { date: at.date, startTime: at.start, endTime: at.end, spots: 4 });
    const reserved = await octo<OctoBooking>('POST', '/bookings', {
      schema: 'Booking',
      body: {
        productId: soon.id,
        optionId: 'DEFAULT',
        availabilityId: availabilityId(at.date, at.start, timeZone),
        unitItems: units('ADULT', 'ADULT'),
      },
    });
    const confirmed = await octo<OctoBooking>('POST', `/bookings/${reserved.body.uuid}/confirm`, {
      schema: 'Booking',
      body: { contact },
    });
    expect(confirmed.body.utcRedeemedAt).toBeNull();
    expect(confirmed.body.voucher?.utcRedeemedAt).toBeNull();
    // The supplier scans the voucher's code on the manifest.
    const code = confirmed.body.voucher!.deliveryOptions[0]!.deliveryValue;
    const checkedIn = await supplierClient.trpc.manifest.checkIn.mutate({ code });
    expect(checkedIn).toMatchObject({ alreadyCheckedIn: false, attendedPeople: 2 });
    const marked = await env.db
      .selectFrom('bookings')
      .select('attendance_marked_at')
      .where('id', '=', confirmed.body.id)
      .executeTakeFirstOrThrow();
    const redeemedAt = new Date(marked.attendance_marked_at!).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const got = await octo<OctoBooking>('GET', `/bookings/${reserved.body.uuid}`, { schema: 'Booking' });
    expect(got.body.utcRedeemedAt).toBe(redeemedAt);
    expect(got.body.voucher?.utcRedeemedAt).toBe(redeemedAt);
    expect(got.body.unitItems.map((u) => [u.utcRedeemedAt, u.ticket?.utcRedeemedAt])).toEqual([
      [redeemedAt, redeemedAt],
      [redeemedAt, redeemedAt],
    ]);
  });

  it('gives a reservation its ticket object with no code until it is confirmed', async () => {
    const { response } = await reserve(68, units('ADULT'));
    expect(response.body.voucher).toEqual({ redemptionMethod: 'DIGITAL', utcRedeemedAt: null, deliveryOptions: [] });
    expect(response.body.unitItems[0]!.ticket).toEqual({
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: null,
      deliveryOptions: [],
    });
  });
});

describe('localised content', () => {
  it('writes unit titles, age bands and yes/no choices in the language asked for', async () => {
    const { body, headers } = await octo<
      Product & { options: { questions: { selectOptions: { label: string }[] }[] }[] }
    >('GET', `/products/${activity.id}`, { schema: 'Product', language: 'de-DE,de;q=0.9' });
    expect(headers.get('content-language')).toBe('de');
    const option = body.options[0]!;
    expect(option.units.map((u) => [u.title, u.shortDescription])).toEqual([
      [formatMessage('de', 'pricing.type.adult'), formatMessage('de', 'octo.units.anyAge')],
      [formatMessage('de', 'pricing.type.child'), formatMessage('de', 'pricing.ages.range', { min: 4, max: 12 })],
      [formatMessage('de', 'pricing.type.senior'), formatMessage('de', 'pricing.ages.from', { min: 65 })],
      [formatMessage('de', 'pricing.type.family'), 'Familienticket für 4 Personen'],
    ]);
    expect(option.questions[1]!.selectOptions.map((o) => o.label)).toEqual(['Ja', 'Nein']);
  });
});

describe('test keys (Octo-Env)', () => {
  it('lets the admin create a test key beside live ones, and lists each key with its kind', async () => {
    const admin = await signedIn((await createUser(env.db, { role: 'admin' })).email);
    const reseller = await admin.trpc.resellers.create.mutate({ name: 'Kind Travel' });
    const live = await admin.trpc.resellers.createKey.mutate({ resellerId: reseller.id });
    const test = await admin.trpc.resellers.createKey.mutate({ resellerId: reseller.id, mode: 'test' });
    expect([live.mode, test.mode]).toEqual(['live', 'test']);
    const listed = (await admin.trpc.resellers.list.query()).find((r) => r.id === reseller.id)!;
    expect(listed.keys.map((k) => [k.id, k.mode]).sort()).toEqual(
      [
        [live.id, 'live'],
        [test.id, 'test'],
      ].sort(),
    );
    const supplier = await octo('GET', '/supplier', { schema: 'Supplier', apiKey: test.key });
    expect(supplier.headers.get('octo-env')).toBe('test');
  });

  it('keeps a test key’s bookings apart: no real spots taken, invisible to a live key, the supplier and the manifest', async () => {
    const reseller = await createReseller(env.db, 'Sandbox Travel');
    const testKey = await createApiKey(env.db, reseller.id, 'test');
    const liveKey = (await createApiKey(env.db, reseller.id)).key;
    expect(testKey.mode).toBe('test');
    const date = daysFromToday(70);
    const slot = await createSlot(env.db, activity.id, { date, spots: 4 });
    const body = {
      productId: activity.id,
      optionId: 'DEFAULT',
      availabilityId: availabilityId(date, '09:00', activity.time_zone),
      unitItems: units('ADULT', 'CHILD'),
    };
    const held = await octo<OctoBooking>('POST', '/bookings', { schema: 'Booking', body, apiKey: testKey.key });
    expect(held.status).toBe(200);
    expect(held.headers.get('octo-env')).toBe('test');
    expect(held.body).toMatchObject({ status: 'ON_HOLD', testMode: true, pricing: { retail: 8500 } });
    expect(await bookedSpots(slot.id)).toBe(0);
    // Checked as a live reservation: more seats than the slot has are refused.
    const tooMany = await octo('POST', '/bookings', {
      body: { ...body, unitItems: units('FAMILY', 'ADULT') },
      apiKey: testKey.key,
    });
    expect(tooMany.body).toMatchObject({
      error: 'UNPROCESSABLE_ENTITY',
      errorMessage: 'Not enough vacancies on this availability',
    });
    const confirmed = await octo<OctoBooking>('POST', `/bookings/${held.body.uuid}/confirm`, {
      schema: 'Booking',
      apiKey: testKey.key,
      body: {
        contact,
        unitItems: units('ADULT', 'ADULT', 'SENIOR'),
        questionAnswers: [{ questionId: questionIds.swim, value: 'yes' }],
      },
    });
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', testMode: true, pricing: { retail: 16000 } });
    expect(confirmed.body.unitItems.map((u) => u.unitId)).toEqual(['ADULT', 'ADULT', 'SENIOR']);
    expect(await bookedSpots(slot.id)).toBe(0);
    // Nowhere else: not a booking row, not on the manifest, not for the live key.
    expect(await env.db.selectFrom('bookings').select('id').where('id', '=', confirmed.body.id).execute()).toEqual([]);
    const manifest = await supplierClient.trpc.manifest.slot.query({ slotId: slot.id });
    expect(JSON.stringify(manifest)).not.toContain(confirmed.body.id);
    const live = await octo('GET', `/bookings/${held.body.uuid}`, { apiKey: liveKey });
    expect(live.body).toMatchObject({ error: 'INVALID_BOOKING_UUID' });
    expect(live.headers.get('octo-env')).toBe('test');
    const listed = await octo<OctoBooking[]>('GET', `/bookings?localDate=${date}`, {
      schema: 'Bookings',
      apiKey: testKey.key,
    });
    expect(listed.body.map((b) => b.id)).toEqual([confirmed.body.id]);
    const cancelled = await octo<OctoBooking>('POST', `/bookings/${held.body.uuid}/cancel`, {
      schema: 'Booking',
      apiKey: testKey.key,
      body: { reason: 'Trying it out' },
    });
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await bookedSpots(slot.id)).toBe(0);
  });
});
