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
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../lib/toast.ts';
import { errorMessages, schemaResolver } from './form-resolver.ts';
import { ActivityNumberFields } from './activity-number-fields.tsx';
import { PhotoField } from './photo-field.tsx';

interface CreateActivityValues {
  country: string;
  activityType: string;
  title: string;
  description: string;
  impactDescription: string;
  price: string;
  durationHours: string;
  maxParticipants: string;
  photoUrl: string;
}

const empty: CreateActivityValues = {
  country: '',
  activityType: '',
  title: '',
  description: '',
  impactDescription: '',
  price: '',
  durationHours: '',
  maxParticipants: '',
  photoUrl: '',
};

/** The Add New Activity form (spec §2, §5 "Create activity"); replaces the dashboard. */
export function CreateActivityForm({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const form = useForm<CreateActivityValues>({
    defaultValues: empty,
    resolver: schemaResolver<CreateActivityValues>(createActivityInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setValue, control } = form;
  const errors = formState.errors;
  const create = trpc.supplier.createActivity.useMutation();
  const photoUrl = useWatch({ control, name: 'photoUrl' });
  const description = useWatch({ control, name: 'description' });
  const impact = useWatch({ control, name: 'impactDescription' });

  async function onValid(values: CreateActivityValues) {
    try {
      const activity = await create.mutateAsync({
        ...values,
        country: values.country as 'Spain',
        activityType: values.activityType as 'Social',
      });
      if (activity.status === 'approved') {
        notify.success('Activity Published', 'Your activity is now live.');
      } else {
        notify.success(
          'Activity Submitted for Review',
          'Your activity was submitted for review. It goes live once an administrator approves it.',
        );
      }
      await Promise.all([utils.supplier.myActivities.invalidate(), utils.supplier.dashboard.invalidate()]);
      onDone();
    } catch (err) {
      const data = (err as { data?: { code?: string } }).data;
      notify.destructive(
        'Submission Failed',
        data?.code === 'CONFLICT' ? (err as Error).message : 'Failed to create activity',
      );
    }
  }

  function onInvalid(invalid: FieldErrors<CreateActivityValues>) {
    const messages = errorMessages(invalid);
    if (messages.includes(REQUIRED_FIELDS_MESSAGE))
      notify.destructive(MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE);
    else if (messages.includes(COVER_PHOTO_MESSAGE)) notify.destructive(MISSING_INFORMATION_TITLE, COVER_PHOTO_MESSAGE);
    else if (messages[0]) notify.destructive('Please check the form', messages[0]);
  }

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
      <form
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
        onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      >
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
