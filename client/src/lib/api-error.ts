import { isTRPCClientError, type TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@regen/server/trpc/router';

/**
 * A failed call to the API as the tRPC client reports it: `data` carries the tRPC code, the
 * HTTP status and, when the input was refused, the zod issues by field (the server's error
 * formatter). The one place the client reads them; screens never cast an error.
 */
export type ApiError = TRPCClientError<AppRouter>;
type ApiErrorData = NonNullable<ApiError['data']>;
export type ApiErrorCode = ApiErrorData['code'];

export function isApiError(error: unknown): error is ApiError {
  return isTRPCClientError<AppRouter>(error);
}

/** 'CONFLICT', 'NOT_FOUND', … when the server answered; undefined for anything else (a network failure). */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  return isApiError(error) ? error.data?.code : undefined;
}

/** The HTTP status the server answered with; undefined when no answer came. */
export function apiHttpStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.data?.httpStatus : undefined;
}

/** The server refused the call on purpose (a 4xx): its message is meant for the person. */
export function isRefusal(error: unknown): boolean {
  const status = apiHttpStatus(error);
  return status !== undefined && status < 500;
}

/** The first message per field of a refused input (`data.zodError`), for the form's inline errors. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors = isApiError(error) ? error.data?.zodError?.fieldErrors : undefined;
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) {
    const first = (list as string[] | undefined)?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}

/**
 * The message to show for a failed call: the server's (for a refused input, the first rule's
 * own message), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/** The server's message when it refused the call (deadline passed, already cancelled…), else the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? errorMessage(error, fallback) : fallback;
}
