import { FieldShell } from '../../components/ui/field.tsx';
import { PhotoUploadInput } from '../../components/ui/photo-upload-input.tsx';
import { useT } from '../../lib/i18n.tsx';
import { uploadActivityPhotoOrToast } from './photo-upload.ts';

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
          <PhotoUploadInput
            wiring={wiring}
            upload={uploadActivityPhotoOrToast}
            onUploaded={onChange}
            onUploadingChange={onUploadingChange}
          />
        </div>
      )}
    </FieldShell>
  );
}
