import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors } from './api-error.ts';

/** A shared zod schema a form can use: its input is the form's fields. */
type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * The client's one form idiom: react-hook-form validated by the procedure's own input
 * schema (shared with the server), so the form shows the very messages the server would
 * answer with. The fields hold the schema's input (`z.input`); the submit handler gets the
 * parsed output (`z.output`).
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}

/** zodResolver for a schema imported on the first check (loaded once). */
export function zodResolverLoading<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await loadSchema());
    return resolver(values, context, options);
  };
}

/**
 * `useSchemaForm` for a form whose page must stay light (docs/decisions/085): the same schema,
 * imported on the form's first check instead of with the page, so zod is not in the page's
 * first download. The form may call `loadSchema` earlier (when the visitor starts using it) to
 * fetch it ahead; a check made before it has arrived waits for it.
 */
export function useSchemaFormLoadingSchema<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const [resolver] = useState(() => zodResolverLoading(loadSchema));
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}

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
