import { formatDecimalDollars } from '@regen/shared/format';
import { editActivityFormSchema, editTypeFor, type SupplierActivity } from '@regen/shared/schemas/supplier';
import { useWatch } from 'react-hook-form';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { ActivityForm } from './activity-form.tsx';
import { useUpdateActivity } from './api.ts';

/** The inline Edit Activity form (docs/spec/accounts-and-operations.md §5 "Edit activity"). */
export function EditActivityForm({
  activity,
  approvalMode,
  onDone,
}: {
  activity: SupplierActivity;
  approvalMode: 'manual' | 'auto';
  onDone: () => void;
}) {
  const t = useT();
  const form = useSchemaForm(editActivityFormSchema, {
    defaultValues: {
      title: activity.title,
      description: activity.description,
      activityType: editTypeFor(activity.activityType, activity.impactCategory),
      price: formatDecimalDollars(activity.priceCents),
      durationHours: String(activity.durationHours),
      maxParticipants: String(activity.maxParticipants),
      impactDescription: activity.impactDescription,
      photoUrl: undefined, // set only when a new photo is uploaded
    },
  });
  const update = useUpdateActivity();
  const [description, impactDescription, newPhoto] = useWatch({
    control: form.control,
    name: ['description', 'impactDescription', 'photoUrl'],
  });

  const submit = submitHandler(form, {
    send: (values) => update.mutateAsync({ ...values, activityId: activity.id }),
    refused: { title: t('supplier.edit.failedTitle'), text: () => t('supplier.edit.failed') },
    sent: ({ sentForReview }) => {
      notify.success(
        t('supplier.edit.updatedTitle'),
        sentForReview ? t('supplier.edit.sentForReview') : t('supplier.edit.saved'),
      );
      onDone();
    },
    invalid: (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first) notify.destructive(t('supplier.checkForm'), first);
    },
  });

  const reviewNote = approvalMode === 'manual' && activity.status === 'approved' ? t('supplier.edit.reviewNote') : null;

  return (
    <ActivityForm
      variant="edit"
      label={t('supplier.activities.editLabel', { title: activity.title })}
      errors={form.formState.errors}
      // The edit form has no country: it stays as created.
      field={(name, said) => (name === 'country' ? undefined : fieldWiring(form, name, said))}
      typed={{ description, impactDescription }}
      photo={{ value: newPhoto ?? activity.photoUrl ?? undefined, onChange: (url) => form.setValue('photoUrl', url) }}
      onSubmit={(e) => void submit(e)}
      pending={update.isPending}
      onCancel={onDone}
    >
      <h3 className="text-lg font-semibold text-stone-900 sm:col-span-2">{t('supplier.edit.title')}</h3>
      {reviewNote ? <p className="text-sm text-stone-600 sm:col-span-2">{reviewNote}</p> : null}
    </ActivityForm>
  );
}
