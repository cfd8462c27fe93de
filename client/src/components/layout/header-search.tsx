import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Container } from '../ui/page.tsx';
import { SearchIcon, TripSearchForm } from './trip-search.tsx';

// The header's search (issue 30): on a wide screen (xl) the trip search sits in the header as
// one row; narrower, a Search button opens the same form in a panel under the header (a
// disclosure: the button says whether it is open, Escape closes it and focus returns). On a
// phone the header's row has no room left beside the spec's controls, so the button is a
// search bar of its own under that row. The search pages have their own, fuller search, and
// the home page's hero has this one right below, so neither repeats it on a phone.

export interface HeaderSearchState {
  open: boolean;
  /** Opens (with the opener's id, to give focus back) or closes the panel. */
  toggle: (openerId: string | null) => void;
  panelId: string;
  rowButtonId: string;
  barButtonId: string;
  openerId: string | null;
  pathname: string;
}

export function useHeaderSearch(): HeaderSearchState {
  const [state, setState] = useState<{ open: boolean; openerId: string | null }>({ open: false, openerId: null });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const id = useId();
  // Another page closes the panel.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setState({ open: false, openerId: null });
  }
  return {
    open: state.open,
    openerId: state.openerId,
    toggle: (openerId) => setState((s) => (s.open ? { open: false, openerId: s.openerId } : { open: true, openerId })),
    panelId: `${id}-panel`,
    rowButtonId: `${id}-row`,
    barButtonId: `${id}-bar`,
    pathname,
  };
}

const onSearchPage = (pathname: string) => /^\/experiences(\/|$)/.test(pathname);

/** In the header's row: the one-row search (xl), or the button that opens the panel (sm to xl). */
export function HeaderSearch({ search }: { search: HeaderSearchState }) {
  const t = useT();
  if (onSearchPage(search.pathname)) return null;
  // Nothing of it shows on a phone: display none, so the row's gap is not spent on it.
  return (
    <div className="ml-auto hidden items-center sm:flex">
      <TripSearchForm variant="bar" className="hidden xl:flex" />
      <button
        id={search.rowButtonId}
        type="button"
        aria-expanded={search.open}
        aria-controls={search.panelId}
        aria-label={search.open ? t('find.header.close') : t('find.header.open')}
        onClick={() => search.toggle(search.rowButtonId)}
        className="hidden h-10 w-10 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 touch:h-11 touch:w-11 sm:inline-flex xl:hidden"
      >
        <SearchIcon className="h-5 w-5" />
      </button>
    </div>
  );
}

/** Under the header's row: a phone's search bar, and the panel with the trip search. */
export function HeaderSearchPanel({ search }: { search: HeaderSearchState }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const { open } = search;
  useEffect(() => {
    if (open) panel.current?.querySelector('select')?.focus();
  }, [open]);
  if (onSearchPage(search.pathname)) return null;
  return (
    <>
      {search.pathname === '/' ? null : (
        <Container className="pb-2 sm:hidden">
          <button
            id={search.barButtonId}
            type="button"
            aria-expanded={open}
            aria-controls={search.panelId}
            onClick={() => search.toggle(search.barButtonId)}
            className="flex h-11 w-full items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-left text-sm text-stone-700 shadow-sm hover:bg-stone-50"
          >
            <SearchIcon className="h-4 w-4 text-brand-800" />
            {open ? t('find.header.close') : t('find.header.open')}
          </button>
        </Container>
      )}
      <div
        id={search.panelId}
        ref={panel}
        hidden={!open}
        role="region"
        aria-label={t('find.header.open')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          search.toggle(null);
          if (search.openerId) document.getElementById(search.openerId)?.focus();
        }}
        className="border-t border-stone-200 bg-white shadow-md xl:hidden"
      >
        <Container className="py-4">
          <TripSearchForm variant="hero" onSearched={() => search.toggle(null)} />
        </Container>
      </div>
    </>
  );
}
