import { formatPoints } from '@regen/shared/format';
import { formatOutcomeNumber, OUTCOME_UNITS, outcomeUnit } from '@regen/shared/rules/outcome-units';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useImpactReport, type ImpactReport } from './api.ts';
import './impact-report.css';
import { ImpactCharts, ImpactFigures } from './impact-charts.tsx';

// The site-wide impact report (/impact/report, issue 32 part 5): the totals by unit, verified apart
// from awaiting verification, by destination, with the charts; all time or one year, printable as
// the yearly report (print styles: the site's header, footer and the controls are left out).

export function ImpactReportPage({ year }: { year: number | undefined }) {
  const t = useT();
  const report = useImpactReport(year);
  if (report.isPending) return <Container className="py-10">{t('outcomes.impact.loading')}</Container>;
  if (report.isError) return <Container className="py-10 text-red-700">{t('outcomes.impact.loadFailed')}</Container>;
  return <Report report={report.data} />;
}

function Report({ report }: { report: ImpactReport }) {
  const t = useT();
  const locale = useLocale();
  const years = report.years.length > 0 ? report.years : report.year ? [report.year] : [];
  return (
    <Container className="py-10 sm:py-12 print:py-0" data-print-report="">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
        {report.year ? t('outcomes.report.titleYear', { year: String(report.year) }) : t('outcomes.report.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">{t('outcomes.report.intro')}</p>
      <form method="get" action="/impact/report" className="mt-6 flex flex-wrap items-end gap-3 print:hidden">
        <label className="text-sm font-medium text-stone-800">
          {t('outcomes.report.yearLabel')}
          <select
            name="year"
            defaultValue={report.year ? String(report.year) : ''}
            className="mt-1 block min-h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
          >
            <option value="">{t('outcomes.report.allTime')}</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {String(y)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {t('outcomes.report.show')}
        </Button>
        <Button type="button" onClick={() => window.print()}>
          {t('outcomes.report.print')}
        </Button>
      </form>
      <section aria-labelledby="report-totals" className="mt-8">
        <h2 id="report-totals" className="text-xl font-semibold text-stone-900">
          {t('outcomes.report.totals')}
        </h2>
        <div className="mt-3">
          <ImpactFigures impact={report} />
        </div>
        {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label={t('outcomes.report.unitsCaption')}
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="report-units">
            <caption className="sr-only">{t('outcomes.report.unitsCaption')}</caption>
            <thead>
              <tr className="border-b border-stone-300 text-stone-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('outcomes.report.unit')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('outcomes.impact.verified')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('outcomes.impact.awaiting')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.units.length === 0 ? (
                <tr>
                  <td colSpan={3} className="py-3 text-stone-600">
                    {t('outcomes.report.none')}
                  </td>
                </tr>
              ) : (
                report.units.map((u) => (
                  <tr key={u.unit} className="border-b border-stone-200">
                    <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                      {t(outcomeUnit(u.unit).nameKey)} ({t(outcomeUnit(u.unit).unitKey)})
                    </th>
                    <td className="py-2 pr-3">{formatOutcomeNumber(u.unit, u.verifiedHundredths, locale)}</td>
                    <td className="py-2 pr-3">{formatOutcomeNumber(u.unit, u.awaitingHundredths, locale)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>
      {report.units.length > 0 || report.points.verified + report.points.awaiting > 0 ? (
        <section aria-labelledby="report-charts" className="mt-10 break-inside-avoid">
          <h2 id="report-charts" className="text-xl font-semibold text-stone-900">
            {t('outcomes.report.overTime')}
          </h2>
          <div className="mt-4">
            <ImpactCharts impact={report} />
          </div>
        </section>
      ) : null}
      {report.byCountry.length > 0 ? (
        <section aria-labelledby="report-countries" className="mt-10">
          <h2 id="report-countries" className="text-xl font-semibold text-stone-900">
            {t('outcomes.report.byDestination')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {report.byCountry.map((c) => (
              <li key={c.country} className="break-inside-avoid rounded-2xl border border-stone-200 bg-white p-4">
                <h3 className="font-semibold text-stone-900">
                  <Link to="/country/$country" params={{ country: c.country }} className="underline underline-offset-4">
                    {c.country}
                  </Link>
                </h3>
                <ul className="mt-2 space-y-1 text-sm text-stone-800">
                  {OUTCOME_UNITS.flatMap((unit) => {
                    const row = c.units.find((u) => u.unit === unit.id);
                    if (!row) return [];
                    return [
                      <li key={unit.id}>
                        {t('outcomes.report.countryLine', {
                          unit: t(unit.nameKey),
                          verified: formatOutcomeNumber(unit.id, row.verifiedHundredths, locale),
                          awaiting: formatOutcomeNumber(unit.id, row.awaitingHundredths, locale),
                          label: t(unit.unitKey),
                        })}
                      </li>,
                    ];
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="report-limits" className="mt-10 max-w-3xl break-inside-avoid">
        <h2 id="report-limits" className="text-xl font-semibold text-stone-900">
          {t('outcomes.report.limitsTitle')}
        </h2>
        <p className="mt-2 text-stone-700">{t('outcomes.report.limits')}</p>
        <p className="mt-2 text-stone-700">
          {t('outcomes.report.pointsNote', { verified: formatPoints(report.points.verified, locale) })}
        </p>
      </section>
    </Container>
  );
}
