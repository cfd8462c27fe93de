import { formatMonthYear, formatNumber, formatPoints } from '@regen/shared/format';
import { formatOutcomeNumber, outcomeUnit } from '@regen/shared/rules/outcome-units';
import { BarChart, LineChart } from '../charts/index.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { CountryImpact } from './api.ts';

// The charts of impact per destination and of the yearly report (issue 32 part 5): outcomes by
// unit over time, verified apart from awaiting verification; the Regen Points® credited for them,
// split the same way; the travelers and suppliers contributing. Drawn by the charts feature.

type Impact = Pick<CountryImpact, 'months' | 'units' | 'points' | 'pointsByMonth' | 'contributors'>;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3" data-testid={testId}>
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

export function ImpactFigures({ impact }: { impact: Impact }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label={t('outcomes.impact.travelers')} value={formatNumber(impact.contributors.travelers, locale)} />
      <Figure label={t('outcomes.impact.suppliers')} value={formatNumber(impact.contributors.suppliers, locale)} />
      <Figure
        label={t('outcomes.impact.pointsVerified')}
        value={formatPoints(impact.points.verified, locale)}
        testId="impact-points-verified"
      />
      <Figure
        label={t('outcomes.impact.pointsAwaiting')}
        value={formatPoints(impact.points.awaiting, locale)}
        testId="impact-points-awaiting"
      />
    </dl>
  );
}

/** A y axis top whose four steps are whole numbers (people are counted whole). */
function wholeTicksTop(values: number[]): number {
  return Math.max(4, Math.ceil(Math.max(0, ...values) / 4) * 4);
}

/** Every unit's amounts by month, then points verified vs awaiting, then contributors. */
export function ImpactCharts({ impact }: { impact: Impact }) {
  const t = useT();
  const locale = useLocale();
  const months = impact.months.map((m) => formatMonthYear(`${m}-01`, locale));
  const verified = t('outcomes.impact.verified');
  const awaiting = t('outcomes.impact.awaiting');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {impact.units.map((unit) => {
        const name = t(outcomeUnit(unit.unit).nameKey);
        return (
          <div key={unit.unit} className="min-w-0" data-testid={`impact-unit-${unit.unit}`}>
            <BarChart
              title={t('outcomes.impact.unitOverTime', { unit: name })}
              description={t('outcomes.impact.unitTotals', {
                verified: formatOutcomeNumber(unit.unit, unit.verifiedHundredths, locale),
                awaiting: formatOutcomeNumber(unit.unit, unit.awaitingHundredths, locale),
                label: t(outcomeUnit(unit.unit).unitKey),
              })}
              xLabel={t('outcomes.impact.month')}
              yLabel={t(outcomeUnit(unit.unit).unitKey)}
              formatY={(n) => formatOutcomeNumber(unit.unit, Math.round(n * 100), locale)}
              series={[
                {
                  label: verified,
                  points: unit.byMonth.map((m, i) => ({ x: months[i]!, y: m.verifiedHundredths / 100 })),
                },
                {
                  label: awaiting,
                  points: unit.byMonth.map((m, i) => ({ x: months[i]!, y: m.awaitingHundredths / 100 })),
                },
              ]}
            />
          </div>
        );
      })}
      <div className="min-w-0">
        <BarChart
          title={t('outcomes.impact.pointsOverTime')}
          xLabel={t('outcomes.impact.month')}
          yLabel={t('outcomes.impact.points')}
          formatY={(n) => formatPoints(n, locale)}
          series={[
            { label: verified, points: impact.pointsByMonth.map((m, i) => ({ x: months[i]!, y: m.verified })) },
            { label: awaiting, points: impact.pointsByMonth.map((m, i) => ({ x: months[i]!, y: m.awaiting })) },
          ]}
        />
      </div>
      <div className="min-w-0">
        <LineChart
          title={t('outcomes.impact.contributorsOverTime')}
          xLabel={t('outcomes.impact.month')}
          yMax={wholeTicksTop(impact.pointsByMonth.flatMap((m) => [m.travelers, m.suppliers]))}
          formatY={(n) => formatNumber(n, locale)}
          series={[
            {
              label: t('outcomes.impact.travelers'),
              points: impact.pointsByMonth.map((m, i) => ({ x: months[i]!, y: m.travelers })),
            },
            {
              label: t('outcomes.impact.suppliers'),
              points: impact.pointsByMonth.map((m, i) => ({ x: months[i]!, y: m.suppliers })),
            },
          ]}
        />
      </div>
    </div>
  );
}
