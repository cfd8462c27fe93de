import { formatDateTime, formatPoints } from '@regen/shared/format';
import { formatOutcomeAmount, isOutcomeUnitId, OUTCOME_UNITS, outcomeUnit } from '@regen/shared/rules/outcome-units';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import {
  useLedgerEntries,
  useLedgerFilters,
  type LedgerEntriesPage,
  type LedgerFilterChoices,
  type LedgerListEntry,
} from './api.ts';
import type { LedgerSearch } from './ledger-search.ts';

// /impact/ledger (docs/decisions/106): the public chain, newest first, filterable by destination,
// activity and outcome unit, with the downloads and the way to verify them. Dates are written in
// UTC, the same on the server's render and in every browser.

const JSON_PATH = '/impact/ledger.json';
const CSV_PATH = '/impact/ledger.csv';

const kindTone: Record<LedgerListEntry['kind'], BadgeTone> = {
  attended: 'green',
  correction: 'orange',
  outcome_verified: 'teal',
  outcome_queried: 'yellow',
  outcome_rejected: 'red',
};

export function LedgerPage({ search }: { search: LedgerSearch }) {
  const t = useT();
  const entries = useLedgerEntries(search);
  const filters = useLedgerFilters();
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('ledger.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('ledger.title')}</h1>
        <p className="mt-3 max-w-3xl text-stone-700">{t('ledger.intro')}</p>
        <p className="mt-2 max-w-3xl text-sm text-stone-600">{t('ledger.privacy')}</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <LedgerFilters search={search} choices={filters.data} />
            {entries.isPending ? (
              <Spinner label={t('ledger.title')} className="py-16" />
            ) : entries.isError ? (
              <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
                {t('ledger.empty')}
              </p>
            ) : (
              <LedgerEntries page={entries.data} search={search} />
            )}
          </div>
          <aside className="space-y-6">
            <ChainCard chain={entries.data?.chain} />
            <DownloadsCard />
          </aside>
        </div>
      </Container>
    </div>
  );
}

function ChainCard({ chain }: { chain: LedgerEntriesPage['chain'] | undefined }) {
  const t = useT();
  if (!chain) return null;
  return (
    <Card className="p-5">
      <p className="text-2xl font-extrabold text-brand-900">
        {chain.entries > 0 ? t('ledger.summary.entries', { count: chain.entries }) : t('ledger.summary.none')}
      </p>
      {chain.headHash && chain.entries > 0 ? (
        <>
          <p className="mt-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('ledger.summary.head')}
          </p>
          <p className="mt-1 font-mono text-xs break-all text-stone-800" data-testid="ledger-head-hash">
            {chain.headHash}
          </p>
        </>
      ) : null}
    </Card>
  );
}

function DownloadsCard() {
  const t = useT();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-stone-900">{t('ledger.downloads.title')}</h2>
      <p className="mt-2 text-sm text-stone-700">{t('ledger.downloads.body')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Plain links: the files are served by the server, not by the router. */}
        <a href={JSON_PATH} download className={buttonClass('primary', 'sm')}>
          {t('ledger.downloads.asJson')}
        </a>
        <a href={CSV_PATH} download className={buttonClass('outline', 'sm')}>
          {t('ledger.downloads.asCsv')}
        </a>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <Link
            to="/impact/methodology"
            hash="verify"
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            {t('ledger.downloads.verify')}
          </Link>
        </li>
        <li>
          <Link to="/impact/methodology" className="font-medium text-brand-800 underline underline-offset-4">
            {t('ledger.downloads.methodology')}
          </Link>
        </li>
      </ul>
    </Card>
  );
}

/**
 * The filters as a GET form: it works before the page's code has loaded (the server renders the
 * result), and once it has, a submit moves within the app.
 */
function LedgerFilters({ search, choices }: { search: LedgerSearch; choices: LedgerFilterChoices | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const [destination, setDestination] = useState(search.destination ?? '');
  const countries = [...new Set([...(choices?.countries ?? []), ...(search.destination ? [search.destination] : [])])];
  const activities = (choices?.activities ?? []).filter((a) => !destination || a.country === destination);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' && v ? v : undefined;
    };
    const unit = value('unit');
    void navigate({
      to: '/impact/ledger',
      search: {
        destination: value('destination'),
        activity: value('activity'),
        unit: unit && isOutcomeUnitId(unit) ? unit : undefined,
      },
    });
  }

  const filtered = Boolean(search.destination || search.activity || search.unit);
  return (
    <form
      method="get"
      action="/impact/ledger"
      onSubmit={submit}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <fieldset>
        <legend className="text-base font-bold text-stone-900">{t('ledger.filter.legend')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('ledger.filter.destination')}
            name="destination"
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
          >
            <option value="">{t('ledger.filter.allDestinations')}</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </SelectField>
          <SelectField
            key={destination}
            label={t('ledger.filter.activity')}
            name="activity"
            defaultValue={activities.some((a) => a.activityId === search.activity) ? search.activity : ''}
          >
            <option value="">{t('ledger.filter.allActivities')}</option>
            {activities.map((a) => (
              <option key={a.activityId} value={a.activityId}>
                {a.title ?? t('ledger.entry.activityGone')}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('ledger.filter.unit')} name="unit" defaultValue={search.unit ?? ''}>
            <option value="">{t('ledger.filter.allUnits')}</option>
            {OUTCOME_UNITS.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {t(unit.nameKey)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('ledger.filter.apply')}
        </button>
        {filtered ? (
          <Link to="/impact/ledger" className={buttonClass('ghost', 'md')}>
            {t('ledger.filter.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function LedgerEntries({ page, search }: { page: LedgerEntriesPage; search: LedgerSearch }) {
  const t = useT();
  return (
    <section aria-labelledby="ledger-entries-heading" className="mt-6">
      <h2 id="ledger-entries-heading" className="text-lg font-bold text-stone-900">
        {t('ledger.entries.label')}
      </h2>
      <p className="mt-1 text-sm text-stone-600" aria-live="polite">
        {t('ledger.filter.showing', { count: page.total })}
      </p>
      {page.entries.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-stone-700">{t('ledger.empty')}</Card>
      ) : (
        <ol className="mt-4 space-y-3">
          {page.entries.map((entry) => (
            <LedgerEntryCard key={entry.serial} entry={entry} />
          ))}
        </ol>
      )}
      {page.pageCount > 1 ? <Pagination page={page.page} pages={page.pageCount} search={search} /> : null}
    </section>
  );
}

function LedgerEntryCard({ entry }: { entry: LedgerListEntry }) {
  const t = useT();
  const locale = useLocale();
  const kind = useKindLabel(entry);
  const isCredit = entry.kind === 'attended' || entry.kind === 'correction';
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="ledger-entry"
      data-serial={entry.serial}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-mono text-sm font-bold text-stone-900">
          {t('ledger.entry.serial', { serial: entry.serial })}
        </span>
        <Badge tone={kindTone[entry.kind]}>{kind}</Badge>
        <span className="text-sm text-stone-600">
          {t('ledger.entry.recorded', { date: formatDateTime(entry.recordedAt, locale, 'UTC') })}
        </span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {entry.activityTitle ? (
              <Link to="/booking/$activityId" params={{ activityId: entry.activityId }} className="hover:underline">
                {entry.activityTitle}
              </Link>
            ) : (
              t('ledger.entry.activityGone')
            )}
          </p>
          <p className="text-sm text-stone-600">
            {entry.country}
            {entry.supplierName ? ` · ${t('ledger.entry.host', { name: entry.supplierName })}` : null}
          </p>
          {isCredit ? <CreditDetails entry={entry} /> : <OutcomeDetails entry={entry} />}
        </div>
        {isCredit ? (
          <p className={`text-lg font-bold ${entry.points < 0 ? 'text-orange-800' : 'text-brand-900'}`}>
            {t('ledger.entry.points', {
              points: `${entry.points > 0 ? '+' : ''}${formatPoints(entry.points, locale)}`,
            })}
          </p>
        ) : null}
      </div>
      <details className="mt-3 text-xs text-stone-600">
        <summary className="cursor-pointer font-medium text-stone-700">
          {t('ledger.entry.hash')} <span className="font-mono">{entry.hash.slice(0, 16)}…</span>
        </summary>
        <dl className="mt-2 grid gap-1">
          <dt className="font-semibold">{t('ledger.entry.hash')}</dt>
          <dd className="font-mono break-all">{entry.hash}</dd>
          <dt className="font-semibold">{t('ledger.entry.prevHash')}</dt>
          <dd className="font-mono break-all">{entry.prevHash}</dd>
        </dl>
      </details>
    </li>
  );
}

function useKindLabel(entry: LedgerListEntry): string {
  const t = useT();
  switch (entry.kind) {
    case 'attended':
      return t('ledger.entry.kind.attended');
    case 'correction':
      return t('ledger.entry.kind.correction', { serial: entry.corrects ?? 0 });
    case 'outcome_verified':
      return t('ledger.entry.kind.outcome_verified');
    case 'outcome_queried':
      return t('ledger.entry.kind.outcome_queried');
    case 'outcome_rejected':
      return t('ledger.entry.kind.outcome_rejected');
  }
}

function CreditDetails({ entry }: { entry: LedgerListEntry }) {
  const t = useT();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      {entry.travelerName && entry.receiptId ? (
        <Link
          to="/impact/receipts/$receiptId"
          params={{ receiptId: entry.receiptId }}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          {t('ledger.entry.receiptOf', { name: entry.travelerName })}
        </Link>
      ) : entry.traveler ? (
        <span className="font-mono">{t('ledger.entry.traveler', { id: entry.traveler.slice(0, 8) })}</span>
      ) : null}
      <span>
        {entry.participants === null
          ? t('ledger.entry.noShow')
          : t('ledger.entry.participants', { count: entry.participants })}
      </span>
    </p>
  );
}

function OutcomeDetails({ entry }: { entry: LedgerListEntry }) {
  const t = useT();
  const locale = useLocale();
  const unit = entry.unit && isOutcomeUnitId(entry.unit) ? outcomeUnit(entry.unit) : null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      {unit ? <span className="font-semibold text-stone-900">{t(unit.nameKey)}</span> : null}
      {unit && entry.amountHundredths !== null ? (
        <span>{formatOutcomeAmount(unit.id, entry.amountHundredths, locale)}</span>
      ) : null}
      {entry.reviewer ? <span>{t('ledger.entry.reviewer', { reviewer: entry.reviewer })}</span> : null}
      {entry.corrects !== null ? <span>{t('ledger.entry.follows', { serial: entry.corrects })}</span> : null}
    </p>
  );
}

function Pagination({ page, pages, search }: { page: number; pages: number; search: LedgerSearch }) {
  const t = useT();
  return (
    <nav aria-label={t('ledger.pagination.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link
          to="/impact/ledger"
          search={{ ...search, page: page - 1 > 1 ? page - 1 : undefined }}
          className={buttonClass('outline', 'md')}
        >
          {t('ledger.pagination.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-600">{t('ledger.pagination.page', { page, pages })}</span>
      {page < pages ? (
        <Link to="/impact/ledger" search={{ ...search, page: page + 1 }} className={buttonClass('outline', 'md')}>
          {t('ledger.pagination.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
