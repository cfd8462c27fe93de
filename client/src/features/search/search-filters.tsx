import { destinationsInLocale } from '@regen/shared/format-names';
import {
  SEARCH_MAX_PEOPLE,
  SEARCH_MAX_PRICE,
  activeFilterCount,
  durationRanges,
  effortLabels,
  effortLevels,
  readSearchFilters,
  type SearchFilters,
} from '@regen/shared/rules/search-filters';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCountryName, useFormatLocale, useLocale, useT } from '../../lib/i18n.tsx';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none';
const labelClass = 'block text-sm font-medium text-stone-800';

/** The form's fields as typed: text, so a half-typed number is kept while it is typed. */
interface Draft {
  q: string;
  country: string;
  category: string;
  date: string;
  people: string;
  minPrice: string;
  maxPrice: string;
  duration: string;
  effort: string;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

function draftOf(filters: SearchFilters): Draft {
  return {
    q: text(filters.q),
    country: text(filters.country),
    category: text(filters.category),
    date: text(filters.date),
    people: text(filters.people),
    minPrice: text(filters.minPrice),
    maxPrice: text(filters.maxPrice),
    duration: text(filters.duration),
    effort: text(filters.effort),
  };
}

/** The date on this device's calendar, for the date field's lower bound (set after the first render). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const subscribeToNothing = () => () => undefined;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface SearchFiltersFormProps {
  filters: SearchFilters;
  /** Set on /experiences/{country}: the country is the page's, not a filter. */
  fixedCountry?: string | undefined;
  /** Runs the search (a new URL: the back button returns to the previous one). */
  onSearch: (filters: SearchFilters) => void;
  /** Link or button that clears every filter. */
  clearAction: ReactNode;
}

/**
 * On a wide screen (Clear filters moves up beside Search) the English filters fit one row, so
 * the first result ends on the first screen (issue 30). The other languages' choices ("Tous
 * niveaux d’effort", „Beliebige Anstrengung“, "Toutes les destinations") need about 1,300 px for
 * one row and were cut at 1280 px: they keep two rows of four columns, where every choice reads
 * (measured at 390 and 1280 px in all five, docs/decisions/124).
 */
// Each column at least as wide as its English content ("All destinations" beside the select's arrow, the date with its
// picker beside People, two prices): 59rem and five gaps fit the form's 1,048 px at 1280.
const wideRow =
  'xl:grid-cols-[minmax(11rem,1fr)_minmax(8rem,0.8fr)_minmax(15rem,1.5fr)_minmax(9.5rem,1fr)_minmax(8rem,1fr)_minmax(7.5rem,1fr)]';
const wideRowInCountry =
  'xl:grid-cols-[minmax(8.5rem,0.8fr)_minmax(15rem,1.5fr)_minmax(9.5rem,1fr)_minmax(8rem,1fr)_minmax(7.5rem,1fr)]';
/** The page languages whose filters were measured to fit one row at 1280 px. */
const ONE_ROW_LOCALES: ReadonlySet<string> = new Set(['en']);

/** Fields typed as text: applied once typing pauses, not at every key. */
const typedFields = new Set<keyof Draft>(['q', 'people', 'minPrice', 'maxPrice']);
const TYPING_PAUSE_MS = 400;

/** The filters a draft stands for, as a comparable text (null when it cannot be read). */
function filtersKey(draft: Draft, fixedCountry: string | undefined): string | null {
  const result = readSearchFilters({ ...draft, country: fixedCountry ?? draft.country });
  return result.ok ? JSON.stringify(result.filters) : null;
}

/** The URL's filters without the order, the page and `near`, which the form does not hold. */
function formPart(filters: SearchFilters): string {
  const { sort: _sort, page: _page, near: _near, ...rest } = filters;
  const result = readSearchFilters(rest);
  return JSON.stringify(result.ok ? result.filters : {});
}

/**
 * The search's filters (issue 14): free text, then country, impact, a date with a party size,
 * price, duration and effort. Each applies as it changes (issue 30): a choice at once, typed
 * text and numbers once typing pauses (Enter or Search at once), each as a new URL; a value
 * that cannot be used says why and changes nothing. On a phone the filters below the text field
 * fold into a panel opened by the Filters button.
 */
export function SearchFiltersForm({ filters, fixedCountry, onSearch, clearAction }: SearchFiltersFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The server (and hydration) render no lower bound; the browser then sets its own today.
  const today = useSyncExternalStore(subscribeToNothing, localToday, () => undefined);
  const panelId = useId();
  const t = useT();
  const locale = useFormatLocale();
  const oneRow = ONE_ROW_LOCALES.has(useLocale()) ? (fixedCountry === undefined ? wideRow : wideRowInCountry) : '';
  const countryName = useCountryName();
  const errorId = useId();
  const count = activeFilterCount(filters, fixedCountry !== undefined);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A URL that changed otherwise (Back, a link, Clear filters) gives the form its values; one
  // this form made from the draft leaves the draft as typed ('forest ' keeps its space).
  const urlFilters = formPart(filters);
  const [shownUrl, setShownUrl] = useState(urlFilters);
  if (urlFilters !== shownUrl) {
    setShownUrl(urlFilters);
    if (filtersKey(draft, fixedCountry) !== urlFilters) {
      setDraft(draftOf(filters));
      setError(null);
    }
  }
  useEffect(() => () => clearTimeout(typing.current), []);

  function apply(next: Draft) {
    clearTimeout(typing.current);
    const result = readSearchFilters({ ...next, country: fixedCountry ?? next.country });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    if (JSON.stringify(result.filters) === urlFilters) return;
    // A new search starts on page 1 and keeps the chosen order and nearness; a page's country
    // is its path.
    const { country: _country, ...withoutCountry } = result.filters;
    const chosen: SearchFilters = fixedCountry === undefined ? result.filters : withoutCountry;
    onSearch({
      ...chosen,
      ...(filters.sort ? { sort: filters.sort } : {}),
      ...(filters.near && !chosen.country ? { near: filters.near } : {}),
    });
  }

  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    clearTimeout(typing.current);
    if (typedFields.has(key)) typing.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
    else apply(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <form
      role="search"
      aria-label={
        fixedCountry ? t('search.form.nameIn', { country: countryName(fixedCountry) }) : t('search.form.name')
      }
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label={t('search.form.text')}>
            {(id) => (
              <input
                id={id}
                type="search"
                name="q"
                value={draft.q}
                onChange={set('q')}
                maxLength={100}
                placeholder={t('search.form.textPlaceholder')}
                aria-describedby={error ? errorId : undefined}
                className={control}
              />
            )}
          </Field>
        </div>
        <div className="flex gap-2">
          <div className="hidden xl:flex">{clearAction}</div>
          <Button type="submit" className="flex-1 sm:flex-none">
            {t('search.form.submit')}
          </Button>
          <Button
            variant="outline"
            className="flex-1 lg:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('search.form.filters', { count })}
          </Button>
        </div>
      </div>

      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-4 sm:grid-cols-2 lg:grid lg:grid-cols-4 ${oneRow}`}
      >
        {fixedCountry === undefined ? (
          <Field label={t('search.form.destination')}>
            {(id) => (
              <select id={id} name="country" value={draft.country} onChange={set('country')} className={control}>
                <option value="">{t('search.form.allDestinations')}</option>
                {destinationsInLocale(locale).map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.displayName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        <fieldset className="space-y-1.5">
          <legend className={labelClass}>{t('search.form.impact')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1.5">
            {[
              ['', t('search.form.impactAny')],
              ['environmental', t('search.form.impactEnvironmental')],
              ['social', t('search.form.impactSocial')],
            ].map(([value, label]) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="category"
                  value={value}
                  checked={draft.category === value}
                  onChange={set('category')}
                  className="h-4 w-4 accent-brand-800"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_5rem] gap-2 sm:col-span-2 lg:col-span-1">
          <legend className={`${labelClass} mb-1.5`}>{t('search.form.spotsOnDate')}</legend>
          <Field label={t('search.form.date')}>
            {(id) => (
              <input
                id={id}
                type="date"
                name="date"
                value={draft.date}
                min={today}
                onChange={set('date')}
                className={control}
              />
            )}
          </Field>
          <Field label={t('search.form.people')}>
            {(id) => (
              <input
                id={id}
                type="number"
                name="people"
                inputMode="numeric"
                min={1}
                max={SEARCH_MAX_PEOPLE}
                placeholder={t('search.form.peoplePlaceholder')}
                value={draft.people}
                onChange={set('people')}
                className={control}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="grid min-w-0 grid-cols-2 gap-2">
          <legend className={`${labelClass} mb-1.5`}>{t('search.form.price')}</legend>
          <Field label={t('search.form.priceFrom')}>
            {(id) => (
              <input
                id={id}
                type="number"
                name="minPrice"
                inputMode="numeric"
                min={0}
                max={SEARCH_MAX_PRICE}
                placeholder={t('search.form.priceFromPlaceholder')}
                value={draft.minPrice}
                onChange={set('minPrice')}
                className={control}
              />
            )}
          </Field>
          <Field label={t('search.form.priceTo')}>
            {(id) => (
              <input
                id={id}
                type="number"
                name="maxPrice"
                inputMode="numeric"
                min={0}
                max={SEARCH_MAX_PRICE}
                placeholder={t('search.form.priceToPlaceholder')}
                value={draft.maxPrice}
                onChange={set('maxPrice')}
                className={control}
              />
            )}
          </Field>
        </fieldset>

        <Field label={t('search.form.duration')}>
          {(id) => (
            <select id={id} name="duration" value={draft.duration} onChange={set('duration')} className={control}>
              <option value="">{t('search.form.anyLength')}</option>
              {Object.entries(durationRanges).map(([value, range]) => (
                <option key={value} value={value}>
                  {t(range.label)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field label={t('search.form.effort')}>
          {(id) => (
            <select id={id} name="effort" value={draft.effort} onChange={set('effort')} className={control}>
              <option value="">{t('search.form.anyEffort')}</option>
              {effortLevels.map((level) => (
                <option key={level} value={level}>
                  {effortLabels[level]}
                </option>
              ))}
            </select>
          )}
        </Field>

        <div className="flex items-end sm:col-span-2 lg:col-span-1 xl:hidden">{clearAction}</div>
      </div>

      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
