import { PHOTO_MAX_BYTES } from '@regen/shared/constants';
import { englishMessage } from '@regen/shared/i18n';

// Evidence photos go through the one upload endpoint activity photos use (magic bytes checked,
// 5 MB at most, re-encoded to WebP, kept as a pending upload until the report claims it).

export class EvidenceUploadError extends Error {}

/** Uploads one photo and returns its URL; throws with the server's message when refused. */
export async function uploadEvidencePhoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new EvidenceUploadError(englishMessage('uploads.invalidFile'));
  if (file.size > PHOTO_MAX_BYTES) throw new EvidenceUploadError(englishMessage('uploads.fileTooLarge'));
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/uploads/activity-photo', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new EvidenceUploadError(englishMessage('uploads.failed'));
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (response.ok && body.url) return body.url;
  throw new EvidenceUploadError(body.message ?? englishMessage('uploads.failed'));
}
