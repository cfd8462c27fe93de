import { effortLevels } from '@regen/shared/rules/search-filters';
import {
  ACCESSIBILITY_MAX,
  ALT_TEXT_MAX,
  EFFORT_NOTE_MAX,
  LIST_ITEMS_MAX,
  MAX_ACTIVITY_PHOTOS,
  MEETING_ADDRESS_MAX,
} from '@regen/shared/schemas/activity-editing';
import { formatCoordinate } from '@regen/shared/format';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FieldShell, InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { PhotoUploadInput } from '../../components/ui/photo-upload-input.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { DetailsDraft, DetailsErrors } from './details-draft.ts';
import type { PinMapHandle } from './pin-map.ts';

// The forms' "More details" (issue 31 part 1, docs/decisions/102): all optional, in their own
// section below the spec's fields, so the spec's fields stay where they are.

export interface MoreDetailsProps {
  value: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  errors: DetailsErrors;
  /** Uploads a photo (the form's upload rules and messages) and returns its URL; throws when refused. */
  upload: (file: File) => Promise<string>;
  onUploadingChange?: (uploading: boolean) => void;
}

export function MoreDetails({ value, onChange, errors, upload, onUploadingChange }: MoreDetailsProps) {
  const t = useT();
  const set = (patch: Partial<DetailsDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="mt-2 border-t border-stone-200 pt-6 sm:col-span-2" data-testid="more-details">
      <legend className="float-left w-full text-lg font-semibold text-stone-900">
        {t('activityEditing.more.title')}
      </legend>
      <p className="clear-both pt-1 text-sm text-stone-600">{t('activityEditing.more.intro')}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InputField
            label={t('activityEditing.meetingAddress')}
            hint={t('activityEditing.meetingAddressHint')}
            maxLength={MEETING_ADDRESS_MAX}
            value={value.meetingAddress}
            error={errors.meetingAddress}
            onChange={(e) => set({ meetingAddress: e.target.value })}
          />
        </div>
        <div className="sm:col-span-2">
          <PinPicker value={value} onChange={set} errors={errors} />
        </div>
        <TextareaField
          label={t('activityEditing.included')}
          hint={t('activityEditing.onePerLine', { max: LIST_ITEMS_MAX })}
          rows={4}
          value={value.included}
          error={errors.included}
          onChange={(e) => set({ included: e.target.value })}
        />
        <TextareaField
          label={t('activityEditing.whatToBring')}
          hint={t('activityEditing.onePerLine', { max: LIST_ITEMS_MAX })}
          rows={4}
          value={value.whatToBring}
          error={errors.whatToBring}
          onChange={(e) => set({ whatToBring: e.target.value })}
        />
        <InputField
          label={t('activityEditing.languages')}
          hint={t('activityEditing.languagesHint')}
          value={value.languages}
          error={errors.languages}
          onChange={(e) => set({ languages: e.target.value })}
        />
        <SelectField
          label={t('activityEditing.effortLevel')}
          value={value.effortLevel}
          error={errors.effortLevel}
          onChange={(e) => set({ effortLevel: e.target.value as DetailsDraft['effortLevel'] })}
        >
          <option value="">{t('activityEditing.effortNone')}</option>
          {effortLevels.map((level) => (
            <option key={level} value={level}>
              {t('effort.level', { level })}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <InputField
            label={t('activityEditing.effortNote')}
            hint={t('activityEditing.effortNoteHint')}
            maxLength={EFFORT_NOTE_MAX}
            disabled={!value.effortLevel}
            value={value.effortNote}
            error={errors.effortNote}
            onChange={(e) => set({ effortNote: e.target.value })}
          />
        </div>
        <div className="sm:col-span-2">
          <TextareaField
            label={t('activityEditing.accessibility')}
            rows={3}
            maxLength={ACCESSIBILITY_MAX}
            value={value.accessibility}
            error={errors.accessibility}
            onChange={(e) => set({ accessibility: e.target.value })}
          />
        </div>
        <div className="sm:col-span-2">
          <PhotosEditor
            photos={value.photos}
            onChange={(photos) => set({ photos })}
            errors={errors}
            upload={upload}
            onUploadingChange={onUploadingChange}
          />
        </div>
      </div>
    </fieldset>
  );
}

function PinPicker({
  value,
  onChange,
  errors,
}: {
  value: DetailsDraft;
  onChange: (patch: Partial<DetailsDraft>) => void;
  errors: DetailsErrors;
}) {
  const t = useT();
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const latitude = Number(value.latitude);
  const longitude = Number(value.longitude);
  const hasPin =
    value.latitude.trim() !== '' &&
    value.longitude.trim() !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const onChangeRef = useRef(onChange);
  const start = useRef<{ latitude: number; longitude: number } | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
    start.current = hasPin ? { latitude, longitude } : null;
  });
  const attribution = t('activityPage.mapAttribution');
  const markerLabel = t('activityEditing.pin.marker');

  // Leaflet loads only when the supplier opens the map.
  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return;
    let cancelled = false;
    setLoading(true);
    void import('./pin-map.ts').then(({ mountPinMap }) => {
      if (cancelled) return;
      handle.current = mountPinMap(element, {
        point: start.current,
        attribution,
        markerLabel,
        onPlace: (point) =>
          onChangeRef.current({ latitude: String(point.latitude), longitude: String(point.longitude) }),
      });
      setLoading(false);
    });
    return () => {
      cancelled = true;
      handle.current?.remove();
      handle.current = null;
    };
  }, [shown, attribution, markerLabel]);

  // Typed coordinates move the pin.
  useEffect(() => {
    handle.current?.setPoint(hasPin ? { latitude, longitude } : null);
  }, [hasPin, latitude, longitude]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-stone-800">{t('activityEditing.pin.label')}</p>
          <p className="text-xs text-stone-600" role="status" data-testid="pin-status">
            {hasPin
              ? t('activityEditing.pin.at', {
                  latitude: formatCoordinate(latitude, locale),
                  longitude: formatCoordinate(longitude, locale),
                })
              : t('activityEditing.pin.none')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!shown ? (
            <Button size="sm" variant="outline" onClick={() => setShown(true)}>
              {t('activityEditing.pin.show')}
            </Button>
          ) : null}
          {hasPin ? (
            <Button size="sm" variant="ghost" onClick={() => onChange({ latitude: '', longitude: '' })}>
              {t('activityEditing.pin.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <div>
          <p className="mb-2 text-xs text-stone-600">{t('activityEditing.pin.hint')}</p>
          <div
            ref={container}
            role="region"
            aria-label={t('activityEditing.pin.map')}
            data-testid="pin-map"
            className="relative z-0 h-64 w-full cursor-crosshair overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200 sm:h-80"
          >
            {loading ? (
              <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
                {t('activityEditing.pin.loading')}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <details
        className="rounded-lg border border-stone-200 px-3 py-2"
        open={Boolean(errors.latitude || errors.longitude)}
      >
        <summary className="cursor-pointer text-sm text-stone-700">{t('activityEditing.pinCoordinates')}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('activityEditing.latitude')}
            inputMode="decimal"
            value={value.latitude}
            error={errors.latitude}
            onChange={(e) => onChange({ latitude: e.target.value })}
          />
          <InputField
            label={t('activityEditing.longitude')}
            inputMode="decimal"
            value={value.longitude}
            error={errors.longitude}
            onChange={(e) => onChange({ longitude: e.target.value })}
          />
        </div>
      </details>
    </div>
  );
}

function PhotosEditor({
  photos,
  onChange,
  errors,
  upload,
  onUploadingChange,
}: {
  photos: DetailsDraft['photos'];
  onChange: (photos: DetailsDraft['photos']) => void;
  errors: DetailsErrors;
  upload: (file: File) => Promise<string>;
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
}) {
  const t = useT();
  // The photos as they are when an upload ends (alt texts may change while it runs).
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  const full = photos.length >= MAX_ACTIVITY_PHOTOS;

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-stone-800">{t('activityEditing.photos')}</p>
        <p className="text-xs text-stone-600">{t('activityEditing.photosHint', { max: MAX_ACTIVITY_PHOTOS })}</p>
        {errors.photos ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.photos}
          </p>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <ol className="space-y-3" aria-label={t('activityEditing.photos')}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li
                key={photo.url}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:flex-row sm:items-start"
                data-testid="gallery-photo"
              >
                <div className="flex items-center gap-3 sm:block">
                  <span className="text-xs font-semibold text-stone-600 sm:mb-1 sm:block">
                    {t('activityEditing.photoN', { n })}
                  </span>
                  <img
                    src={photo.url}
                    alt=""
                    width={120}
                    height={80}
                    className="h-20 w-28 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <InputField
                    label={t('activityEditing.altText', { n })}
                    required
                    maxLength={ALT_TEXT_MAX}
                    value={photo.altText}
                    error={errors[`photo-${index}`]}
                    onChange={(e) =>
                      onChange(photos.map((p, i) => (i === index ? { ...p, altText: e.target.value } : p)))
                    }
                  />
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={index === 0}
                      aria-label={t('activityEditing.moveUp', { n })}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={index === photos.length - 1}
                      aria-label={t('activityEditing.moveDown', { n })}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('activityEditing.removePhoto', { n })}
                      onClick={() => onChange(photos.filter((_, i) => i !== index))}
                    >
                      {t('activityEditing.removePhoto', { n })}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {full ? (
        <p className="text-sm text-stone-600">{t('activityEditing.photosFull', { max: MAX_ACTIVITY_PHOTOS })}</p>
      ) : (
        <FieldShell label={t('activityEditing.addPhoto')}>
          {(wiring) => (
            <PhotoUploadInput
              wiring={wiring}
              upload={upload}
              onUploaded={(url) => onChange([...latest.current, { url, altText: '' }])}
              onUploadingChange={onUploadingChange}
            />
          )}
        </FieldShell>
      )}
    </div>
  );
}
