import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import type { PlainMessageKey } from '@regen/shared/i18n';

type Entry = {
  label: PlainMessageKey;
  to: string;
  bold?: boolean;
  /** A divider follows it: after the signed-in entries. */
  divider?: boolean;
  /** Unread messages, shown as a count and read out as 'Messages, 3 unread'. */
  unread?: number;
};

const entries: Entry[] = [
  { label: 'layout.menu.aboutUs', to: '/about-us' },
  { label: 'layout.menu.destinations', to: '/destinations' },
  { label: 'layout.menu.currentProjects', to: '/current-projects' },
  { label: 'layout.menu.news', to: '/news' },
];

const itemClass =
  'block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm text-stone-800 outline-none hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-900 touch:py-3';

/**
 * The main menu (docs/spec/public-site.md §1): a Menu button; signed-in users get My Profile first,
 * in bold, and Messages with their unread count (issue 15), then a divider. A WAI-ARIA menu
 * button written by hand (arrow keys, Home/End, Escape, focus returns to the button) because a
 * popover library would weigh more than the whole landing page's own code.
 */
export function MainMenu({ unreadMessages = 0 }: { unreadMessages?: number }) {
  const { user } = useAuth();
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const containerRef = useRef<HTMLDivElement>(null);

  const items: Entry[] = [
    ...(user
      ? [
          { label: 'layout.menu.myProfile', to: '/profile', bold: true } as const,
          // A traveler's reservations (issue 30) and verified Regen Points (issue 13).
          ...(user.supplier
            ? []
            : [
                { label: 'layout.menu.myReservations', to: '/traveler-dashboard' } as const,
                { label: 'layout.menu.myImpact', to: '/impact' } as const,
              ]),
          // The inbox (issue 15), with the total of unread messages, kept live by the caller.
          { label: 'layout.menu.messages', to: '/messages', unread: unreadMessages, divider: true } as const,
        ]
      : []),
    ...entries,
  ];

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (entry: Entry) => {
    close(false);
    void navigate({ to: entry.to });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      // Opened by a click or tap, the menu leaves focus on its button: Escape closes it there too.
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 min-w-11 justify-center bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 min-[480px]:px-4 touch:h-11"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
        </svg>
        {/* A phone's header also holds Sign in and Sign Up as Traveler: the icon says Menu there. */}
        <span className="sr-only min-[480px]:not-sr-only">{t('layout.menu.button')}</span>
        {user && unreadMessages > 0 ? (
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-700" data-testid="menu-unread-dot" />
        ) : null}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('layout.menu.label')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {items.map((entry, index) => (
            <div key={entry.to} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} ${entry.bold ? 'font-bold' : ''} ${entry.unread ? 'flex items-center justify-between gap-3' : ''}`}
                aria-label={
                  entry.unread ? t('layout.menu.unread', { label: t(entry.label), count: entry.unread }) : undefined
                }
                onClick={() => choose(entry)}
              >
                {t(entry.label)}
                {entry.unread ? (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-800 px-1.5 text-xs font-bold text-white"
                  >
                    {entry.unread}
                  </span>
                ) : null}
              </button>
              {entry.divider ? <div role="separator" className="my-1 h-px bg-stone-200" /> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
