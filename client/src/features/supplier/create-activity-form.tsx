import {
  COVER_PHOTO_MESSAGE,
  MISSING_INFORMATION_TITLE,
  REQUIRED_FIELDS_MESSAGE,
  createActivityInputSchema,
} from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { fieldWiring } from '../../lib/form-fields.ts';
import { errorMessages, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { MoreDetails, checkDraft, emptyDraft, type DetailsErrors } from '../activity-editing/index.ts';
import { ActivityForm } from './activity-form.tsx';
import { useCreateActivity } from './api.ts';
import { uploadActivityPhotoOrToast } from './photo-upload.ts';

/**
 * The Add New Activity form (docs/spec/accounts-and-operations.md §2, §5 "Create activity");
 * replaces the dashboard.
 */
export function CreateActivityForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const failed = t('supplier.create.failed');
  // Country and type start unset: their selects show "Select …" until one is chosen.
  const form = useSchemaForm(createActivityInputSchema, {
    defaultValues: {
      title: '',
      description: '',
      impactDescription: '',
      price: '',
      durationHours: '',
      maxParticipants: '',
      photoUrl: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const create = useCreateActivity();
  const [draft, setDraft] = useState(emptyDraft);
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});
  const [description, impactDescription, photoUrl] = useWatch({
    control: form.control,
    name: ['description', 'impactDescription', 'photoUrl'],
  });

  const submit = submitHandler(form, {
    send: (values) => {
      const checked = checkDraft(draft);
      return create.mutateAsync('details' in checked ? { ...values, details: checked.details } : values);
    },
    refused: {
      title: t('supplier.create.failedTitle'),
      text: (error) => (apiErrorCode(error) === 'CONFLICT' ? errorMessage(error, failed) : failed),
    },
    sent: ({ status }) => {
      if (status === 'approved') {
        notify.success(t('supplier.create.publishedTitle'), t('supplier.create.published'));
      } else {
        notify.success(t('supplier.create.submittedTitle'), t('supplier.create.submitted'));
      }
      onDone();
    },
    invalid: (invalid) => {
      const messages = errorMessages(invalid);
      if (messages.includes(REQUIRED_FIELDS_MESSAGE))
        notify.destructive(MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE);
      else if (messages.includes(COVER_PHOTO_MESSAGE))
        notify.destructive(MISSING_INFORMATION_TITLE, COVER_PHOTO_MESSAGE);
      else if (messages[0]) notify.destructive(t('supplier.checkForm'), messages[0]);
    },
  });

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-stone-900">{t('supplier.create.title')}</h2>
        <Button variant="outline" onClick={onDone}>
          <span aria-hidden="true">←</span> {t('supplier.create.back')}
        </Button>
      </div>
      <p className="mt-2 text-stone-700">{t('supplier.create.intro')}</p>
      <div className="mt-6">
        <ActivityForm
          variant="create"
          errors={form.formState.errors}
          field={(name, said) => fieldWiring(form, name, said)}
          typed={{ description, impactDescription }}
          photo={{
            value: photoUrl || undefined,
            onChange: (url) => form.setValue('photoUrl', url, { shouldValidate: form.formState.isSubmitted }),
            error: form.formState.errors.photoUrl?.message,
          }}
          onSubmit={(e) => {
            // The optional details are checked first; the spec's fields keep their own messages.
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
          pending={create.isPending}
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
        />
      </div>
    </Card>
  );
}
