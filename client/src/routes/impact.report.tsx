import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ImpactReportPage } from '../features/outcomes/impact-report-page.tsx';
import { pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';

// The site-wide impact report, all time or one year (issue 32 part 5, docs/decisions/107):
// server-rendered with its data; ?year=2026 is the printable yearly report.

interface ReportSearch {
  year?: number | undefined;
}

// A plain validator rather than a zod schema keeps zod out of the entry bundle.
function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const year =
    typeof search.year === 'number' ? search.year : typeof search.year === 'string' ? Number(search.year) : NaN;
  return { year: Number.isInteger(year) && year >= 2020 && year <= 2100 ? year : undefined };
}

export const Route = createFileRoute('/impact/report')({
  validateSearch: validateReportSearch,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: async ({ context, deps }) => {
    await preload(
      context.trpcUtils.outcomes.impactReport.prefetch(deps.year === undefined ? undefined : { year: deps.year }, {
        retry: false,
      }),
    );
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.impactReport.title'),
      formatMessage(match.context.locale, 'meta.impactReport.description'),
    ),
  component: ReportRoute,
});

function ReportRoute() {
  const { year } = Route.useSearch();
  return <ImpactReportPage year={year} />;
}
