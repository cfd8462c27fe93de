import { destinationCountryNames } from '@regen/shared/countries';
import {
  COVER_PHOTO_MESSAGE,
  MISSING_INFORMATION_TITLE,
  REQUIRED_FIELDS_MESSAGE,
  createActivityInputSchema,
  createActivityTypes,
} from '@regen/shared/schemas/supplier';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_IMPACT_MAX, ACTIVITY_TITLE_MAX } from '@regen/shared/constants';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { errorMessages, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { ActivityNumberFields } from './activity-number-fields.tsx';
import { useCreateActivity } from './api.ts';
import { PhotoField } from './photo-field.tsx';

/**
 * The Add New Activity form (docs/spec/accounts-and-operations.md §2, §5 "Create activity");
 * replaces the dashboard.
 */
export function CreateActivityForm({ onDone }: { onDone: () => void }) {
  const [uploading, setUploading] = useState(false);
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
  const { register, handleSubmit, formState, setValue, control } = form;
  const errors = formState.errors;
  const create = useCreateActivity();
  const photoUrl = useWatch({ control, name: 'photoUrl' });
  const description = useWatch({ control, name: 'description' });
  const impact = useWatch({ control, name: 'impactDescription' });

  const submit = handleSubmit(
    async (values) => {
      let status: string;
      try {
        ({ status } = await create.mutateAsync(values));
      } catch (err) {
        const failed = 'Failed to create activity';
        showServerFieldErrors(form, err);
        notify.destructive('Submission Failed', apiErrorCode(err) === 'CONFLICT' ? errorMessage(err, failed) : failed);
        return;
      }
      if (status === 'approved') {
        notify.success('Activity Published', 'Your activity is now live.');
      } else {
        notify.success(
          'Activity Submitted for Review',
          'Your activity was submitted for review. It goes live once an administrator approves it.',
        );
      }
      onDone();
    },
    (invalid) => {
      const messages = errorMessages(invalid);
      if (messages.includes(REQUIRED_FIELDS_MESSAGE))
        notify.destructive(MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE);
      else if (messages.includes(COVER_PHOTO_MESSAGE))
        notify.destructive(MISSING_INFORMATION_TITLE, COVER_PHOTO_MESSAGE);
      else if (messages[0]) notify.destructive('Please check the form', messages[0]);
    },
  );

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-stone-900">Add New Activity</h2>
        <Button variant="outline" onClick={onDone}>
          <span aria-hidden="true">←</span> Back to Dashboard
        </Button>
      </div>
      <p className="mt-2 text-stone-700">
        Tell travelers what they will do and the good it does. All fields are required.
      </p>
      <form noValidate className="mt-6 grid gap-5 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
        <SelectField label="Country" required error={errors.country?.message} {...register('country')}>
          <option value="">Select a country</option>
          {destinationCountryNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Activity Type" required error={errors.activityType?.message} {...register('activityType')}>
          <option value="">Select a type</option>
          {createActivityTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <InputField
            label="Activity Title"
            required
            maxLength={ACTIVITY_TITLE_MAX}
            placeholder="e.g. Wetland birdwatch and clean-up"
            error={errors.title?.message}
            {...register('title')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextareaField
            label="Description"
            required
            rows={5}
            hint={`${description.length}/${ACTIVITY_DESCRIPTION_MAX} characters`}
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            label="Impact Description"
            required
            placeholder="e.g. Protects wetland nesting sites"
            hint={`${impact.length}/${ACTIVITY_IMPACT_MAX} characters`}
            error={errors.impactDescription?.message}
            {...register('impactDescription')}
          />
        </div>
        <ActivityNumberFields
          required
          maxLabel="Max People"
          errors={errors}
          fields={{
            price: register('price'),
            durationHours: register('durationHours'),
            maxParticipants: register('maxParticipants'),
          }}
        />
        <div className="sm:col-span-2">
          <PhotoField
            label="Cover Photo"
            required
            value={photoUrl || undefined}
            onChange={(url) => setValue('photoUrl', url, { shouldValidate: formState.isSubmitted })}
            onUploadingChange={setUploading}
            error={errors.photoUrl?.message}
            hint="JPEG, PNG, WebP or AVIF, up to 5MB."
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={create.isPending || uploading}>
            {create.isPending ? 'Submitting...' : 'Create Activity'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
