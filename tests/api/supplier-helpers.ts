import sharp from 'sharp';
import type { CreateActivityInput } from '@regen/shared/schemas/supplier';
import type { ApiClient, CookieJar } from '../helpers/client.ts';

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
