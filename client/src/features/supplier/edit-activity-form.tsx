import { editActivityFormSchema, editTypeFor, type SupplierActivity } from '@regen/shared/schemas/supplier';
import { useWatch } from 'react-hook-form';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
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
  const update = useUpdateActivity();
  const [description, impactDescription, newPhoto] = useWatch({
    control: form.control,
    name: ['description', 'impactDescription', 'photoUrl'],
  });

  const submit = submitHandler(form, {
    send: (values) => update.mutateAsync({ ...values, activityId: activity.id }),
    refused: { title: 'Update Failed', text: () => 'Failed to update activity. Please try again.' },
    sent: ({ sentForReview }) => {
      notify.success(
        'Activity Updated',
        sentForReview
          ? 'Your changes were saved and sent for review. The activity goes live again once an administrator approves it.'
          : 'Your changes were saved.',
      );
      onDone();
    },
    invalid: (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first) notify.destructive('Please check the form', first);
    },
  });

  const reviewNote =
    approvalMode === 'manual' && activity.status === 'approved'
      ? 'Changing the title, description, type, impact or photo sends the activity back for review. Price, duration and group size changes stay live.'
      : null;

  return (
    <ActivityForm
      variant="edit"
      label={`Edit ${activity.title}`}
      errors={form.formState.errors}
      // The edit form has no country: it stays as created.
      field={(name, said) => (name === 'country' ? undefined : fieldWiring(form, name, said))}
      typed={{ description, impactDescription }}
      photo={{ value: newPhoto ?? activity.photoUrl ?? undefined, onChange: (url) => form.setValue('photoUrl', url) }}
      onSubmit={(e) => void submit(e)}
      pending={update.isPending}
      onCancel={onDone}
    >
      <h3 className="text-lg font-semibold text-stone-900 sm:col-span-2">Edit Activity</h3>
      {reviewNote ? <p className="text-sm text-stone-600 sm:col-span-2">{reviewNote}</p> : null}
    </ActivityForm>
  );
}
