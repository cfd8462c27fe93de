import { formatDecimalDollars } from '@regen/shared/format';
import type { EditableActivity } from '@regen/shared/schemas/activity-editing';
import { editActivityFormSchema, editTypeFor, type SupplierActivity } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  MoreDetails,
  checkDraft,
  draftOf,
  useEditableActivity,
  type DetailsErrors,
} from '../activity-editing/index.ts';
import { LazyActivityTranslationsEditor } from '../activity-translations/index.ts';
import { ActivityForm } from './activity-form.tsx';
import { useUpdateActivity } from './api.ts';
import { uploadActivityPhotoOrToast } from './photo-upload.ts';

interface EditProps {
  activity: SupplierActivity;
  approvalMode: 'manual' | 'auto';
  onDone: () => void;
}

/**
 * The inline Edit Activity form (docs/spec/accounts-and-operations.md §5 "Edit activity") with
 * the optional "More details". A live activity under review opens on its change waiting for
 * review, when there is one (docs/decisions/102).
 */
export function EditActivityForm(props: EditProps) {
  const t = useT();
  const editable = useEditableActivity(props.activity.id);
  if (editable.isPending) return <Spinner label={t('activityEditing.loading')} />;
  if (editable.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(editable.error, t('supplier.edit.failed'))}
      </p>
    );
  }
  return (
    <>
      <EditForm {...props} editable={editable.data} />
      {/* The activity's texts in other languages: their own form (docs/decisions/119). */}
      <LazyActivityTranslationsEditor activityId={props.activity.id} />
    </>
  );
}

function EditForm({ activity, approvalMode, onDone, editable }: EditProps & { editable: EditableActivity }) {
  const t = useT();
  const values = editable.values;
  const form = useSchemaForm(editActivityFormSchema, {
    defaultValues: {
      title: values.title,
      description: values.description,
      activityType: editTypeFor(values.activityType, activity.impactCategory),
      price: formatDecimalDollars(activity.priceCents),
      durationHours: String(activity.durationHours),
      maxParticipants: String(activity.maxParticipants),
      impactDescription: values.impactDescription,
      photoUrl: undefined, // set only when a new photo is uploaded
    },
  });
  const update = useUpdateActivity();
  const [draft, setDraft] = useState(() => draftOf(values.details));
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});
  const [description, impactDescription, newPhoto] = useWatch({
    control: form.control,
    name: ['description', 'impactDescription', 'photoUrl'],
  });

  const submit = submitHandler(form, {
    send: (formValues) => {
      const checked = checkDraft(draft);
      return update.mutateAsync({
        ...formValues,
        activityId: activity.id,
        ...('details' in checked ? { details: checked.details } : {}),
      });
    },
    refused: { title: t('supplier.edit.failedTitle'), text: () => t('supplier.edit.failed') },
    sent: ({ sentForReview, changePending }) => {
      notify.success(
        t('supplier.edit.updatedTitle'),
        changePending
          ? t('activityEditing.edit.changeSubmitted')
          : sentForReview
            ? t('supplier.edit.sentForReview')
            : t('supplier.edit.saved'),
      );
      onDone();
    },
    invalid: (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first) notify.destructive(t('supplier.checkForm'), first);
    },
  });

  const live = approvalMode === 'manual' && activity.status === 'approved';
  return (
    <ActivityForm
      variant="edit"
      label={t('supplier.activities.editLabel', { title: activity.title })}
      errors={form.formState.errors}
      // The edit form has no country: it stays as created.
      field={(name, said) => (name === 'country' ? undefined : fieldWiring(form, name, said))}
      typed={{ description, impactDescription }}
      photo={{
        value: newPhoto ?? values.photoUrl ?? undefined,
        onChange: (url) => form.setValue('photoUrl', url),
      }}
      onSubmit={(e) => {
        const checked = checkDraft(draft);
        setDetailsErrors('errors' in checked ? checked.errors : {});
        if ('errors' in checked) {
          e.preventDefault();
          void form.trigger();
          notify.destructive(t('activityEditing.checkDetails'), Object.values(checked.errors)[0] ?? '');
          return;
        }
        void submit(e);
      }}
      pending={update.isPending}
      onCancel={onDone}
      more={(onUploadingChange) => (
        <MoreDetails
          value={draft}
          onChange={setDraft}
          errors={detailsErrors}
          upload={uploadActivityPhotoOrToast}
          onUploadingChange={onUploadingChange}
        />
      )}
    >
      <h3 className="text-lg font-semibold text-stone-900 sm:col-span-2">{t('supplier.edit.title')}</h3>
      {live ? (
        <p className="text-sm text-stone-600 sm:col-span-2">
          {editable.pending ? t('activityEditing.pending.editing') : t('activityEditing.edit.liveNote')}
        </p>
      ) : null}
    </ActivityForm>
  );
}
