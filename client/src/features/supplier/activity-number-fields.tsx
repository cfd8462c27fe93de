import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../components/ui/field.tsx';

/** Price, duration and group size: the same inputs in the create and edit forms. */
export function ActivityNumberFields({
  fields,
  errors,
  maxLabel,
  required,
}: {
  fields: Record<'price' | 'durationHours' | 'maxParticipants', UseFormRegisterReturn>;
  errors: {
    price?: { message?: string };
    durationHours?: { message?: string };
    maxParticipants?: { message?: string };
  };
  /** The spec names it "Max People" when creating and "Max Participants" when editing. */
  maxLabel: string;
  required?: boolean;
}) {
  return (
    <>
      <InputField
        label="Price per person (USD)"
        required={required}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.price?.message}
        {...fields.price}
      />
      <InputField
        label="Duration (hours)"
        required={required}
        type="number"
        min={1}
        step="any"
        error={errors.durationHours?.message}
        {...fields.durationHours}
      />
      <InputField
        label={maxLabel}
        required={required}
        type="number"
        min={1}
        step={1}
        error={errors.maxParticipants?.message}
        {...fields.maxParticipants}
      />
    </>
  );
}
