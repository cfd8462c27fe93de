import {
  editActivityFormSchema,
  editActivityTypes,
  editTypeFor,
  type SupplierActivity,
} from '@regen/shared/schemas/supplier';
import { ACTIVITY_TITLE_MAX } from '@regen/shared/constants';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { firstErrorMessage, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { ActivityNumberFields } from './activity-number-fields.tsx';
import { useUpdateActivity } from './api.ts';
import { PhotoField } from './photo-field.tsx';

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
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(editActivityFormSchema, {
    defaultValues: {
      title: activity.title,
      description: activity.description,
      activityType: editTypeFor(activity.activityType, activity.impactCategory),
      price: (activity.priceCents / 100).toFixed(2),
      durationHours: String(activity.durationHours),
      maxParticipants: String(activity.maxParticipants),
      impactDescription: activity.impactDescription,
      photoUrl: undefined, // set only when a new photo is uploaded
    },
  });
  const { register, handleSubmit, formState, setValue, control } = form;
  const errors = formState.errors;
  const update = useUpdateActivity();
  const newPhoto = useWatch({ control, name: 'photoUrl' });

  const submit = handleSubmit(
    async (values) => {
      let sentForReview: boolean;
      try {
        ({ sentForReview } = await update.mutateAsync({ ...values, activityId: activity.id }));
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Update Failed', 'Failed to update activity. Please try again.');
        return;
      }
      notify.success(
        'Activity Updated',
        sentForReview
          ? 'Your changes were saved and sent for review. The activity goes live again once an administrator approves it.'
          : 'Your changes were saved.',
      );
      onDone();
    },
    (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first) notify.destructive('Please check the form', first);
    },
  );

  const reviewNote =
    approvalMode === 'manual' && activity.status === 'approved'
      ? 'Changing the title, description, type, impact or photo sends the activity back for review. Price, duration and group size changes stay live.'
      : null;

  return (
    <form
      noValidate
      aria-label={`Edit ${activity.title}`}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => void submit(e)}
    >
      <h3 className="text-lg font-semibold text-stone-900 sm:col-span-2">Edit Activity</h3>
      {reviewNote ? <p className="text-sm text-stone-600 sm:col-span-2">{reviewNote}</p> : null}
      <div className="sm:col-span-2">
        <InputField label="Title" maxLength={ACTIVITY_TITLE_MAX} error={errors.title?.message} {...register('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      </div>
      <SelectField label="Activity Type" error={errors.activityType?.message} {...register('activityType')}>
        <option value="">Select a type</option>
        {editActivityTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <ActivityNumberFields
        maxLabel="Max Participants"
        errors={errors}
        fields={{
          price: register('price'),
          durationHours: register('durationHours'),
          maxParticipants: register('maxParticipants'),
        }}
      />
      <div className="sm:col-span-2">
        <InputField
          label="Impact Description"
          error={errors.impactDescription?.message}
          {...register('impactDescription')}
        />
      </div>
      <div className="sm:col-span-2">
        <PhotoField
          label="New Photo (optional)"
          value={newPhoto ?? activity.photoUrl ?? undefined}
          onChange={(url) => setValue('photoUrl', url)}
          onUploadingChange={setUploading}
          hint="Leave as is to keep the current photo. Image only, up to 5MB."
        />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending || uploading}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
