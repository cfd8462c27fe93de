import { sql } from 'kysely';
import sharp from 'sharp';
import type { CreateActivityInput } from '@regen/shared/schemas/supplier';
import type { Db } from '../../server/src/db/database.ts';
import type { ApiClient, CookieJar } from '../helpers/client.ts';
import { createUser, daysFromToday } from '../helpers/factories.ts';

// Helpers shared by the supplier, uploads and storage api tests.

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
}

/** POSTs a file to the upload endpoint as a browser form would. */
export async function postPhoto(
  baseUrl: string,
  jar: CookieJar | null,
  bytes: Buffer,
  options: { filename?: string; type?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'photo.png',
  );
  const headers: Record<string, string> = { origin: baseUrl };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  return fetch(`${baseUrl}/api/uploads/activity-photo`, { method: 'POST', body: form, headers });
}

/** Uploads a small PNG as the client's supplier and returns the photo URL. */
export async function uploadedPhotoUrl(baseUrl: string, client: ApiClient): Promise<string> {
  const response = await postPhoto(baseUrl, client.jar, await pngBytes());
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

export function validActivity(photoUrl: string, overrides: Partial<CreateActivityInput> = {}): CreateActivityInput {
  return {
    country: 'Slovenia',
    activityType: 'Environmental',
    title: 'Wetland birdwatch and clean-up',
    description: 'Walk the Ljubljana Marshes with a ranger, count birds for the national survey and clear litter.',
    impactDescription: 'Protects wetland nesting sites',
    price: '45.50',
    durationHours: '3',
    maxParticipants: '8',
    photoUrl,
    ...overrides,
  };
}

/** A booking row as the booking procedure would leave it (tests of the supplier side only). */
export async function insertBooking(
  db: Db,
  values: {
    activityId: string;
    slotId: string;
    userId?: string;
    date?: string;
    time?: string;
    people?: number;
    status?: 'confirmed' | 'cancelled' | 'completed';
    customerName?: string;
    specialRequests?: string | null;
    cancellationReason?: string | null;
  },
) {
  const userId = values.userId ?? (await createUser(db, { firstName: 'Tara', lastName: 'Traveler' })).id;
  const people = values.people ?? 2;
  const date = values.date ?? daysFromToday(7);
  const time = values.time ?? '09:00';
  if (values.status !== 'cancelled') {
    await db
      .updateTable('activity_availability')
      .set((eb) => ({ booked_spots: eb('booked_spots', '+', people) }))
      .where('id', '=', values.slotId)
      .execute();
  }
  return db
    .insertInto('bookings')
    .values({
      user_id: userId,
      activity_id: values.activityId,
      availability_id: values.slotId,
      customer_name: values.customerName ?? 'Tara Traveler',
      customer_email: 'tara@example.test',
      customer_phone: '+1 555 0199',
      booking_date: date,
      booking_time: time,
      number_of_people: people,
      total_price_cents: 5000 * people,
      payment_status: 'completed',
      status: values.status ?? 'confirmed',
      special_requests: values.specialRequests ?? null,
      cancellation_reason: values.cancellationReason ?? null,
      cancelled_at: values.status === 'cancelled' ? sql<Date>`now()` : null,
      // As booking.create sets it: the start in the activity's time zone minus 24 hours.
      cancellation_deadline: sql<Date>`(${date}::date + ${time}::time) at time zone (select time_zone from activities where id = ${values.activityId}) - interval '24 hours'`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
