import { Link } from '@tanstack/react-router';
import { useCountryName, useT } from '../../lib/i18n.tsx';
import { useCountryImpact } from './api.ts';
import { ImpactCharts, ImpactFigures } from './impact-charts.tsx';

// A country page's impact panel (issue 32 part 5), loaded on its own after the page: measured
// outcomes reported in the country, verified apart from awaiting verification.

export default function CountryImpactPanel({ country }: { country: string }) {
  const t = useT();
  const countryName = useCountryName();
  const impact = useCountryImpact(country);
  if (impact.isPending) return <p className="text-sm text-stone-600">{t('outcomes.impact.loading')}</p>;
  if (impact.isError) return <p className="text-sm text-red-700">{t('outcomes.impact.loadFailed')}</p>;
  const data = impact.data;
  return (
    <div className="space-y-6">
      {data.units.length === 0 && data.points.verified + data.points.awaiting === 0 ? (
        <p className="text-stone-700">{t('outcomes.impact.empty', { country: countryName(country) })}</p>
      ) : (
        <>
          <ImpactFigures impact={data} />
          <ImpactCharts impact={data} />
        </>
      )}
      <p className="text-sm text-stone-700">
        {t('outcomes.impact.howCounted')}{' '}
        <Link to="/impact/report" className="font-semibold text-brand-800 underline underline-offset-4">
          {t('outcomes.facts.reportLink')}
        </Link>
      </p>
    </div>
  );
}
