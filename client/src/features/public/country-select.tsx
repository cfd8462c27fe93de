import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { controlClass } from '../../components/ui/field.tsx';
import { CountryFlag } from './country-flag.tsx';

interface CountryOption {
  /** The value (the English name, an identifier). */
  name: string;
  code: string;
  /** The name as the page's locale writes it, when it differs (docs/decisions/117). */
  displayName?: string;
}

const shown = (c: CountryOption) => c.displayName ?? c.name;

interface CountrySelectProps {
  id: string;
  /** Id of the visible label element. */
  labelId: string;
  countries: readonly CountryOption[];
  value: string;
  onChange: (name: string) => void;
  placeholder: string;
  required?: boolean;
}

const TYPEAHEAD_MS = 700;
const PAGE = 10;

/**
 * A select-only combobox whose options show flags (WAI-ARIA APG pattern): arrows, Home/End,
 * Page Up/Down, typing to jump, Enter or Space to choose, Escape to close, Tab to choose and
 * move on. Focus stays on the combobox; the active option is announced through
 * aria-activedescendant.
 */
export function CountrySelect({ id, labelId, countries, value, onChange, placeholder, required }: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = countries.findIndex((c) => c.name === value);
  const selected = countries[selectedIndex];

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setOpen(true);
    setActive(Math.max(0, Math.min(countries.length - 1, index)));
  }

  function choose(index: number) {
    const country = countries[index];
    if (country) onChange(country.name);
    setOpen(false);
  }

  function typeahead(char: string) {
    const now = Date.now();
    const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + char.toLowerCase();
    typed.current = { text, at: now };
    const start = text.length === 1 && open ? active + 1 : 0;
    const ordered = [...countries.slice(start), ...countries.slice(0, start)];
    const match = ordered.find((c) => shown(c).toLowerCase().startsWith(text));
    if (match) openAt(countries.indexOf(match));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = open ? active : selectedIndex;
    const typing = Date.now() - typed.current.at < TYPEAHEAD_MS && typed.current.text !== '';
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openAt(open ? current + 1 : Math.max(current, 0));
        return;
      case 'ArrowUp':
        event.preventDefault();
        openAt(open ? current - 1 : Math.max(current, 0));
        return;
      case 'Home':
        event.preventDefault();
        openAt(0);
        return;
      case 'End':
        event.preventDefault();
        openAt(countries.length - 1);
        return;
      case 'PageDown':
        event.preventDefault();
        openAt(current + PAGE);
        return;
      case 'PageUp':
        event.preventDefault();
        openAt(current - PAGE);
        return;
      case 'Enter':
        event.preventDefault();
        if (open) choose(active);
        else openAt(Math.max(selectedIndex, 0));
        return;
      case ' ':
        event.preventDefault();
        if (typing) typeahead(' ');
        else if (open) choose(active);
        else openAt(Math.max(selectedIndex, 0));
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Tab':
        if (open) choose(active);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          typeahead(event.key);
        }
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        id={id}
        role="combobox"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-required={required ? true : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : openAt(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        className={`${controlClass} flex h-11 items-center gap-3 text-left`}
      >
        <CountryFlag code={selected?.code} className="w-6 shrink-0 text-base" />
        <span className={`flex-1 truncate ${selected ? '' : 'text-stone-500'}`}>
          {selected ? shown(selected) : placeholder}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-stone-500" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-stone-200 bg-white p-1 shadow-xl"
      >
        {/* Options exist only while open: ~150 rows with flags would otherwise be built,
            and prerendered, on every landing page view. */}
        {open &&
          countries.map((country, index) => (
            <li
              key={country.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                index === active ? 'bg-brand-100 text-brand-950' : 'text-stone-800'
              } ${index === selectedIndex ? 'font-semibold' : ''}`}
            >
              <CountryFlag code={country.code} lazy className="h-auto w-6 shrink-0" />
              {shown(country)}
            </li>
          ))}
      </ul>
    </div>
  );
}
