// OCTO's errors (docs/decisions/045): the body is `{ error, errorMessage }` plus the id the error
// is about. Every error is HTTP 400 as the specification's OpenAPI document has it, except
// UNAUTHORIZED (401, as every Bearer API), INTERNAL_SERVER_ERROR (500) and the per-key rate
// limit (429, not an OCTO code: a reseller's generic HTTP client understands it).

export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'UNPROCESSABLE_ENTITY'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

const STATUS: Partial<Record<OctoErrorCode, number>> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export class OctoError extends Error {
  readonly code: OctoErrorCode;
  /** The id the error is about, as OCTO names it: `{ productId }`, `{ uuid }`, … */
  readonly subject: Record<string, string>;
  readonly statusCode: number;

  constructor(code: OctoErrorCode, message: string, subject: Record<string, string> = {}) {
    super(message);
    this.name = 'OctoError';
    this.code = code;
    this.subject = subject;
    this.statusCode = STATUS[code] ?? 400;
  }

  toBody() {
    return { error: this.code, errorMessage: this.message, ...this.subject };
  }
}

export const invalidProductId = (productId: string) =>
  new OctoError('INVALID_PRODUCT_ID', 'The productId was missing or invalid', { productId });
export const invalidOptionId = (optionId: string) =>
  new OctoError('INVALID_OPTION_ID', 'The optionId was missing or invalid', { optionId });
export const invalidUnitId = (unitId: string) =>
  new OctoError('INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId });
export const invalidAvailabilityId = (availabilityId: string) =>
  new OctoError('INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', { availabilityId });
export const invalidBookingUuid = (uuid: string) =>
  new OctoError('INVALID_BOOKING_UUID', 'The uuid was already used, missing or invalid', { uuid });
export const badRequest = (message: string) => new OctoError('BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);
