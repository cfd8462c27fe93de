import { useState } from 'react';
import { FieldShell } from '../../components/ui/field.tsx';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { PhotoUploadError, UPLOAD_FAILED, uploadActivityPhoto } from './photo-upload.ts';

interface PhotoFieldProps {
  label: string;
  /** The uploaded (or current) photo URL. */
  value: string | undefined;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

/** Picks an image, uploads it at once and shows it; failures are the spec's toasts. */
export function PhotoField({ label, value, onChange, onUploadingChange, error, required, hint }: PhotoFieldProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    onUploadingChange?.(true);
    try {
      onChange(await uploadActivityPhoto(file));
    } catch (err) {
      const failure =
        err instanceof PhotoUploadError ? err : new PhotoUploadError(UPLOAD_FAILED.title, UPLOAD_FAILED.text);
      notify.destructive(failure.title, failure.text);
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(wiring) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {value ? (
            <img
              src={value}
              alt={t('supplier.photo.selected')}
              width={144}
              height={96}
              className="h-24 w-36 rounded-lg object-cover ring-1 ring-stone-200"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-24 w-36 items-center justify-center rounded-lg border-2 border-dashed border-stone-300 text-xs text-stone-500"
            >
              {t('supplier.photo.none')}
            </div>
          )}
          <div className="space-y-1">
            <input
              {...wiring}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              disabled={uploading}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
              className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-900 hover:file:bg-brand-200"
            />
            {uploading ? (
              <p role="status" className="text-sm text-stone-600">
                {t('supplier.photo.uploading')}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
