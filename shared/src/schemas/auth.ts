import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { text, tooLongMessage } from './bounds.ts';
import { englishMessage, type PlainMessageKey } from '../i18n/index.ts';

// Messages are the spec's (docs/spec/accounts-and-operations.md §5).
export const REQUIRED_FIELDS_MESSAGE = englishMessage('validation.requiredFields');
export const PASSWORD_MISMATCH_MESSAGE = englishMessage('auth.passwordMismatch');
export const PASSWORD_TOO_SHORT_MESSAGE = englishMessage('auth.passwordTooShort');
const INVALID_EMAIL_MESSAGE = englishMessage('validation.invalidEmail');
const PASSWORD_TOO_LONG_MESSAGE = englishMessage('auth.passwordTooLong');
export const SIGN_IN_REQUIRED_MESSAGE = englishMessage('auth.signInRequired');

const requiredText = (max: number) => text().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLongMessage(max));

export const emailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(320, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(200, PASSWORD_TOO_LONG_MESSAGE);

export const signUpTravelerInputSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type SignUpTravelerInput = z.input<typeof signUpTravelerInputSchema>;

/** A name the /admin sign-up does not ask for (docs/spec/accounts-and-operations.md §2 "Admin"): blank is ''. */
const optionalName = (max: number) => text().trim().max(max, tooLongMessage(max)).default('');

/**
 * The /admin page's sign-up: email and password only, creating an ordinary account (admin
 * rights come from ADMIN_EMAILS or `npm run admin:grant`). The traveler sign-up keeps its
 * required names (signUpTravelerInputSchema).
 */
export const signUpAccountInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalName(100),
  lastName: optionalName(100),
});
export type SignUpAccountInput = z.input<typeof signUpAccountInputSchema>;

export const signInInputSchema = z.object({
  email: text()
    .trim()
    .min(1, SIGN_IN_REQUIRED_MESSAGE)
    .max(320, INVALID_EMAIL_MESSAGE)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(1, SIGN_IN_REQUIRED_MESSAGE).max(200),
});
export type SignInInput = z.input<typeof signInInputSchema>;

/* ---- Supplier sign-up (docs/spec/accounts-and-operations.md §5 "Supplier sign-up") ---- */

export const SUPPLIER_REQUIRED_FIELDS_MESSAGE = englishMessage('auth.supplierRequiredFields');
export const YEARS_IN_OPERATION_MESSAGE = englishMessage('auth.yearsInOperation');

const supplierRequired = (max: number) =>
  text().trim().min(1, SUPPLIER_REQUIRED_FIELDS_MESSAGE).max(max, tooLongMessage(max));
/** An optional text field: blank becomes null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((v) => (v ? v : null));

export const signUpSupplierInputSchema = z
  .object({
    businessName: supplierRequired(200),
    contactPerson: supplierRequired(200),
    email: z
      .string()
      .trim()
      .min(1, SUPPLIER_REQUIRED_FIELDS_MESSAGE)
      .max(320, INVALID_EMAIL_MESSAGE)
      .pipe(z.email(INVALID_EMAIL_MESSAGE))
      .transform((e) => e.toLowerCase()),
    password: z
      .string()
      .min(1, { message: SUPPLIER_REQUIRED_FIELDS_MESSAGE, abort: true })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(200, PASSWORD_TOO_LONG_MESSAGE),
    confirmPassword: z.string().min(1, SUPPLIER_REQUIRED_FIELDS_MESSAGE),
    phone: optionalText(50),
    location: supplierRequired(200),
    activityType: supplierRequired(100),
    description: supplierRequired(2000),
    impact: optionalText(500),
    website: optionalText(300),
    yearsInOperation: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (/^\d{1,3}$/.test(v) && Number(v) <= 500), YEARS_IN_OPERATION_MESSAGE)
      .transform((v) => (v ? Number(v) : null)),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type SignUpSupplierInput = z.input<typeof signUpSupplierInputSchema>;

/** Supplier activity types offered on the sign-up form (the value stored is the English name). */
export const supplierActivityTypes = [
  'Environmental Restoration',
  'Social Impact',
  'Community Development',
  'Cultural Preservation',
  'Sustainable Tourism',
] as const;
export type SupplierActivityType = (typeof supplierActivityTypes)[number];
/** Each activity type's label as people read it: a catalogue key. */
export const supplierActivityTypeLabels: Record<SupplierActivityType, PlainMessageKey> = {
  'Environmental Restoration': 'auth.activityType.environmentalRestoration',
  'Social Impact': 'auth.activityType.socialImpact',
  'Community Development': 'auth.activityType.communityDevelopment',
  'Cultural Preservation': 'auth.activityType.culturalPreservation',
  'Sustainable Tourism': 'auth.activityType.sustainableTourism',
};

/**
 * At supplier sign-up the first name is the contact person's first word, the last name the rest
 * (docs/spec/accounts-and-operations.md §3).
 */
export function splitContactPerson(contactPerson: string): { firstName: string; lastName: string } {
  const words = contactPerson.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/* ---- Password reset and email verification ---- */

export const EMAIL_REQUIRED_MESSAGE = englishMessage('validation.emailRequired');
export const BOTH_PASSWORDS_REQUIRED_MESSAGE = englishMessage('auth.bothPasswordsRequired');

export const requestPasswordResetInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(320, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE))
    .transform((e) => e.toLowerCase()),
  /** Which sign-in screen asked: the emailed link leads back to it. */
  from: z.enum(['traveler', 'supplier']).default('traveler'),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    token: z.string().trim().min(1, englishMessage('auth.resetLinkInvalidShort')).max(200),
    password: z
      .string()
      .min(1, { message: BOTH_PASSWORDS_REQUIRED_MESSAGE, abort: true })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(200, PASSWORD_TOO_LONG_MESSAGE),
    confirmPassword: z.string().min(1, BOTH_PASSWORDS_REQUIRED_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const verifyEmailInputSchema = z.object({
  token: z.string().trim().min(1, englishMessage('auth.verificationLinkInvalidShort')).max(200),
});
export type VerifyEmailInput = z.input<typeof verifyEmailInputSchema>;

export const resendVerificationInputSchema = z.object({
  email: requestPasswordResetInputSchema.shape.email,
});
export type ResendVerificationInput = z.input<typeof resendVerificationInputSchema>;

/** The code and message of a sign-in refused until the email is verified (the client offers to resend). */
export const EMAIL_NOT_VERIFIED_MESSAGE = englishMessage('auth.emailNotVerified');
