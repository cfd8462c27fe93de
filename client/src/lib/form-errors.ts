import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiFieldErrors } from './api-error.ts';

// What a form shows of a failed check (its own or the server's), apart from `form.ts` so that a
// page whose schema and resolver load on first use (`form-loading-schema.ts`, docs/decisions/123)
// does not bring the resolver with them.

function messageOf(errors: FieldErrors, key: string): string | undefined {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[key]?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The message to announce for a failed validation: the first field's, in `order` (the
 * fields' order on screen) when given, else in the schema's order.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[] = [],
): string | undefined {
  for (const key of [...order, ...Object.keys(errors)]) {
    const message = messageOf(errors, key);
    if (message) return message;
  }
  return undefined;
}

/** Every message of a failed validation, one per field, in the schema's order. */
export function errorMessages(errors: FieldErrors): string[] {
  return Object.keys(errors)
    .map((key) => messageOf(errors, key))
    .filter((m): m is string => m !== undefined);
}

/** Puts the server's field errors of a refused input next to the form's fields. */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): void {
  const fields = Object.keys(form.getValues());
  for (const [field, message] of Object.entries(apiFieldErrors(error))) {
    if (fields.includes(field)) form.setError(field as Path<T>, { type: 'server', message });
  }
}
