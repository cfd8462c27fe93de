import {
  formatDecimal,
  formatNumber,
  formatPercent,
  formatPoints,
  formatShortDate,
  formatUsdCents,
} from '@regen/shared/format';
import type { DashboardNumbers } from '@regen/shared/schemas/dashboard-numbers';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useDashboardNumbers } from './api.ts';
import { BarChart, LineChart } from '../charts/index.ts';

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
/** A value the server could not measure (null) is a gap in a line, not a zero. */
const orGap = (n: number | null) => (n === null ? Number.NaN : n);

function Summary({ numbers }: { numbers: DashboardNumbers }) {
  const t = useT();
  const locale = useLocale();
  const past = numbers.weeks.filter((week) => !week.upcoming);
  const ahead = numbers.weeks.filter((week) => week.upcoming);
  const cards = [
    { label: t('numbers.summary.bookings'), value: formatNumber(sum(past.map((w) => w.bookings)), locale) },
    { label: t('numbers.summary.people'), value: formatNumber(sum(past.map((w) => w.people)), locale) },
    { label: t('numbers.summary.ahead'), value: formatNumber(sum(ahead.map((w) => w.bookings)), locale) },
    { label: t('numbers.summary.points'), value: formatPoints(sum(past.map((w) => w.points)), locale) },
  ];
  return (
    <dl aria-label={t('numbers.summary.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The supplier's numbers at a glance (issue 31 part 8): the last 12 weeks and the next 4, from the
 * one procedure `dashboardNumbers.mine`.
 */
export function NumbersPanel() {
  const t = useT();
  const locale = useLocale();
  const query = useDashboardNumbers();

  if (query.isPending) return <Spinner label={t('numbers.loading')} className="py-16" />;
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        <p role="alert" className="text-stone-700">
          {t('numbers.loadFailed')}
        </p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {t('numbers.tryAgain')}
        </Button>
      </div>
    );
  }

  const numbers = query.data;
  const weekOf = (weekStart: string) => formatShortDate(weekStart, locale);
  const weekly = (label: string, value: (week: DashboardNumbers['weeks'][number]) => number) => ({
    label,
    points: numbers.weeks.map((week) => ({ x: weekOf(week.weekStart), y: value(week) })),
  });
  const percent = (n: number) => formatPercent(n, locale);
  const weekAxis = t('numbers.weekOf');

  return (
    <section aria-labelledby="numbers-title" className="space-y-5">
      <div>
        <h2 id="numbers-title" className="text-xl font-bold text-stone-900">
          {t('numbers.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('numbers.intro')}</p>
      </div>
      <Summary numbers={numbers} />
      <div className="grid gap-5 lg:grid-cols-2">
        <BarChart
          title={t('numbers.bookings.title')}
          xLabel={weekAxis}
          yLabel={t('numbers.bookings.axis')}
          series={[
            weekly(t('numbers.series.bookings'), (w) => w.bookings),
            weekly(t('numbers.series.people'), (w) => w.people),
          ]}
          formatY={(n) => formatNumber(n, locale)}
        />
        <BarChart
          title={t('numbers.occupancy.title')}
          description={t('numbers.occupancy.description')}
          xLabel={t('numbers.activity')}
          yLabel={t('numbers.occupancy.axis')}
          yMax={100}
          series={[
            {
              label: t('numbers.series.past'),
              points: numbers.occupancy.map((a) => ({ x: a.title, y: orGap(a.pastPercent) })),
            },
            {
              label: t('numbers.series.upcoming'),
              points: numbers.occupancy.map((a) => ({ x: a.title, y: orGap(a.upcomingPercent) })),
            },
          ]}
          formatY={percent}
        />
        <BarChart
          title={t('numbers.revenue.title')}
          description={t('numbers.revenue.description')}
          xLabel={weekAxis}
          yLabel={t('numbers.revenue.axis')}
          series={[
            weekly(t('numbers.series.paid'), (w) => w.paidCents),
            weekly(t('numbers.series.unpaid'), (w) => w.unpaidCents),
          ]}
          formatY={(cents) => formatUsdCents(cents, locale)}
        />
        <LineChart
          title={t('numbers.noShow.title')}
          description={t('numbers.noShow.description')}
          xLabel={weekAxis}
          yLabel={t('numbers.noShow.axis')}
          yMax={100}
          series={[weekly(t('numbers.series.noShow'), (w) => orGap(w.noShowPercent))]}
          formatY={percent}
        />
        <LineChart
          title={t('numbers.rating.title')}
          description={t('numbers.rating.description')}
          xLabel={weekAxis}
          yLabel={t('numbers.rating.axis')}
          yMax={5}
          series={[weekly(t('numbers.series.rating'), (w) => orGap(w.averageRating))]}
          formatY={(n) => formatDecimal(n, locale)}
        />
        <BarChart
          title={t('numbers.points.title')}
          description={t('numbers.points.description')}
          xLabel={weekAxis}
          yLabel={t('numbers.points.axis')}
          series={[weekly(t('numbers.series.points'), (w) => w.points)]}
          formatY={(n) => formatPoints(n, locale)}
        />
      </div>
    </section>
  );
}
