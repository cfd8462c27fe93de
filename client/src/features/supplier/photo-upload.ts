import { PHOTO_MAX_BYTES } from '@regen/shared/constants';
import { englishMessage } from '@regen/shared/i18n';
import { notify } from '../../lib/toast.ts';

// The spec's upload toasts. Module constants with no component, so English (docs/decisions/088);
// INVALID_FILE.title is also the server's error name for a file that is not an image.
export const UPLOAD_FAILED = {
  title: englishMessage('supplier.photo.uploadFailedTitle'),
  text: englishMessage('uploads.failed'),
};
export const INVALID_FILE = {
  title: englishMessage('supplier.photo.invalidFileTitle'),
  text: englishMessage('uploads.invalidFile'),
};
export const FILE_TOO_LARGE = {
  title: englishMessage('supplier.photo.fileTooLargeTitle'),
  text: englishMessage('uploads.fileTooLarge'),
};

export class PhotoUploadError extends Error {
  readonly title: string;
  readonly text: string;

  constructor(title: string, text: string) {
    super(`${title}: ${text}`);
    this.title = title;
    this.text = text;
  }
}

/** A quick check before uploading; the server checks the bytes again. */
export function checkPhotoFile(file: File): PhotoUploadError | null {
  if (!file.type.startsWith('image/')) return new PhotoUploadError(INVALID_FILE.title, INVALID_FILE.text);
  if (file.size > PHOTO_MAX_BYTES) return new PhotoUploadError(FILE_TOO_LARGE.title, FILE_TOO_LARGE.text);
  return null;
}

/** Uploads an activity photo and returns its URL (POST /api/uploads/activity-photo). */
export async function uploadActivityPhoto(file: File): Promise<string> {
  const early = checkPhotoFile(file);
  if (early) throw early;
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/uploads/activity-photo', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new PhotoUploadError(UPLOAD_FAILED.title, UPLOAD_FAILED.text);
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string; message?: string };
  if (response.ok && body.url) return body.url;
  if (response.status === 413) throw new PhotoUploadError(FILE_TOO_LARGE.title, FILE_TOO_LARGE.text);
  if (response.status === 415 || (response.status === 400 && body.error === INVALID_FILE.title)) {
    throw new PhotoUploadError(INVALID_FILE.title, INVALID_FILE.text);
  }
  throw new PhotoUploadError(UPLOAD_FAILED.title, UPLOAD_FAILED.text);
}

/** Uploads a photo and, when refused, says why in the spec's toast before passing the failure on. */
export async function uploadActivityPhotoOrToast(file: File): Promise<string> {
  try {
    return await uploadActivityPhoto(file);
  } catch (err) {
    const failure =
      err instanceof PhotoUploadError ? err : new PhotoUploadError(UPLOAD_FAILED.title, UPLOAD_FAILED.text);
    notify.destructive(failure.title, failure.text);
    throw failure;
  }
}
