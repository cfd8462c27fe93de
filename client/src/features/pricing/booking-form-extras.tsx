import { formatUsdCents } from '@regen/shared/format';
import {
  ageBand,
  bookingPrice,
  partyLineText,
  partyLines,
  personTypeName,
  type BookingPrice,
  type Party,
  type PersonType,
  type PromoTerms,
} from '@regen/shared/rules/pricing';
import type { BookingOptions } from '@regen/shared/schemas/pricing';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FieldShell, InputField, SelectField, controlClass } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useBookingOptions, useQuotePromo } from './api.ts';

// The booking form's part of issue 31 (docs/decisions/103): how many of each kind of guest (when
// the activity prices kinds; otherwise the spec's "Number of People" stays), the host's questions
// and a promo code. The live total comes from the shared rule the server charges by.

type AppliedPromo = PromoTerms & { code: string };

export interface BookingFormExtrasState {
  options: BookingOptions | undefined;
  /** The activity prices kinds of guest: the form asks how many of each. */
  hasTypes: boolean;
  party: Party;
  setCount: (type: PersonType, count: number) => void;
  answers: Record<string, string>;
  setAnswer: (questionId: string, answer: string) => void;
  promo: AppliedPromo | null;
  setPromo: (promo: AppliedPromo | null) => void;
  /** The price of the party (or of `people` adults without kinds), after the code. */
  price: (people: number) => BookingPrice;
  /** booking.create's extra fields. */
  input: () => {
    party?: Party;
    promoCode?: string;
    answers?: { questionId: string; answer: string }[];
  };
  /** The first required question left empty, for the form's message. */
  missingAnswer: () => string | null;
}

export function useBookingFormExtras(
  activity: { id: string; priceCents: number },
  enabled: boolean,
  /** The party the form starts with (a waitlist hold starts with all its seats as adults). */
  initialParty: Party = { adult: 1 },
) {
  const options = useBookingOptions(activity.id, { enabled });
  const [party, setParty] = useState<Party>(initialParty);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const data = options.data;
  const hasTypes = (data?.types.length ?? 0) > 0;
  const state: BookingFormExtrasState = {
    options: data,
    hasTypes,
    party,
    setCount: (type, count) => setParty((p) => ({ ...p, [type]: count })),
    answers,
    setAnswer: (questionId, answer) => setAnswers((a) => ({ ...a, [questionId]: answer })),
    promo,
    setPromo,
    price: (people) => {
      const chosen = hasTypes ? party : { adult: people };
      return bookingPrice(partyLines(activity.priceCents, data?.types ?? [], chosen).lines, promo);
    },
    input: () => ({
      ...(hasTypes ? { party } : {}),
      ...(promo ? { promoCode: promo.code } : {}),
      answers: (data?.questions ?? [])
        .map((q) => ({ questionId: q.id, answer: (answers[q.id] ?? '').trim() }))
        .filter((a) => a.answer.length > 0),
    }),
    missingAnswer: () => data?.questions.find((q) => q.required && !(answers[q.id] ?? '').trim())?.label ?? null,
  };
  return state;
}

/** How many of each kind: one selector per kind, the party's seats capped at `maxSeats`. */
export function GuestCounts({ extras, maxSeats }: { extras: BookingFormExtrasState; maxSeats: number }) {
  const t = useT();
  const locale = useLocale();
  const options = extras.options;
  if (!options) return null;
  const kinds = [
    { personType: 'adult' as const, priceCents: options.adultPriceCents, minAge: null, maxAge: null, seats: 1 },
    ...options.types,
  ];
  const seatsOf = (type: PersonType) =>
    (extras.party[type] ?? 0) * (kinds.find((k) => k.personType === type)?.seats ?? 1);
  const totalSeats = kinds.reduce((sum, k) => sum + seatsOf(k.personType), 0);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">{t('pricing.form.guests')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {kinds.map((kind) => {
          const others = totalSeats - seatsOf(kind.personType);
          const most = Math.max(0, Math.floor((maxSeats - others) / kind.seats));
          const count = Math.min(extras.party[kind.personType] ?? 0, most);
          const band = ageBand(kind, locale);
          const price =
            kind.personType === 'family'
              ? t('pricing.form.eachFamily', { price: formatUsdCents(kind.priceCents, locale), seats: kind.seats })
              : t('pricing.form.each', { price: formatUsdCents(kind.priceCents, locale) });
          return (
            <SelectField
              key={kind.personType}
              label={personTypeName(kind.personType, locale)}
              hint={band ? `${price} · ${band}` : price}
              value={count}
              onChange={(e) => extras.setCount(kind.personType, Number(e.target.value))}
            >
              {Array.from({ length: most + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The host's questions, in their order; required ones marked. */
export function BookingQuestions({ extras }: { extras: BookingFormExtrasState }) {
  const t = useT();
  const questions = extras.options?.questions ?? [];
  if (questions.length === 0) return null;
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('pricing.form.questions')}</legend>
      {questions.map((q) => {
        const value = extras.answers[q.id] ?? '';
        const label = q.required ? q.label : `${q.label} ${t('pricing.form.optional')}`;
        if (q.kind === 'text')
          return (
            <InputField
              key={q.id}
              label={label}
              required={q.required}
              maxLength={500}
              value={value}
              onChange={(e) => extras.setAnswer(q.id, e.target.value)}
            />
          );
        const choices =
          q.kind === 'choice'
            ? q.options.map((o) => ({ value: o, label: o }))
            : [
                { value: 'yes', label: t('pricing.yes') },
                { value: 'no', label: t('pricing.no') },
              ];
        return (
          <SelectField
            key={q.id}
            label={label}
            required={q.required}
            value={value}
            onChange={(e) => extras.setAnswer(q.id, e.target.value)}
          >
            <option value="">{t('pricing.form.choose')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        );
      })}
    </fieldset>
  );
}

/** "Promo code" with Apply: the server says whether it can be used now (the booking checks again). */
export function PromoCodeField({
  extras,
  activityId,
  subtotalCents,
  discountCents,
}: {
  extras: BookingFormExtrasState;
  activityId: string;
  subtotalCents: number;
  discountCents: number;
}) {
  const t = useT();
  const locale = useLocale();
  const quote = useQuotePromo();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!typed.trim()) return;
    setChecking(true);
    setError(undefined);
    try {
      extras.setPromo(await quote(activityId, typed.trim()));
    } catch (err) {
      extras.setPromo(null);
      setError(errorMessage(err, t('pricing.promoUnknown')));
    } finally {
      setChecking(false);
    }
  }

  if (extras.promo)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <p className="font-medium text-brand-900" role="status">
          {t('pricing.form.promoApplied', {
            code: extras.promo.code,
            discount: formatUsdCents(subtotalCents > 0 ? discountCents : 0, locale),
          })}
        </p>
        <Button size="sm" variant="ghost" onClick={() => extras.setPromo(null)}>
          {t('pricing.form.removePromo')}
        </Button>
      </div>
    );
  return (
    <FieldShell label={t('pricing.form.promoCode')} error={error}>
      {(wiring) => (
        <div className="flex gap-2">
          <input
            {...wiring}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={60}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            className={`${controlClass} min-w-0 flex-1 uppercase`}
          />
          <Button
            variant="outline"
            className="h-auto"
            disabled={checking || !typed.trim()}
            onClick={() => void apply()}
          >
            {t('pricing.form.applyPromo')}
          </Button>
        </div>
      )}
    </FieldShell>
  );
}

/** The party's lines, subtotal and discount above the spec's total (only with kinds or a code). */
export function PriceLines({ price, promo }: { price: BookingPrice; promo: AppliedPromo | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="space-y-1 text-stone-700">
      {price.lines.map((line) => (
        <p key={line.personType}>{partyLineText(line, locale)}</p>
      ))}
      {promo ? (
        <>
          <p className="flex justify-between">
            <span>{t('pricing.summary.subtotal')}</span>
            <span>{formatUsdCents(price.subtotalCents, locale)}</span>
          </p>
          <p className="flex justify-between text-brand-900">
            <span>{t('pricing.summary.discount', { code: promo.code })}</span>
            <span>−{formatUsdCents(price.discountCents, locale)}</span>
          </p>
        </>
      ) : null}
    </div>
  );
}
