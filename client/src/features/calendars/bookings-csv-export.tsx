import { csvExportRangeSchema, type CsvExportRange } from '@regen/shared/schemas/calendars';
import { isoDate } from '@regen/shared/rules/booking';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { downloadBookingsCsv } from './api.ts';

/** Today and 30 days on, as the browser's calendar has them (a default only: the server checks the range). */
function defaultRange(): CsvExportRange {
  const today = new Date();
  const later = new Date(today.getTime() + 30 * 86_400_000);
  return { from: isoDate(today), to: isoDate(later) };
}

/** Saves a fetched file under its name (an <a download> on a blob URL). */
function saveFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download CSV": the supplier's bookings dated From–To (docs/decisions/063). `toolbar`: one compact
 * row for a list's toolbar, its heading and description kept for screen readers (docs/decisions/105).
 */
export function BookingsCsvExport({
  className = '',
  variant = 'card',
}: {
  className?: string;
  variant?: 'card' | 'toolbar';
}) {
  const t = useT();
  const form = useSchemaForm(csvExportRangeSchema, { defaultValues: defaultRange() });
  const [serverError, setServerError] = useState<string | null>(null);
  const headingId = useId();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (range) => {
    setServerError(null);
    try {
      const file = await downloadBookingsCsv(range);
      saveFile(file.filename, file.blob);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : t('calendars.csv.failed');
      setServerError(message);
      notify.destructive(t('calendars.error'), message);
    }
  });

  const toolbar = variant === 'toolbar';
  const form_ = (
    <form aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={headingId} className={toolbar ? 'sr-only' : 'text-lg font-semibold text-stone-900'}>
        {t('calendars.csv.title')}
      </h3>
      <p className={toolbar ? 'sr-only' : 'mt-1 text-sm text-stone-600'}>{t('calendars.csv.description')}</p>
      <div
        className={
          toolbar
            ? 'grid grid-cols-2 gap-2 sm:flex sm:items-start'
            : 'mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start'
        }
      >
        <InputField
          label={t('calendars.csv.from')}
          type="date"
          error={errors.from?.message}
          {...form.register('from')}
        />
        <InputField label={t('calendars.csv.to')} type="date" error={errors.to?.message} {...form.register('to')} />
        <Button type="submit" disabled={isSubmitting} className={toolbar ? 'col-span-2 sm:mt-7' : 'sm:mt-7'}>
          {isSubmitting ? t('calendars.csv.preparing') : t('calendars.csv.download')}
        </Button>
      </div>
      {serverError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
    </form>
  );
  return toolbar ? <div className={className}>{form_}</div> : <Card className={`p-5 ${className}`}>{form_}</Card>;
}
