import { destinationCountryNames } from '@regen/shared/countries';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_IMPACT_MAX, ACTIVITY_TITLE_MAX } from '@regen/shared/constants';
import type { PlainMessageKey } from '@regen/shared/i18n';
import { createActivityTypes, editActivityTypes } from '@regen/shared/schemas/supplier';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { sharedMessages, type FieldWiring } from '../../lib/form-fields.ts';
import { useT, type Translate } from '../../lib/i18n.tsx';
import { PhotoField } from './photo-field.tsx';

export type ActivityFieldName =
  | 'country'
  | 'activityType'
  | 'title'
  | 'description'
  | 'impactDescription'
  | 'price'
  | 'durationHours'
  | 'maxParticipants';

/**
 * What differs between Add New Activity and Edit Activity: the fields and their order,
 * labels, types offered and the buttons' words (docs/spec/accounts-and-operations.md §2, §3, §5).
 */
interface Variant {
  order: readonly ActivityFieldName[];
  required: boolean;
  types: readonly string[];
  titleLabel: PlainMessageKey;
  titlePlaceholder: PlainMessageKey | undefined;
  impactPlaceholder: PlainMessageKey | undefined;
  descriptionRows: number;
  maxLabel: PlainMessageKey;
  photoLabel: PlainMessageKey;
  photoHint: PlainMessageKey;
  submitLabel: PlainMessageKey;
  pendingLabel: PlainMessageKey;
  cancelVariant: 'ghost' | 'outline';
  className: string;
}

const variants: Record<'create' | 'edit', Variant> = {
  create: {
    order: [
      'country',
      'activityType',
      'title',
      'description',
      'impactDescription',
      'price',
      'durationHours',
      'maxParticipants',
    ],
    required: true,
    types: createActivityTypes,
    titleLabel: 'supplier.form.activityTitle',
    titlePlaceholder: 'supplier.form.titlePlaceholder',
    impactPlaceholder: 'supplier.form.impactPlaceholder',
    descriptionRows: 5,
    maxLabel: 'supplier.form.maxPeople',
    photoLabel: 'supplier.form.coverPhoto',
    photoHint: 'supplier.form.coverPhotoHint',
    submitLabel: 'supplier.form.create',
    pendingLabel: 'supplier.form.submitting',
    cancelVariant: 'ghost',
    className: 'grid gap-5 sm:grid-cols-2',
  },
  edit: {
    order: ['title', 'description', 'activityType', 'price', 'durationHours', 'maxParticipants', 'impactDescription'],
    required: false,
    types: editActivityTypes,
    titleLabel: 'supplier.form.title',
    titlePlaceholder: undefined,
    impactPlaceholder: undefined,
    descriptionRows: 4,
    /** The spec names it "Max People" when creating and "Max Participants" when editing. */
    maxLabel: 'supplier.form.maxParticipants',
    photoLabel: 'supplier.form.newPhoto',
    photoHint: 'supplier.form.newPhotoHint',
    submitLabel: 'supplier.form.save',
    pendingLabel: 'supplier.form.saving',
    cancelVariant: 'outline',
    className: 'grid gap-4 sm:grid-cols-2',
  },
};

function fieldLabels(t: Translate, variant: Variant): Record<ActivityFieldName, string> {
  return {
    country: t('supplier.form.country'),
    activityType: t('supplier.form.activityType'),
    title: t(variant.titleLabel),
    description: t('supplier.form.description'),
    impactDescription: t('supplier.form.impactDescription'),
    price: t('supplier.form.price'),
    durationHours: t('supplier.form.duration'),
    maxParticipants: t(variant.maxLabel),
  };
}

export interface ActivityFormProps {
  variant: 'create' | 'edit';
  /** The form's errors, for the summary of messages several fields share. */
  errors: FieldErrors;
  /** A field's wiring from the caller's form, given the messages the summary says; none for a field it lacks. */
  field: (name: ActivityFieldName, saidAbove: readonly string[]) => FieldWiring | undefined;
  /** The text typed so far, for the character counts. */
  typed: { description: string; impactDescription: string };
  photo: { value: string | undefined; onChange: (url: string) => void; error?: string | undefined };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  onCancel: () => void;
  label?: string;
  /** Shown above the fields (the edit form's heading and review note). */
  children?: ReactNode;
  /** The optional "More details" below the spec's fields (docs/decisions/102); told when a photo uploads. */
  more?: (onUploadingChange: (uploading: boolean) => void) => ReactNode;
}

/**
 * The activity form, one for both the Add New Activity page and the inline Edit Activity form:
 * each caller brings its own react-hook-form form on its own shared schema (docs/decisions/020)
 * and what follows a submit. A message several fields share ("Please fill in all required
 * fields") is said once, in a summary above the fields, and those fields are marked invalid
 * (docs/decisions/029).
 */
export function ActivityForm(props: ActivityFormProps) {
  const variant = variants[props.variant];
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [moreUploading, setMoreUploading] = useState(false);
  const said = sharedMessages(props.errors);
  const wide = (control: ReactNode) => <div className="sm:col-span-2">{control}</div>;
  const labels = fieldLabels(t, variant);

  const controls: Record<ActivityFieldName, (wiring: FieldWiring) => ReactNode> = {
    country: (wiring) => (
      <SelectField label={labels.country} required={variant.required} {...wiring}>
        <option value="">{t('supplier.form.selectCountry')}</option>
        {destinationCountryNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    ),
    activityType: (wiring) => (
      <SelectField label={labels.activityType} required={variant.required} {...wiring}>
        <option value="">{t('supplier.form.selectType')}</option>
        {variant.types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
    ),
    title: (wiring) =>
      wide(
        <InputField
          label={labels.title}
          required={variant.required}
          maxLength={ACTIVITY_TITLE_MAX}
          placeholder={variant.titlePlaceholder && t(variant.titlePlaceholder)}
          {...wiring}
        />,
      ),
    description: (wiring) =>
      wide(
        <TextareaField
          label={labels.description}
          required={variant.required}
          rows={variant.descriptionRows}
          hint={t('supplier.form.characters', { count: props.typed.description.length, max: ACTIVITY_DESCRIPTION_MAX })}
          {...wiring}
        />,
      ),
    impactDescription: (wiring) =>
      wide(
        <InputField
          label={labels.impactDescription}
          required={variant.required}
          placeholder={variant.impactPlaceholder && t(variant.impactPlaceholder)}
          hint={t('supplier.form.characters', {
            count: props.typed.impactDescription.length,
            max: ACTIVITY_IMPACT_MAX,
          })}
          {...wiring}
        />,
      ),
    price: (wiring) => (
      <InputField
        label={labels.price}
        required={variant.required}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        {...wiring}
      />
    ),
    durationHours: (wiring) => (
      <InputField
        label={labels.durationHours}
        required={variant.required}
        type="number"
        min={1}
        step="any"
        {...wiring}
      />
    ),
    maxParticipants: (wiring) => (
      <InputField
        label={labels.maxParticipants}
        required={variant.required}
        type="number"
        min={1}
        step={1}
        {...wiring}
      />
    ),
  };

  return (
    <form noValidate aria-label={props.label} className={variant.className} onSubmit={props.onSubmit}>
      {props.children}
      {said.length > 0 ? (
        <div
          role="alert"
          className="space-y-1 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 sm:col-span-2"
        >
          {said.map((message) => (
            <p key={message}>
              <span className="font-semibold">{message}</span>
              <br />
              {t('supplier.form.fields', {
                fields: variant.order
                  .filter((name) => props.errors[name]?.message === message)
                  .map((name) => labels[name])
                  .join(', '),
              })}
            </p>
          ))}
        </div>
      ) : null}
      {variant.order.map((name) => {
        const wiring = props.field(name, said);
        return wiring ? <Fragment key={name}>{controls[name](wiring)}</Fragment> : null;
      })}
      {wide(
        <PhotoField
          label={t(variant.photoLabel)}
          required={variant.required}
          value={props.photo.value}
          onChange={props.photo.onChange}
          onUploadingChange={setUploading}
          error={props.photo.error}
          hint={t(variant.photoHint)}
        />,
      )}
      {props.more?.(setMoreUploading)}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={props.pending || uploading || moreUploading}>
          {props.pending ? t(variant.pendingLabel) : t(variant.submitLabel)}
        </Button>
        <Button variant={variant.cancelVariant} onClick={props.onCancel}>
          {t('supplier.cancel')}
        </Button>
      </div>
    </form>
  );
}
