import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What a field component takes from the form: its registration, its error, its invalid mark. */
export type FieldWiring = UseFormRegisterReturn & { error?: string | undefined; 'aria-invalid'?: true };

function fieldMessages(errors: FieldErrors): string[] {
  return Object.values(errors)
    .map((error) => (error && typeof error.message === 'string' ? error.message : undefined))
    .filter((message): message is string => Boolean(message));
}

/**
 * The messages that more than one field has ("Please fill in all required fields" under
 * eight fields): a form says each of them once, in a summary above its fields
 * (docs/decisions/029).
 */
export function sharedMessages(errors: FieldErrors): string[] {
  const counts = new Map<string, number>();
  for (const message of fieldMessages(errors)) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([message]) => message);
}

/**
 * A field's wiring: registered, with its error underneath unless the summary already says it,
 * in which case the field is only marked invalid (its red border, and aria-invalid for
 * screen readers).
 */
export function fieldWiring<T extends FieldValues, TParsed>(
  form: UseFormReturn<T, unknown, TParsed>,
  name: Path<T>,
  saidAbove: readonly string[] = [],
): FieldWiring {
  const message = form.getFieldState(name, form.formState).error?.message;
  if (message !== undefined && saidAbove.includes(message)) {
    return { ...form.register(name), 'aria-invalid': true };
  }
  return { ...form.register(name), error: message };
}
