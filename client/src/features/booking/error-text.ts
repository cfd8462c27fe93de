import { errorMessage } from '../../lib/toast.ts';

interface ZodErrorData {
  zodError?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> } | null;
}

/**
 * The message to show for a failed call: the first validation message when the server
 * refused the input (instead of tRPC's JSON dump of the issues), else the error's message,
 * else the fallback.
 */
export function callErrorText(error: unknown, fallback: string): string {
  const zod = (error as { data?: ZodErrorData } | null)?.data?.zodError;
  if (zod) {
    const first = zod.formErrors?.[0] ?? Object.values(zod.fieldErrors ?? {}).find((m) => m?.length)?.[0];
    if (first) return first;
  }
  return errorMessage(error, fallback);
}
