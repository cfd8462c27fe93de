import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { ControlWiring } from './field.tsx';

interface PhotoUploadInputProps {
  /** The label's wiring, from the FieldShell around it. */
  wiring: ControlWiring;
  /** Uploads the chosen photo and returns its URL; when refused it tells the user why and throws. */
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
}

/** A photo picker that uploads the chosen image at once and says so while it does. */
export function PhotoUploadInput({ wiring, upload, onUploaded, onUploadingChange }: PhotoUploadInputProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    onUploadingChange?.(true);
    try {
      onUploaded(await upload(file));
    } catch {
      // The upload told the user why.
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  return (
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
  );
}
