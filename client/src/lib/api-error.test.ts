import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  apiErrorCode,
  apiFieldErrors,
  apiHttpStatus,
  errorMessage,
  isApiError,
  isRefusal,
  refusalMessage,
} from './api-error.ts';

/** An error as the tRPC client builds it from the server's answer. */
function answered(code: string, httpStatus: number, message: string, zodError: unknown = null) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus, zodError } } });
}

const networkFailure = TRPCClientError.from(new TypeError('Failed to fetch'));

describe('api errors', () => {
  it('reads the code and HTTP status of an answer, and nothing of a network failure', () => {
    const conflict = answered('CONFLICT', 409, 'Booking would exceed available capacity');
    expect(isApiError(conflict)).toBe(true);
    expect(apiErrorCode(conflict)).toBe('CONFLICT');
    expect(apiHttpStatus(conflict)).toBe(409);
    expect(apiErrorCode(networkFailure)).toBeUndefined();
    expect(apiHttpStatus(networkFailure)).toBeUndefined();
    expect(apiErrorCode(new Error('not from the API'))).toBeUndefined();
  });

  it("shows the server's reason only for a refusal (4xx), never for a failure (5xx, network)", () => {
    const fallback = 'There was an error cancelling the booking. Please try again.';
    const refused = answered('PRECONDITION_FAILED', 412, 'Cancellation deadline has passed');
    const failed = answered('INTERNAL_SERVER_ERROR', 500, 'An unexpected error occurred');
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(failed)).toBe(false);
    expect(isRefusal(networkFailure)).toBe(false);
    expect(refusalMessage(refused, fallback)).toBe('Cancellation deadline has passed');
    expect(refusalMessage(failed, fallback)).toBe(fallback);
    expect(refusalMessage(networkFailure, fallback)).toBe(fallback);
  });

  it('gives the first message per field of a refused input', () => {
    const refused = answered('BAD_REQUEST', 400, 'Please enter a valid phone number', {
      formErrors: [],
      fieldErrors: {
        customerPhone: ['Please enter a valid phone number', 'Please fill in all required fields (name, email, phone)'],
        customerEmail: ['Please enter a valid email address'],
        specialRequests: [],
      },
    });
    expect(apiFieldErrors(refused)).toEqual({
      customerPhone: 'Please enter a valid phone number',
      customerEmail: 'Please enter a valid email address',
    });
    expect(apiFieldErrors(answered('CONFLICT', 409, 'Taken'))).toEqual({});
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });

  it('falls back when there is no message to show', () => {
    expect(errorMessage(answered('CONFLICT', 409, 'An account with this email already exists.'), 'x')).toBe(
      'An account with this email already exists.',
    );
    expect(errorMessage(new Error(''), 'An unexpected error occurred')).toBe('An unexpected error occurred');
    expect(errorMessage(null, 'An unexpected error occurred')).toBe('An unexpected error occurred');
  });
});
