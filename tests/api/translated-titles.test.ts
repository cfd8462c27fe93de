import { describe, expect, it } from 'vitest';
import { createApiKey, createReseller } from '../../server/src/modules/resellers/index.ts';
import { offerFreedSpots } from '../../server/src/modules/waitlist/index.ts';
import { renderBookingCalendarAttachment } from '../../server/src/modules/calendars/booking-calendar.ts';
import { enqueueReviewInvitation } from '../../server/src/modules/reviews/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { octoAvailabilityId } from '../helpers/octo.ts';
import { clientOnLocalePage, type ApiClient, type CookieJar } from '../helpers/client.ts';
import { sql } from 'kysely';
import { createApprovedActivity, createSlot, createSupplier, createUser, insertBooking } from '../helpers/factories.ts';

// docs/decisions/124 (issue 33 parts 3 and 5): the mails of a booking and the OCTO content name
// the activity in their reader's language where its supplier translated it: the booker's page
// language, the other party's account language (docs/decisions/118), the reseller's
// Accept-Language; the original title otherwise. Slots far ahead (2031), so no clock matters.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const onPageOf = (locale: string, jar?: CookieJar) => clientOnLocalePage(env.server.url, locale, jar);

const oneMailTo = async (to: string, kind: string) => {
  const mails = await env.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .execute();
  expect(mails, `${kind} to ${to}`).toHaveLength(1);
  return mails[0]!;
};

/** An English activity with a French and a German translation, a slot on 6 May 2031. */
async function translatedActivity(supplierLocale: 'de' | 'it') {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Heath Hosts' });
  await env.db.updateTable('users').set({ locale: supplierLocale }).where('id', '=', supplierUser.id).execute();
  const owner: ApiClient = await signedIn(supplierUser.email);
  const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Heath walk', country: 'Germany' });
  await owner.trpc.activityTranslations.save.mutate({
    activityId: activity.id,
    locale: 'fr',
    title: 'Balade dans la lande',
    description: 'Parcourir la lande avec un berger.',
    impactDescription: 'Entretient la lande',
  });
  await owner.trpc.activityTranslations.save.mutate({
    activityId: activity.id,
    locale: 'de',
    title: 'Heidewanderung',
    description: 'Mit dem Schäfer durch die Heide.',
    impactDescription: 'Pflegt die Heide',
  });
  const slot = await createSlot(env.db, activity.id, { date: '2031-05-06', spots: 10 });
  const traveler = await createUser(env.db, { firstName: 'Camille', lastName: 'Martin' });
  await env.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', traveler.id).execute();
  return { activity, slot, traveler, supplierUser, owner };
}

describe('mails name the activity in their reader’s language', () => {
  it('confirms a booking made on a French page with the French title, and tells a German supplier the German one', async () => {
    const p = await translatedActivity('de');
    const booker = await signedIn(p.traveler.email);
    const booking = await onPageOf('fr', booker.jar).booking.create.mutate({
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
      numberOfPeople: 2,
      customerEmail: p.traveler.email,
      customerPhone: '+33 6 12 34 56 78',
    });
    const confirmation = await oneMailTo(p.traveler.email, 'booking_confirmed');
    expect(confirmation.subject).toBe(`Réservation confirmée${NBSP}: Balade dans la lande le 6 mai 2031`);
    expect(confirmation.text_body).not.toContain('Heath walk');
    const notice = await oneMailTo(p.supplierUser.email, 'booking_new_supplier');
    expect(notice.subject).toBe('Neue Buchung: Heidewanderung am 6. Mai 2031');

    // The supplier cancels on a German page: both copies keep their reader's title.
    await onPageOf('de', p.owner.jar).booking.cancel.mutate({ bookingId: booking.id, reason: 'Sturmwarnung' });
    const travelerCopy = await oneMailTo(p.traveler.email, 'booking_cancelled');
    expect(travelerCopy.subject).toBe(`Réservation annulée${NBSP}: Balade dans la lande le 6 mai 2031`);
    // Its .ics withdraws the event under the title the traveler's calendar shows.
    const withdrawal = renderBookingCalendarAttachment(
      (travelerCopy.attachments![0] as { render: { data: unknown } }).render.data,
      { publicUrl: env.server.config.publicUrl, organizerEmail: 'bookings@regen.example' },
    );
    expect(withdrawal).toContain('METHOD:CANCEL');
    expect(withdrawal).toContain('SUMMARY:Balade dans la lande');
    const supplierCopy = await oneMailTo(p.supplierUser.email, 'booking_cancelled');
    expect(supplierCopy.subject).toBe('Buchung storniert: Heidewanderung am 6. Mai 2031');
  });

  it('tells of a change on a French page in French, and the German supplier in German', async () => {
    const p = await translatedActivity('de');
    const later = await createSlot(env.db, p.activity.id, { date: '2031-05-07', spots: 10 });
    const booker = await signedIn(p.traveler.email);
    const onFrenchPage = onPageOf('fr', booker.jar);
    const booking = await onFrenchPage.booking.create.mutate({
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
      numberOfPeople: 2,
      customerEmail: p.traveler.email,
      customerPhone: '+33 6 12 34 56 78',
    });
    await onFrenchPage.booking.reschedule.mutate({
      bookingId: booking.id,
      availabilityId: later.id,
      numberOfPeople: 3,
    });
    const travelerCopy = await oneMailTo(p.traveler.email, 'booking_changed');
    expect(travelerCopy.subject).toBe(`Réservation modifiée${NBSP}: Balade dans la lande le 7 mai 2031`);
    expect(travelerCopy.text_body).not.toContain('Heath walk');
    const supplierCopy = await oneMailTo(p.supplierUser.email, 'booking_changed');
    expect(supplierCopy.subject).toBe('Buchung geändert: Heidewanderung am 7. Mai 2031');
  });

  it('offers freed spots from the waitlist to a French traveler with the French title', async () => {
    const p = await translatedActivity('de');
    const full = await createSlot(env.db, p.activity.id, { date: '2031-05-08', spots: 2 });
    const first = await createUser(env.db, { firstName: 'Eli', lastName: 'First' });
    const firstClient = await signedIn(first.email);
    const booking = await firstClient.trpc.booking.create.mutate({
      activityId: p.activity.id,
      availabilityId: full.id,
      customerName: 'Eli First',
      numberOfPeople: 2,
      customerEmail: first.email,
      customerPhone: '+49 151 2345678',
    });
    const waiting = await signedIn(p.traveler.email);
    await onPageOf('fr', waiting.jar).waitlist.join.mutate({
      availabilityId: full.id,
      numberOfPeople: 1,
      customerName: 'Camille Martin',
      customerPhone: '+33 6 12 34 56 78',
    });
    await firstClient.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    await offerFreedSpots({ db: env.db, config: env.server.config }, { activityId: p.activity.id });
    const offer = await oneMailTo(p.traveler.email, 'waitlist_offer');
    expect(offer.subject).toBe(`Des places se sont libérées${NBSP}: Balade dans la lande le 8 mai 2031`);
  });

  it('tells a German host of a French traveler’s question with the German title', async () => {
    const p = await translatedActivity('de');
    const asker = await signedIn(p.traveler.email);
    await onPageOf('fr', asker.jar).messaging.askHost.mutate({ activityId: p.activity.id, text: 'Chiens admis ?' });
    const notice = await oneMailTo(p.supplierUser.email, 'new_message');
    expect(notice.text_body).toContain('Camille Martin hat Ihnen eine Nachricht zu Heidewanderung geschickt.');
  });

  it('asks a French traveler for a review with the French title', async () => {
    const p = await translatedActivity('de');
    // The review window is open only after the activity: a slot three days before the database's today.
    const { rows } = await sql<{ day: string }>`select (current_date - 3)::text as day`.execute(env.db);
    const past = await createSlot(env.db, p.activity.id, { date: rows[0]!.day });
    await env.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', p.traveler.id).execute();
    const booking = await insertBooking(env.db, {
      activityId: p.activity.id,
      slotId: past.id,
      userId: p.traveler.id,
      date: rows[0]!.day,
      customerName: 'Camille Martin',
    });
    await env.db
      .updateTable('bookings')
      .set({ attendance: 'attended', attended_people: 2, attendance_marked_at: sql`now()` })
      .where('id', '=', booking.id)
      .execute();
    expect(await enqueueReviewInvitation(env.db, env.server.config.publicUrl, booking.id)).toBe(true);
    expect((await oneMailTo(p.traveler.email, 'review_invitation')).subject).toBe(
      `Alors, c’était comment${NNBSP}? Donnez votre avis sur «${NNBSP}Balade dans la lande${NNBSP}»`,
    );
  });

  it('keeps the original title for a reader whose language has no translation', async () => {
    const p = await translatedActivity('it');
    const booker = await signedIn(p.traveler.email);
    await onPageOf('en', booker.jar).booking.create.mutate({
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
      numberOfPeople: 1,
      customerEmail: p.traveler.email,
      customerPhone: '+33 6 12 34 56 78',
    });
    expect((await oneMailTo(p.traveler.email, 'booking_confirmed')).subject).toBe(
      'Booking confirmed: Heath walk on May 6, 2031',
    );
    const notice = await oneMailTo(p.supplierUser.email, 'booking_new_supplier');
    expect(notice.subject.includes('Heath walk')).toBe(true);
  });
});

describe('OCTO content in the reseller’s language', () => {
  it('answers a product’s title, description and impact in the Accept-Language’s translation, else the original', async () => {
    const p = await translatedActivity('de');
    const reseller = await createReseller(env.db, 'Heath Tours');
    const { key } = await createApiKey(env.db, reseller.id);
    const product = async (language: string) => {
      const response = await fetch(`${env.server.url}/octo/products/${p.activity.id}`, {
        headers: { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/content', 'accept-language': language },
      });
      const body = (await response.json()) as {
        internalName: string;
        title: string;
        shortDescription: string;
        description: string;
        options: { title: string }[];
      };
      return [
        response.headers.get('content-language'),
        body.internalName,
        body.title,
        body.shortDescription,
        body.description,
        body.options[0]!.title,
      ];
    };
    expect(await product('fr-FR,fr;q=0.9')).toEqual([
      'fr',
      'Heath walk',
      'Balade dans la lande',
      'Entretient la lande',
      'Parcourir la lande avec un berger.',
      'Balade dans la lande',
    ]);
    expect(await product('de')).toEqual([
      'de',
      'Heath walk',
      'Heidewanderung',
      'Pflegt die Heide',
      'Mit dem Schäfer durch die Heide.',
      'Heidewanderung',
    ]);
    const italian = await product('it');
    expect([italian[0], italian[2], italian[5]]).toEqual(['it', 'Heath walk', 'Heath walk']);
    // The list of products reads the same way.
    const list = await fetch(`${env.server.url}/octo/products`, {
      headers: { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/content', 'accept-language': 'de' },
    });
    const titles = ((await list.json()) as { id: string; title: string }[])
      .filter((x) => x.id === p.activity.id)
      .map((x) => x.title);
    expect(titles).toEqual(['Heidewanderung']);

    // A booking's embedded product reads the same way, on reserve and when read again.
    const reserve = await fetch(`${env.server.url}/octo/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'octo-capabilities': 'octo/content',
        'accept-language': 'fr',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        productId: p.activity.id,
        optionId: 'DEFAULT',
        availabilityId: octoAvailabilityId('2031-05-06', '09:00', 'Europe/Berlin'),
        unitItems: [{ unitId: 'ADULT' }],
      }),
    });
    const reserved = (await reserve.json()) as { uuid: string; product: { title: string } };
    expect([reserve.status, reserved.product.title]).toEqual([200, 'Balade dans la lande']);
    const again = await fetch(`${env.server.url}/octo/bookings/${reserved.uuid}`, {
      headers: { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/content', 'accept-language': 'de' },
    });
    expect(((await again.json()) as { product: { title: string } }).product.title).toBe('Heidewanderung');
  });
});
