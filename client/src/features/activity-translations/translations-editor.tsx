import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_IMPACT_MAX, ACTIVITY_TITLE_MAX } from '@regen/shared/constants';
import { LOCALES, type Locale } from '@regen/shared/i18n';
import { MEETING_ADDRESS_MAX } from '@regen/shared/schemas/activity-editing';
import type { ActivityTranslations } from '@regen/shared/schemas/activity-translations';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiFieldErrors, errorMessage, refusalMessage } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useActivityTranslations, useTranslationMutations } from './api.ts';

// The edit page's "Translations" section (issue 33 part 3, docs/decisions/119): the language the
// activity is written in, and per other language its title, description and impact (together)
// and optionally the meeting point, inclusions and what to bring. Its own form below the edit
// form (a form cannot hold another), loaded with the edit form's first opening.

interface Draft {
  title: string;
  description: string;
  impactDescription: string;
  meetingAddress: string;
  included: string;
  whatToBring: string;
}

type DraftErrors = Partial<Record<keyof Draft, string>>;

function draftOf(data: ActivityTranslations, locale: Locale): Draft {
  const given = data.translations.find((t) => t.locale === locale);
  return {
    title: given?.title ?? '',
    description: given?.description ?? '',
    impactDescription: given?.impactDescription ?? '',
    meetingAddress: given?.meetingAddress ?? '',
    included: given?.included.join('\n') ?? '',
    whatToBring: given?.whatToBring.join('\n') ?? '',
  };
}

const lines = (text: string) => text.split('\n');

export function ActivityTranslationsEditor({ activityId }: { activityId: string }) {
  const t = useT();
  const query = useActivityTranslations(activityId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 border-t border-stone-200 pt-6"
      data-testid="activity-translations"
    >
      <h4 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('activityTranslations.title')}
      </h4>
      <p className="mt-1 max-w-prose text-sm text-stone-600">{t('activityTranslations.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('activityTranslations.title')} />
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(query.error, t('activityTranslations.loadFailed'))}
        </p>
      ) : (
        <Editor activityId={activityId} data={query.data} />
      )}
    </section>
  );
}

function Editor({ activityId, data }: { activityId: string; data: ActivityTranslations }) {
  const t = useT();
  const { setOriginal } = useTranslationMutations(activityId);
  const others = LOCALES.filter((l) => l !== data.originalLocale);
  const [chosen, setChosen] = useState<Locale>(others[0] ?? 'de');
  const locale = others.includes(chosen) ? chosen : (others[0] ?? 'de');
  const translated = new Set(data.translations.map((tr) => tr.locale));

  const chooseOriginal = (next: Locale) => {
    setOriginal.mutate(
      { activityId, locale: next },
      {
        onSuccess: () => notify.success(t('activityTranslations.original.saved')),
        onError: (error) =>
          notify.destructive(t('activityTranslations.failed'), refusalMessage(error, t('activityTranslations.failed'))),
      },
    );
  };

  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-2">
      <SelectField
        label={t('activityTranslations.original.label')}
        hint={t('activityTranslations.original.hint')}
        value={data.originalLocale}
        disabled={setOriginal.isPending}
        onChange={(e) => chooseOriginal(e.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t('activityTranslations.languageName', { language: l })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('activityTranslations.language.label')}
        value={locale}
        onChange={(e) => setChosen(e.target.value as Locale)}
      >
        {others.map((l) => (
          <option key={l} value={l}>
            {translated.has(l)
              ? t('activityTranslations.language.translated', { language: l })
              : t('activityTranslations.languageName', { language: l })}
          </option>
        ))}
      </SelectField>
      {/* A new form per language and per saved state, so its fields start from what is stored. */}
      <TranslationForm
        key={`${locale}:${data.translations.find((tr) => tr.locale === locale)?.updatedAt.toISOString() ?? 'new'}`}
        activityId={activityId}
        locale={locale}
        initial={draftOf(data, locale)}
        exists={translated.has(locale)}
      />
    </div>
  );
}

function TranslationForm({
  activityId,
  locale,
  initial,
  exists,
}: {
  activityId: string;
  locale: Locale;
  initial: Draft;
  exists: boolean;
}) {
  const t = useT();
  const { save, remove } = useTranslationMutations(activityId);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const language = t('activityTranslations.languageName', { language: locale });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(
      {
        activityId,
        locale,
        title: draft.title,
        description: draft.description,
        impactDescription: draft.impactDescription,
        meetingAddress: draft.meetingAddress,
        included: lines(draft.included),
        whatToBring: lines(draft.whatToBring),
      },
      {
        onSuccess: () => notify.success(t('activityTranslations.saved', { language: locale })),
        onError: (error) => {
          const fields = apiFieldErrors(error);
          setErrors(fields);
          notify.destructive(
            t('activityTranslations.failed'),
            Object.values(fields)[0] ?? refusalMessage(error, t('activityTranslations.failed')),
          );
        },
      },
    );
  };

  return (
    <form
      className="grid gap-5 rounded-xl bg-stone-50 p-4 sm:col-span-2 sm:grid-cols-2 sm:p-5"
      aria-label={t('activityTranslations.language.translated', { language: locale })}
      onSubmit={submit}
      noValidate
    >
      <div className="sm:col-span-2">
        <InputField
          label={t('activityTranslations.field.title')}
          required
          maxLength={ACTIVITY_TITLE_MAX}
          lang={locale}
          value={draft.title}
          error={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label={t('activityTranslations.field.description')}
          required
          rows={4}
          maxLength={ACTIVITY_DESCRIPTION_MAX}
          lang={locale}
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <InputField
        label={t('activityTranslations.field.impact')}
        required
        maxLength={ACTIVITY_IMPACT_MAX}
        lang={locale}
        value={draft.impactDescription}
        error={errors.impactDescription}
        onChange={(e) => set({ impactDescription: e.target.value })}
      />
      <InputField
        label={t('activityTranslations.field.meetingAddress')}
        maxLength={MEETING_ADDRESS_MAX}
        lang={locale}
        value={draft.meetingAddress}
        error={errors.meetingAddress}
        onChange={(e) => set({ meetingAddress: e.target.value })}
      />
      <TextareaField
        label={t('activityTranslations.field.included')}
        rows={3}
        lang={locale}
        value={draft.included}
        error={errors.included}
        onChange={(e) => set({ included: e.target.value })}
      />
      <TextareaField
        label={t('activityTranslations.field.whatToBring')}
        rows={3}
        lang={locale}
        value={draft.whatToBring}
        error={errors.whatToBring}
        onChange={(e) => set({ whatToBring: e.target.value })}
      />
      <p className="text-sm text-stone-600 sm:col-span-2">
        {t('activityTranslations.optionalHint')} {t('activityTranslations.liveNote')}
      </p>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('activityTranslations.saving') : t('activityTranslations.save')}
        </Button>
        {exists ? (
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { activityId, locale },
                {
                  onSuccess: () => notify.success(t('activityTranslations.removed', { language: locale })),
                  onError: (error) =>
                    notify.destructive(
                      t('activityTranslations.failed'),
                      refusalMessage(error, t('activityTranslations.failed')),
                    ),
                },
              )
            }
          >
            {t('activityTranslations.remove')}
            <span className="sr-only"> ({language})</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
