import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';

/** A shared zod schema a form can use: its input is the form's fields. */
type FormSchema = z.ZodType<unknown, FieldValues>;

/** react-hook-form's zod adapter, imported with the schema on the form's first check (once). */
function loadZodResolver() {
  return import('@hookform/resolvers/zod');
}

/** Fetches the zod adapter ahead of the first check (a failure here is retried by that check). */
export function prefetchZodResolver(): void {
  loadZodResolver().catch(() => undefined);
}

/** zodResolver for a schema imported on the first check: the schema and the adapter load then, once. */
export function zodResolverLoading<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([loadZodResolver(), loadSchema()]);
      resolver ??= zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
    }
    return resolver(values, context, options);
  };
}

/**
 * `useSchemaForm` (`form.ts`) for a form whose page must stay light (docs/decisions/085, 123): the
 * same schema, imported on the form's first check instead of with the page, and react-hook-form's
 * zod adapter with it, so neither zod nor the adapter is in the page's first download. The form
 * may call `loadSchema` and `prefetchZodResolver` earlier (when the visitor starts using it) to
 * fetch them ahead; a check made before they have arrived waits for them.
 */
export function useSchemaFormLoadingSchema<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const [resolver] = useState(() => zodResolverLoading(loadSchema));
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}
