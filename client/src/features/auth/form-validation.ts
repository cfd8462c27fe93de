import type { z } from 'zod';

export interface Validation<T> {
  ok: boolean;
  data: T | undefined;
  /** The first message per field, for the inline errors. */
  fieldErrors: Record<string, string>;
  /** The message to announce (first field with an error, in `order`). */
  first: string | undefined;
}

/**
 * Checks form values against the procedure's own input schema (shared with the server), so
 * the form shows exactly the messages the server would give.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
  order: readonly string[] = [],
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, fieldErrors: {}, first: undefined };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    fieldErrors[key] ??= issue.message;
  }
  const firstKey = order.find((k) => fieldErrors[k]) ?? Object.keys(fieldErrors)[0];
  return { ok: false, data: undefined, fieldErrors, first: firstKey ? fieldErrors[firstKey] : undefined };
}

/** The tRPC error code of a failed call, if any. */
export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { code?: unknown } }).data;
    return typeof data?.code === 'string' ? data.code : undefined;
  }
  return undefined;
}
