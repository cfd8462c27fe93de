import { Suspense, memo, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
// The calendar's stylesheet belongs to the page, not to the form's code: the island renders it
// as a React stylesheet resource, which the server writes into the page's <head>, so the
// server-rendered calendar is styled at the first paint (when it came with the page's code,
// after that paint, the calendar grew on a desktop: docs/decisions/075). On a page rendered
// in the browser, React shows the page once the stylesheet has loaded.
import calendarStylesheet from 'react-day-picker/style.css?url';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { hasBookingDraft, type DraftValues } from './booking-draft.ts';
import type { BookingForm, BookingFormProps } from './booking-form.tsx';

// The booking form is the page's only heavy part: react-hook-form, the calendar (react-day-picker
// with date-fns) and, once it mounts, zod with booking.create's schema. The server renders it
// with the page (the route's loader loads its code there first); in the browser its code loads on
// the visitor's first use of the form (pointer over it, a touch, focus, a click) and React then
// hydrates it in place, so a first visit downloads the page without it (docs/decisions/073).
// Until then the server's HTML stays as it is: fields can be typed into (the form starts from what
// was typed) and a button pressed before the code came (a calendar day, the month arrows) is
// pressed again once the form is hydrated.

type FormComponent = typeof BookingForm;

/** The form's code, and how to read what the visitor typed into the server's form meanwhile. */
interface LoadedForm {
  BookingForm: FormComponent;
  readTyped: () => Partial<DraftValues>;
}

let formCode: Promise<FormComponent> | undefined;
/** Set once the code has loaded: on the server before rendering, in the browser after a first use. */
let loadedFormCode: FormComponent | undefined;

/** Loads the form's code (once; again after a failure). */
export function preloadBookingForm(): Promise<FormComponent> {
  formCode ??= (async () => {
    try {
      const { BookingForm } = await import('./booking-form.tsx');
      return (loadedFormCode = BookingForm);
    } catch (error) {
      formCode = undefined;
      throw error;
    }
  })();
  return formCode;
}

const nothingTyped = () => ({});

/** What was typed into the server-rendered form: its non-empty fields and a changed party size. */
function typedInto(form: HTMLFormElement | null): Partial<DraftValues> {
  const typed: Partial<DraftValues> = {};
  if (!form) return typed;
  const data = new FormData(form);
  for (const field of ['customerName', 'customerEmail', 'customerPhone', 'specialRequests'] as const) {
    const value = data.get(field);
    if (typeof value === 'string' && value) typed[field] = value;
  }
  const people = Number(data.get('numberOfPeople'));
  if (Number.isInteger(people) && people > 1) typed.numberOfPeople = people;
  return typed;
}

/** Marks the island's element, so a click can be told to be on it before React runs. */
const ISLAND_ATTRIBUTE = 'data-booking-form-island';

/**
 * Clicks on the server's form made before the page itself is hydrated. React drops them, and the
 * island's own listener (below) is only attached once the page has been hydrated, which React
 * does in slices (docs/decisions/075). So they are listened for from the moment this module runs,
 * which is before the page hydrates, and the island takes them over when it mounts: they are
 * pressed again once the form is hydrated, like the clicks made while its code loads.
 */
let earlyPresses: HTMLButtonElement[] | null = null;

function onEarlyClick(event: Event) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (button?.closest(`[${ISLAND_ATTRIBUTE}]`)) earlyPresses?.push(button);
}

if (typeof document !== 'undefined' && document.querySelector(`[${ISLAND_ATTRIBUTE}] form`)) {
  earlyPresses = [];
  document.addEventListener('click', onEarlyClick, { capture: true, passive: true });
}

/** The early clicks on this island's buttons; the early listener ends with the first island. */
function takeEarlyPresses(element: HTMLElement): HTMLButtonElement[] {
  if (!earlyPresses) return [];
  element.ownerDocument.removeEventListener('click', onEarlyClick, { capture: true });
  const taken = earlyPresses.filter((button) => element.contains(button));
  earlyPresses = null;
  return taken;
}

/** The events that mean the visitor is about to use the form. */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/**
 * One island's way from HTML to a working form. `attach` says, once mounted, whether the server's
 * form waits for its first use; `start` (a first use, a signed-in visitor, new data) loads the
 * code and hands it over: to the suspended form (`firstUse`), or to `renderFresh` when the form is
 * to be rendered afresh.
 *
 * React stops the events aimed at HTML it has not hydrated (at the root, before they reach the
 * form), so the first use is seen on the document, ahead of React. A click there while the code
 * is still loading is one React cannot deliver (it drops it): it is made again once the form is
 * hydrated. Once the code is there, React hydrates the form on the spot and delivers the click.
 */
class FirstUse {
  readonly firstUse: Promise<LoadedForm>;
  private resolve: (form: LoadedForm) => void = () => undefined;
  private element: HTMLElement | null = null;
  private renderFresh: ((form: LoadedForm) => void) | null = null;
  private wanted = false;
  private started = false;
  private loaded = false;
  private hydrated = false;
  private pressed: HTMLButtonElement[] = [];

  constructor() {
    this.firstUse = new Promise((resolve) => (this.resolve = resolve));
  }

  /** Called once mounted, with the island's element; returns the cleanup. */
  attach(
    element: HTMLElement,
    { waitForUse, renderFresh }: { waitForUse: boolean; renderFresh: ((form: LoadedForm) => void) | null },
  ): () => void {
    this.element = element;
    this.renderFresh = renderFresh;
    const early = takeEarlyPresses(element);
    this.pressed.push(...early);
    if (!waitForUse || this.wanted || early.length > 0) this.start();
    if (!waitForUse) return () => undefined;
    const document = element.ownerDocument;
    const onUse = (event: Event) => {
      if (this.hydrated || !(event.target instanceof Node) || !element.contains(event.target)) return;
      this.start();
      if (event.type !== 'click' || this.loaded || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button) this.pressed.push(button);
    };
    const capture = { capture: true, passive: true } as const;
    for (const type of FIRST_USE_EVENTS) document.addEventListener(type, onUse, capture);
    return () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, onUse, capture);
    };
  }

  /** Loads the code and hands it over (once mounted; once, or again after a failure). */
  start = () => {
    this.wanted = true;
    if (!this.element || this.started) return;
    this.started = true;
    preloadBookingForm().then(
      (BookingForm) => {
        this.loaded = true;
        const form = { BookingForm, readTyped: () => typedInto(this.element?.querySelector('form') ?? null) };
        if (this.renderFresh) this.renderFresh(form);
        else this.resolve(form);
      },
      (error: unknown) => {
        // The next use tries again; the server's HTML stays meanwhile.
        this.started = false;
        console.error('The booking form could not load:', error);
      },
    );
  };

  /** The form's elements have React's handlers now: the clicks React dropped are made again. */
  hydratedNow = () => {
    this.hydrated = true;
    // After the commit, in the order they were made, each once the last one's update is shown.
    const pressAgain = () => {
      const button = this.pressed.shift();
      if (!button) return;
      if (button.isConnected && !button.disabled) button.click();
      setTimeout(pressAgain);
    };
    setTimeout(pressAgain);
  };
}

function sameProps(a: BookingFormProps, b: BookingFormProps) {
  return a.activity === b.activity && a.slots === b.slots && a.demo === b.demo && a.onSlotTaken === b.onSlotTaken;
}

/**
 * The booking form, hydrated on first use (see above). Its props must keep their identity
 * between renders (memoized by the page): the server's HTML is kept until the code is there, and
 * new props before then only start loading it.
 */
export const BookingFormIsland = memo(function BookingFormIsland(props: BookingFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loading] = useState(() => new FirstUse());
  // On the server, and in the browser when the code was already there (a later booking page).
  const [initial] = useState<LoadedForm | null>(() =>
    loadedFormCode ? { BookingForm: loadedFormCode, readTyped: nothingTyped } : null,
  );
  // The form rendered afresh in the browser instead of hydrated (a kept draft, below).
  const [fresh, setFresh] = useState<LoadedForm | null>(null);
  // Until the form is hydrated it keeps the props it was rendered with on the server.
  const [hydrationProps] = useState(props);
  const [hydrated, setHydrated] = useState(false);
  const { activity, slots, demo, onSlotTaken } = hydrated ? props : hydrationProps;

  useEffect(() => {
    const element = container.current!;
    // The server's form, waiting for its code (a form rendered in the browser shows the
    // fallback until its code is there, or is there at once).
    const serverHtml = !initial && element.querySelector('form') !== null;
    // A kept draft changes what the form shows (docs/decisions/028): the form is then rendered
    // afresh with it rather than hydrated.
    const draft = serverHtml && hasBookingDraft(activity.id);
    return loading.attach(element, { waitForUse: serverHtml && !draft, renderFresh: draft ? setFresh : null });
    // Once, for the HTML the island was first rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading]);

  // New data before the form was used (the availability read again): load it to show them.
  useEffect(() => {
    if (!hydrated && !sameProps(props, hydrationProps)) loading.start();
  }, [hydrated, props, hydrationProps, loading]);

  const onHydrated = useCallback(() => {
    loading.hydratedNow();
    setHydrated(true);
  }, [loading]);
  // The same element until something it shows changes: an update reaching the server's HTML
  // before its code is there would make React drop that HTML for the fallback.
  const boundary = useMemo(
    () => (
      <Suspense key={fresh ? 'browser' : 'server'} fallback={<Spinner label="Loading booking details..." />}>
        <DeferredForm
          activity={activity}
          slots={slots}
          demo={demo}
          onSlotTaken={onSlotTaken}
          code={fresh ?? initial}
          firstUse={loading.firstUse}
          onHydrated={onHydrated}
        />
      </Suspense>
    ),
    [activity, slots, demo, onSlotTaken, fresh, initial, loading, onHydrated],
  );

  return (
    <div ref={container} {...{ [ISLAND_ATTRIBUTE]: '' }}>
      <link rel="stylesheet" href={calendarStylesheet} precedence="default" />
      <StartWhenSignedIn start={loading.start} />
      {boundary}
    </div>
  );
});

/** A signed-in traveler's name and email are filled in at once: the form loads without waiting. */
function StartWhenSignedIn({ start }: { start: () => void }) {
  const { user } = useAuth();
  useEffect(() => {
    if (user) start();
  }, [user, start]);
  return null;
}

function DeferredForm({
  code,
  firstUse,
  onHydrated,
  ...props
}: BookingFormProps & {
  /** The code, when it is already there. */
  code: LoadedForm | null;
  firstUse: Promise<LoadedForm>;
  onHydrated: () => void;
}) {
  // Hydrating, this suspends until the first use, and React keeps the server's HTML meanwhile
  // (a suspended hydration leaves it in place).
  const { BookingForm, readTyped } = code ?? use(firstUse);
  // Read as the form hydrates: everything typed until then is kept.
  const [typed] = useState(readTyped);
  useLayoutEffect(() => onHydrated(), [onHydrated]);
  return <BookingForm {...props} typedBeforeLoad={typed} />;
}
