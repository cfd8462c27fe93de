import { formatLongDate, formatSlotTimeRange } from '@regen/shared/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useManifestDay } from './api.ts';

/** Today on this device's calendar, 'YYYY-MM-DD' (the day the supplier is working). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The supplier's slots of a day, each opening its manifest (/supplier-dashboard/manifest?date=). */
export function ManifestDayPage({ date }: { date: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const day = date ?? localToday();
  const navigate = useNavigate();
  const slots = useManifestDay(day);
  return (
    <Container className="space-y-6 py-6">
      <Link to="/supplier-dashboard" className={buttonClass('ghost', 'sm')}>
        {t('manifest.back')}
      </Link>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('manifest.today.title')}</h1>
      <div className="max-w-xs">
        <InputField
          type="date"
          label={t('manifest.day.label')}
          value={day}
          onChange={(e) => {
            if (e.target.value) void navigate({ to: '/supplier-dashboard/manifest', search: { date: e.target.value } });
          }}
        />
      </div>
      {slots.isPending ? (
        <Spinner label={t('manifest.meta.title')} />
      ) : slots.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(slots.error, t('errors.unexpected'))}
        </p>
      ) : slots.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {t('manifest.day.none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {slots.data.map((slot) => (
            <li
              key={slot.id}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-stone-900">{slot.activityTitle}</p>
                <p className="text-sm text-stone-700">
                  {formatLongDate(slot.date, locale)},{' '}
                  {formatSlotTimeRange(slot.startTime, slot.endTime, slot.timeZone, locale)}
                </p>
                <p className="text-sm text-stone-600">
                  {t('manifest.summary.parties', { count: slot.bookings })} ·{' '}
                  {t('manifest.summary.checkedIn', { count: slot.checkedIn, total: slot.bookings })}
                </p>
              </div>
              <Link
                to="/supplier-dashboard/manifest/$slotId"
                params={{ slotId: slot.id }}
                className={buttonClass('primary', 'sm')}
                aria-label={t('manifest.openFor', {
                  when: `${slot.activityTitle}, ${formatSlotTimeRange(slot.startTime, slot.endTime, slot.timeZone, locale)}`,
                })}
              >
                {t('manifest.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
