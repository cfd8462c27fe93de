import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderBookingCalendarAttachment } from '../../server/src/modules/calendars/booking-calendar.ts';
import { inMailLocale } from '../../server/src/mail/mail-locale.ts';
import { updateActivityStatus } from '../../server/src/modules/admin/admin.service.ts';
import { enqueueReviewInvitation } from '../../server/src/modules/reviews/index.ts';
import { offerFreedSpots } from '../../server/src/modules/waitlist/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { clientOnLocalePage, type CookieJar } from '../helpers/client.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  insertBooking,
} from '../helpers/factories.ts';

// Mails in their reader's language (issue 33, docs/decisions/109 and 118): the one who makes a
// request reads their own mails in the page's language; every other reader (the supplier of a
// booking, the other side of a conversation, the traveler a review request or waitlist offer is
// for, the supplier an admin decided for) in the language their account chose, else English.
// Dates and prices through the formatting seam in that language. Slots far ahead (2031), so no
// clock matters; the review request's booking is dated in the past by the database's clock.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A tRPC client on a cookie jar that sends the page's locale with every call, as the browser does. */
const onPageOf = (locale: string, jar?: CookieJar) => clientOnLocalePage(env.server.url, locale, jar);

async function setLocale(userId: string, locale: 'de' | 'fr' | 'en') {
  await env.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

const mailsTo = (to: string, kind: string) =>
  env.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

async function oneMailTo(to: string, kind: string) {
  const mails = await mailsTo(to, kind);
  expect(mails, `${kind} to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/** A supplier in Germany with a 9:00 slot on 6 May 2031 (Europe/Berlin), and a traveler. */
async function germanActivity(title: string) {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Harz Hikes' });
  const activity = await createApprovedActivity(env.db, supplier.id, { title, country: 'Germany', priceCents: 4000 });
  const slot = await createSlot(env.db, activity.id, { date: '2031-05-06', spots: 10 });
  const travelerUser = await createUser(env.db, { firstName: 'Camille', lastName: 'Martin' });
  return { supplier, supplierUser, activity, slot, travelerUser };
}

async function book(
  locale: string,
  email: string,
  values: { activityId: string; availabilityId: string; customerName: string },
) {
  const client = await signedIn(email);
  return onPageOf(locale, client.jar).booking.create.mutate({
    ...values,
    numberOfPeople: 2,
    customerEmail: email,
    customerPhone: '+33 6 12 34 56 78',
  });
}

describe('the mails of a booking: the booker’s in the page’s language, the supplier’s in theirs', () => {
  it('writes a German supplier’s new-booking mail in German when the traveler books on an English page', async () => {
    const p = await germanActivity('Moor walk');
    await setLocale(p.supplierUser.id, 'de');
    const booking = await book('en', p.travelerUser.email, {
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
    });

    const supplierMail = await oneMailTo(p.supplierUser.email, 'booking_new_supplier');
    expect(supplierMail.subject).toBe('Neue Buchung: Moor walk am 6. Mai 2031');
    expect(supplierMail.text_body.split('\n\n').slice(0, 2)).toEqual([
      'Neue Buchung für Moor walk am 6. Mai 2031 um 9:00 (Zeitzone Europe/Berlin).',
      `Camille Martin (${p.travelerUser.email}, +33 6 12 34 56 78) hat für 2 Personen gebucht; Gesamt 80${NBSP}$, Zahlung vor Ort.`,
    ]);
    expect(supplierMail.html_body).toContain('Ihr Team von Regen Marketplace');

    const confirmation = await oneMailTo(p.travelerUser.email, 'booking_confirmed');
    expect(confirmation.booking_id).toBe(booking.id);
    expect(confirmation.subject).toBe('Booking confirmed: Moor walk on May 6, 2031');
    expect(confirmation.text_body.startsWith('Hello Camille Martin,')).toBe(true);
  });

  it('confirms in French on a French page (policy and .ics too) while the supplier without a choice reads English', async () => {
    const p = await germanActivity('Bog boardwalk');
    await book('fr', p.travelerUser.email, {
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
    });

    const confirmation = await oneMailTo(p.travelerUser.email, 'booking_confirmed');
    expect(confirmation.subject).toBe(`Réservation confirmée${NBSP}: Bog boardwalk le 6 mai 2031`);
    const lines = confirmation.text_body.split('\n\n');
    expect(lines.slice(0, 3)).toEqual([
      'Bonjour Camille Martin,',
      `Votre réservation est confirmée${NBSP}: Bog boardwalk avec Harz Hikes le 6 mai 2031 à 9:00 (heure de Europe/Berlin), pour 2 personnes.`,
      `Total${NBSP}: 80${NBSP}$US, à régler sur place.`,
    ]);
    // The cancellation policy's deadline too, through the seam in French.
    expect(lines).toContain(
      `Conditions d’annulation${NBSP}: Annulation gratuite jusqu’au 5 mai 2031 à 9:00 (heure de Europe/Berlin).`,
    );
    const ics = renderBookingCalendarAttachment(
      (confirmation.attachments![0] as { render: { data: unknown } }).render.data,
      { publicUrl: env.server.config.publicUrl, organizerEmail: 'bookings@regen.example' },
    );
    expect(ics).toContain('SUMMARY:Bog boardwalk avec Harz Hikes');
    // The reminder, written now and sent a day before, is the booker's too.
    const reminder = await oneMailTo(p.travelerUser.email, 'booking_reminder');
    expect(reminder.subject).toBe(`Rappel${NBSP}: Bog boardwalk le 6 mai 2031`);

    const supplierMail = await oneMailTo(p.supplierUser.email, 'booking_new_supplier');
    expect(supplierMail.subject).toBe('New booking: Bog boardwalk on May 6, 2031');
  });

  it('tells each party of a cancellation in their own language: the canceller’s page, the other’s profile', async () => {
    const p = await germanActivity('Heath sheep day');
    await setLocale(p.supplierUser.id, 'de');
    await setLocale(p.travelerUser.id, 'fr');
    const booking = await book('fr', p.travelerUser.email, {
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
    });
    const supplier = await signedIn(p.supplierUser.email);
    await onPageOf('en', supplier.jar).booking.cancel.mutate({ bookingId: booking.id, reason: 'Storm warning' });

    const travelerMail = await oneMailTo(p.travelerUser.email, 'booking_cancelled');
    expect(travelerMail.subject).toBe(`Réservation annulée${NBSP}: Heath sheep day le 6 mai 2031`);
    const withdrawal = renderBookingCalendarAttachment(
      (travelerMail.attachments![0] as { render: { data: unknown } }).render.data,
      { publicUrl: env.server.config.publicUrl, organizerEmail: 'bookings@regen.example' },
    );
    expect(withdrawal).toContain('METHOD:CANCEL');
    expect(withdrawal).toContain('SUMMARY:Heath sheep day avec Harz Hikes');
    // The supplier cancelled on an English page: their copy is English, whatever their profile says.
    const supplierMail = await oneMailTo(p.supplierUser.email, 'booking_cancelled');
    expect(supplierMail.subject).toBe('Booking cancelled: Heath sheep day on May 6, 2031');
  });
});

describe('mails to someone other than the requester, in the language their account chose', () => {
  it('notifies a French traveler of the supplier’s reply in French, and a German supplier of the traveler’s message in German', async () => {
    const p = await germanActivity('Beech forest walk');
    await setLocale(p.travelerUser.id, 'fr');
    await setLocale(p.supplierUser.id, 'de');
    const booking = await book('fr', p.travelerUser.email, {
      activityId: p.activity.id,
      availabilityId: p.slot.id,
      customerName: 'Camille Martin',
    });
    const traveler = await signedIn(p.travelerUser.email);
    const supplier = await signedIn(p.supplierUser.email);
    await onPageOf('fr', traveler.jar).messaging.send.mutate({
      conversationId: booking.id,
      text: 'Faut-il des bottes ?',
    });
    await onPageOf('en', supplier.jar).messaging.send.mutate({ conversationId: booking.id, text: 'Yes, bring boots.' });

    const toTraveler = await oneMailTo(p.travelerUser.email, 'new_message');
    expect(toTraveler.subject).toBe('Nouveau message de Harz Hikes');
    const lines = toTraveler.text_body.split('\n\n');
    expect(lines.slice(0, 3)).toEqual([
      'Harz Hikes vous a envoyé un message au sujet de Beech forest walk le 6 mai 2031 à 9:00 (heure de Europe/Berlin).',
      '> Yes, bring boots.',
      'Ouvrez la conversation pour lire le message et répondre.',
    ]);
    expect(lines[3]!.endsWith(`/messages/${booking.id}`)).toBe(true);
    const toSupplier = await oneMailTo(p.supplierUser.email, 'new_message');
    expect(toSupplier.subject).toBe('Neue Nachricht von Camille Martin');
    expect(toSupplier.text_body.split('\n\n')[0]).toBe(
      'Camille Martin hat Ihnen eine Nachricht zu Beech forest walk am 6. Mai 2031 um 9:00 (Zeitzone Europe/Berlin) geschickt.',
    );
  });

  it('asks a traveler who signed up on a French page for a review in French, written outside any request', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Harz Hikes' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Moss survey', country: 'Germany' });
    const { rows } = await sql<{ day: string }>`select (current_date - 3)::text as day`.execute(env.db);
    const slot = await createSlot(env.db, activity.id, { date: rows[0]!.day });
    const email = `camille-${slot.id.slice(0, 8)}@example.test`;
    await onPageOf('fr').auth.signUpTraveler.mutate({
      firstName: 'Camille',
      lastName: 'Martin',
      email,
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
    });
    const user = await env.db
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('fr');
    // The verification mail of the sign-up is the page's (the requester's own).
    expect((await oneMailTo(email, 'verification')).subject).toBe('Confirmez votre adresse e-mail');
    await env.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: user.id,
      date: rows[0]!.day,
      customerName: 'Camille Martin',
    });
    // Marked attended as the attendance module marks it (its supplier's request, not the traveler's).
    await env.db
      .updateTable('bookings')
      .set({ attendance: 'attended', attended_people: 2, attendance_marked_at: sql`now()` })
      .where('id', '=', booking.id)
      .execute();

    expect(await enqueueReviewInvitation(env.db, env.server.config.publicUrl, booking.id)).toBe(true);
    const invitation = await oneMailTo(email, 'review_invitation');
    expect(invitation.subject).toBe(
      `Alors, c’était comment${NNBSP}? Donnez votre avis sur «${NNBSP}Moss survey${NNBSP}»`,
    );
    expect(invitation.text_body.startsWith('Bonjour Camille,')).toBe(true);
  });

  it('writes an admin’s approval in the German supplier’s language, not the admin’s page’s', async () => {
    const { supplier, user: supplierUser } = await createSupplier(env.db, { contactPerson: 'Jonas Weber' });
    await setLocale(supplierUser.id, 'de');
    const activity = await createActivity(env.db, supplier.id, { title: 'Dune planting', status: 'pending' });
    const admin = await createUser(env.db, { role: 'admin' });
    // The decision as the admin's request makes it, from a French page.
    await inMailLocale('fr', () =>
      updateActivityStatus(env.server.app.services, admin.id, {
        activityId: activity.id,
        status: 'approved',
        reason: null,
      }),
    );
    const mail = await oneMailTo(supplierUser.email, 'activity_approved');
    expect(mail.subject).toBe('Ihre Aktivität ist online: Dune planting');
    expect(mail.text_body.startsWith('Hallo Jonas Weber,')).toBe(true);
  });

  it('offers freed spots to a German traveler on the waitlist in German, whoever freed them and on which page', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Harz Hikes' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Lynx tracking', country: 'Germany' });
    const slot = await createSlot(env.db, activity.id, { date: '2031-05-06', spots: 2 });
    const booker = await createUser(env.db, { firstName: 'Camille', lastName: 'Martin' });
    const booking = await book('fr', booker.email, {
      activityId: activity.id,
      availabilityId: slot.id,
      customerName: 'Camille Martin',
    });
    const waiting = await createUser(env.db, { firstName: 'Wanda', lastName: 'Weber' });
    await setLocale(waiting.id, 'de');
    const waiter = await signedIn(waiting.email);
    await onPageOf('de', waiter.jar).waitlist.join.mutate({
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: 'Wanda Weber',
      customerPhone: '+49 30 123456',
    });
    const bookerClient = await signedIn(booker.email);
    await onPageOf('fr', bookerClient.jar).booking.cancel.mutate({ bookingId: booking.id, reason: 'Malade' });
    // The sweep's round (outside any request) finds nothing left to offer if the cancellation did.
    await offerFreedSpots(env.server.app.services, { activityId: activity.id });

    const offer = await oneMailTo(waiting.email, 'waitlist_offer');
    expect(offer.subject).toBe('Plätze frei geworden: Lynx tracking am 6. Mai 2031');
    expect(offer.text_body.startsWith('Hallo Wanda Weber,')).toBe(true);
    expect(offer.text_body).toContain('6. Mai 2031 um 9:00 (Zeitzone Europe/Berlin)');
  });
});
