import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

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

// The forms' error helpers and the lazily checked form, in their own modules (docs/decisions/123),
// still importable from here.
export { errorMessages, firstErrorMessage, showServerFieldErrors } from './form-errors.ts';
export { useSchemaFormLoadingSchema, zodResolverLoading } from './form-loading-schema.ts';
