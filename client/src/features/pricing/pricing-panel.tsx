import { formatLongDate, formatUsdCents } from '@regen/shared/format';
import {
  EXTRA_PERSON_TYPES,
  FAMILY_SEATS_MIN,
  personTypeName,
  type ExtraPersonType,
} from '@regen/shared/rules/pricing';
import type { PricingSettings, PromoCodeView, QuestionKind } from '@regen/shared/schemas/pricing';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiFieldErrors, errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useArchivePromoCode,
  useCreatePromoCode,
  usePricingSettings,
  useSavePersonTypes,
  useSaveQuestions,
} from './api.ts';

// The supplier's "Prices & questions" panel of one activity (docs/decisions/103): prices by
// kind of guest, the questions travelers answer when they book, and promo codes. Every rule is
// the server's; the panel shows its messages.

/** '40' or '40.50' → 4000 cents; NaN for anything else. */
function centsOf(dollars: string): number {
  const text = dollars.trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

const ageOf = (text: string) => (text.trim() === '' ? null : Number(text));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

function failed(t: ReturnType<typeof useT>, error: unknown) {
  notify.destructive(t('pricing.failed'), errorMessage(error, t('pricing.failed')));
}

/* ---- Prices by kind of guest ---- */

interface TypeDraft {
  offered: boolean;
  price: string;
  minAge: string;
  maxAge: string;
  seats: string;
}

const AGE_BOUNDS = ['minAge', 'maxAge'] as const;
const AGE_LABEL = { minAge: 'pricing.prices.minAge', maxAge: 'pricing.prices.maxAge' } as const;

function PricesSection({ activityId, settings }: { activityId: string; settings: PricingSettings }) {
  const t = useT();
  const locale = useLocale();
  const save = useSavePersonTypes();
  const [drafts, setDrafts] = useState<Record<ExtraPersonType, TypeDraft>>(() => {
    const entries = EXTRA_PERSON_TYPES.map((type) => {
      const saved = settings.types.find((s) => s.personType === type);
      return [
        type,
        {
          offered: Boolean(saved),
          price: saved ? (saved.priceCents / 100).toFixed(2) : '',
          minAge: saved?.minAge?.toString() ?? '',
          maxAge: saved?.maxAge?.toString() ?? '',
          seats: String(saved?.seats ?? (type === 'family' ? 4 : 1)),
        },
      ] as const;
    });
    return Object.fromEntries(entries) as Record<ExtraPersonType, TypeDraft>;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (type: ExtraPersonType, patch: Partial<TypeDraft>) =>
    setDrafts((d) => ({ ...d, [type]: { ...d[type], ...patch } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const types = EXTRA_PERSON_TYPES.filter((type) => drafts[type].offered).map((type) => ({
      personType: type,
      priceCents: centsOf(drafts[type].price),
      minAge: ageOf(drafts[type].minAge),
      maxAge: ageOf(drafts[type].maxAge),
      seats: type === 'family' ? Number(drafts[type].seats) : 1,
    }));
    const badPrice = types.find((type) => Number.isNaN(type.priceCents));
    if (badPrice) {
      setErrors({ [badPrice.personType]: t('pricing.priceInvalid') });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ activityId, types });
      notify.success(t('pricing.prices.saved'), t('pricing.prices.savedBody'));
    } catch (error) {
      setErrors({ form: apiFieldErrors(error).types ?? errorMessage(error, t('pricing.failed')) });
    }
  }

  return (
    <Section title={t('pricing.prices.title')}>
      <p className="text-sm text-stone-700">
        {t('pricing.prices.adultNote', { price: formatUsdCents(settings.adultPriceCents, locale) })}
      </p>
      <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
        {EXTRA_PERSON_TYPES.map((type) => {
          const draft = drafts[type];
          const name = personTypeName(type, locale);
          return (
            <div key={type} className="rounded-xl border border-stone-200 p-3">
              <label className="flex min-h-6 items-center gap-2 text-sm font-medium text-stone-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-800"
                  checked={draft.offered}
                  onChange={(e) => change(type, { offered: e.target.checked })}
                />
                {t('pricing.prices.offer', { type: name.toLowerCase() })}
              </label>
              {draft.offered ? (
                <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <InputField
                    label={t('pricing.prices.price', { type: name })}
                    inputMode="decimal"
                    required
                    value={draft.price}
                    error={errors[type]}
                    onChange={(e) => change(type, { price: e.target.value })}
                  />
                  {AGE_BOUNDS.map((bound) => (
                    <InputField
                      key={bound}
                      label={t(AGE_LABEL[bound])}
                      type="number"
                      min={0}
                      max={120}
                      value={draft[bound]}
                      onChange={(e) => change(type, { [bound]: e.target.value })}
                    />
                  ))}
                  {type === 'family' ? (
                    <SelectField
                      label={t('pricing.prices.familySeats')}
                      value={draft.seats}
                      onChange={(e) => change(type, { seats: e.target.value })}
                    >
                      {Array.from({ length: 10 - FAMILY_SEATS_MIN + 1 }, (_, i) => i + FAMILY_SEATS_MIN).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </SelectField>
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        })}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('pricing.prices.saving') : t('pricing.prices.save')}
        </Button>
      </form>
    </Section>
  );
}

/* ---- Booking questions ---- */

interface QuestionDraft {
  key: string;
  id?: string;
  kind: QuestionKind;
  label: string;
  options: string;
  required: boolean;
}

const KIND_LABEL = {
  text: 'pricing.questions.kind.text',
  choice: 'pricing.questions.kind.choice',
  yes_no: 'pricing.questions.kind.yes_no',
} as const;

function QuestionsSection({ activityId, settings }: { activityId: string; settings: PricingSettings }) {
  const t = useT();
  const save = useSaveQuestions();
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() =>
    settings.questions.map((q) => ({
      key: q.id,
      id: q.id,
      kind: q.kind,
      label: q.label,
      options: q.options.join('\n'),
      required: q.required,
    })),
  );
  const [error, setError] = useState<string | undefined>();
  const change = (key: string, patch: Partial<QuestionDraft>) =>
    setDrafts((list) => list.map((q) => (q.key === key ? { ...q, ...patch } : q)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync({
        activityId,
        questions: drafts.map((q) => ({
          ...(q.id ? { id: q.id } : {}),
          kind: q.kind,
          label: q.label,
          options: q.kind === 'choice' ? q.options.split('\n') : [],
          required: q.required,
        })),
      });
      setDrafts(
        saved.questions.map((q) => ({
          key: q.id,
          id: q.id,
          kind: q.kind,
          label: q.label,
          options: q.options.join('\n'),
          required: q.required,
        })),
      );
      notify.success(t('pricing.questions.saved'), t('pricing.questions.savedBody'));
    } catch (err) {
      setError(apiFieldErrors(err).questions ?? errorMessage(err, t('pricing.failed')));
    }
  }

  return (
    <Section title={t('pricing.questions.title')}>
      <p className="text-sm text-stone-700">{t('pricing.questions.hint')}</p>
      <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
        {drafts.length === 0 ? <p className="text-sm text-stone-600">{t('pricing.questions.empty')}</p> : null}
        {drafts.map((q, index) => (
          <fieldset key={q.key} className="rounded-xl border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-900">
              {t('pricing.questions.legend', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <InputField
                label={t('pricing.questions.label')}
                required
                maxLength={200}
                value={q.label}
                onChange={(e) => change(q.key, { label: e.target.value })}
              />
              <SelectField
                label={t('pricing.questions.kind')}
                value={q.kind}
                onChange={(e) => change(q.key, { kind: e.target.value as QuestionKind })}
              >
                {(['text', 'choice', 'yes_no'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {t(KIND_LABEL[kind])}
                  </option>
                ))}
              </SelectField>
            </div>
            {q.kind === 'choice' ? (
              <div className="mt-3">
                <TextareaField
                  label={t('pricing.questions.options')}
                  rows={3}
                  value={q.options}
                  onChange={(e) => change(q.key, { options: e.target.value })}
                />
              </div>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <label className="flex min-h-6 items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-800"
                  checked={q.required}
                  onChange={(e) => change(q.key, { required: e.target.checked })}
                />
                {t('pricing.questions.required')}
              </label>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDrafts((list) => list.filter((other) => other.key !== q.key))}
              >
                {t('pricing.questions.remove', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setDrafts((list) => [
                ...list,
                { key: crypto.randomUUID(), kind: 'text', label: '', options: '', required: false },
              ])
            }
          >
            {t('pricing.questions.add')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('pricing.questions.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/* ---- Promo codes ---- */

function promoTerms(t: ReturnType<typeof useT>, locale: ReturnType<typeof useLocale>, p: PromoCodeView) {
  const off =
    p.kind === 'percent'
      ? t('pricing.promo.percentOff', { percent: p.amount })
      : t('pricing.promo.amountOff', { amount: formatUsdCents(p.amount, locale) });
  const uses =
    p.maxUses === null
      ? t('pricing.promo.uses', { uses: p.uses })
      : t('pricing.promo.usesOf', { uses: p.uses, max: p.maxUses });
  const from = p.validFrom ? formatLongDate(p.validFrom, locale) : null;
  const until = p.validUntil ? formatLongDate(p.validUntil, locale) : null;
  const dates =
    from && until
      ? t('pricing.promo.datesBetween', { from, until })
      : from
        ? t('pricing.promo.datesFrom', { from })
        : until
          ? t('pricing.promo.datesUntil', { until })
          : null;
  return [off, p.activityTitle ?? t('pricing.promo.allActivities'), uses, dates].filter(Boolean).join(' · ');
}

const VALIDITY_BOUNDS = ['validFrom', 'validUntil'] as const;
const VALIDITY_LABEL = { validFrom: 'pricing.promo.validFrom', validUntil: 'pricing.promo.validUntil' } as const;

function PromoSection({ activityId, settings }: { activityId: string; settings: PricingSettings }) {
  const t = useT();
  const locale = useLocale();
  const create = useCreatePromoCode();
  const archive = useArchivePromoCode();
  const [form, setForm] = useState({
    code: '',
    kind: 'percent' as 'percent' | 'fixed',
    amount: '',
    maxUses: '',
    validFrom: '',
    validUntil: '',
    scope: 'this' as 'this' | 'all',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = form.kind === 'percent' ? Number(form.amount) : centsOf(form.amount);
    if (!form.amount.trim() || Number.isNaN(amount)) {
      setErrors({ amount: t('pricing.promoAmountMin') });
      return;
    }
    setErrors({});
    try {
      const made = await create.mutateAsync({
        code: form.code,
        activityId: form.scope === 'this' ? activityId : null,
        kind: form.kind,
        amount,
        maxUses: form.maxUses.trim() ? Number(form.maxUses) : null,
        validFrom: form.validFrom || null,
        validUntil: form.validUntil || null,
      });
      notify.success(t('pricing.promo.created'), t('pricing.promo.createdBody', { code: made.code }));
      set({ code: '', amount: '', maxUses: '', validFrom: '', validUntil: '' });
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { code: errorMessage(error, t('pricing.failed')) });
    }
  }

  async function remove(promo: PromoCodeView) {
    try {
      await archive.mutateAsync({ promoCodeId: promo.id });
      notify.neutral(t('pricing.promo.archived'));
    } catch (error) {
      failed(t, error);
    }
  }

  return (
    <Section title={t('pricing.promo.title')}>
      {settings.promoCodes.length === 0 ? (
        <p className="text-sm text-stone-600">{t('pricing.promo.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {settings.promoCodes.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-mono font-semibold text-stone-900">{p.code}</span>{' '}
                <span className="text-stone-700">{promoTerms(t, locale, p)}</span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => void remove(p)}>
                {t('pricing.promo.archive', { code: p.code })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <InputField
          label={t('pricing.promo.code')}
          required
          maxLength={30}
          autoCapitalize="characters"
          className="uppercase"
          value={form.code}
          error={errors.code}
          onChange={(e) => set({ code: e.target.value })}
        />
        <SelectField
          label={t('pricing.promo.scope')}
          value={form.scope}
          onChange={(e) => set({ scope: e.target.value as 'this' | 'all' })}
        >
          <option value="this">{t('pricing.promo.scope.this')}</option>
          <option value="all">{t('pricing.promo.scope.all')}</option>
        </SelectField>
        <SelectField
          label={t('pricing.promo.kind')}
          value={form.kind}
          onChange={(e) => set({ kind: e.target.value as 'percent' | 'fixed' })}
        >
          <option value="percent">{t('pricing.promo.kind.percent')}</option>
          <option value="fixed">{t('pricing.promo.kind.fixed')}</option>
        </SelectField>
        <InputField
          label={t('pricing.promo.amount')}
          inputMode="decimal"
          required
          value={form.amount}
          error={errors.amount}
          onChange={(e) => set({ amount: e.target.value })}
        />
        <InputField
          label={t('pricing.promo.maxUses')}
          type="number"
          min={1}
          value={form.maxUses}
          error={errors.maxUses}
          onChange={(e) => set({ maxUses: e.target.value })}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          {VALIDITY_BOUNDS.map((bound) => (
            <InputField
              key={bound}
              label={t(VALIDITY_LABEL[bound])}
              type="date"
              value={form[bound]}
              error={errors[bound]}
              onChange={(e) => set({ [bound]: e.target.value })}
            />
          ))}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {t('pricing.promo.create')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** The panel's three sections, once the activity's settings are read. */
export function PricingPanel({ activityId }: { activityId: string }) {
  const t = useT();
  const settings = usePricingSettings(activityId);
  if (settings.isPending) return <Spinner label={t('pricing.panel.loading')} className="py-10" />;
  if (!settings.data) return <p role="alert">{errorMessage(settings.error, t('pricing.activityNotFound'))}</p>;
  return (
    <div className="mt-4 space-y-6">
      <PricesSection activityId={activityId} settings={settings.data} />
      <QuestionsSection activityId={activityId} settings={settings.data} />
      <PromoSection activityId={activityId} settings={settings.data} />
    </div>
  );
}
