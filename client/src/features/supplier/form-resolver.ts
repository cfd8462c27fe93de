import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from one of the shared zod schemas: the form shows the very
 * messages the server would answer with. Values stay as typed (strings from inputs); the
 * procedure parses them again with the same schema.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || 'root';
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<T> };
  };
}

/** The messages of a failed validation, first one per field. */
export function errorMessages(errors: FieldErrors): string[] {
  return Object.values(errors)
    .map((e) => (e && typeof e.message === 'string' ? e.message : null))
    .filter((m): m is string => m !== null);
}
