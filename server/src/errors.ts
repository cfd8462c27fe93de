import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import {
  DEFAULT_LOCALE,
  describeMessage,
  formatDescriptor,
  type Locale,
  type MessageArgs,
  type MessageDescriptor,
  type MessageKey,
} from '@regen/shared/i18n';

export type DomainErrorCode = Extract<
  TRPC_ERROR_CODE_KEY,
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PRECONDITION_FAILED'
>;

/** A key whose message takes no values: thrown as is. A message with values is a descriptor. */
export type PlainMessageKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

/**
 * An expected failure with a user-facing message (the spec's texts). Domain code throws
 * these; the tRPC layer maps them to TRPCError in one place (trpc/trpc.ts). The message is a
 * catalogue key (docs/decisions/088): `message` is its English text (logs, the OCTO API), and
 * `messageIn` formats it for the reader's locale.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly descriptor: MessageDescriptor;
  readonly details?: Record<string, unknown>;

  constructor(code: DomainErrorCode, message: PlainMessageKey | MessageDescriptor, details?: Record<string, unknown>) {
    const descriptor = typeof message === 'string' ? { key: message } : message;
    super(formatDescriptor(DEFAULT_LOCALE, descriptor));
    this.name = 'DomainError';
    this.code = code;
    this.descriptor = descriptor;
    if (details) this.details = details;
  }

  messageIn(locale: Locale): string {
    return formatDescriptor(locale, this.descriptor);
  }
}

type ErrorOf = <K extends MessageKey>(key: K, ...values: MessageArgs<K>) => DomainError;
const errorOf =
  (code: DomainErrorCode): ErrorOf =>
  (key, ...values) =>
    new DomainError(code, describeMessage(key, ...values));

export const notFound = errorOf('NOT_FOUND');
export const conflict = errorOf('CONFLICT');
export const forbidden = errorOf('FORBIDDEN');
export const badRequest = errorOf('BAD_REQUEST');
export const preconditionFailed = errorOf('PRECONDITION_FAILED');

/** Postgres error codes worth turning into a 4xx rather than a 500. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
