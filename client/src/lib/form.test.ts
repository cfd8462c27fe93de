import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MISMATCH_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  signInInputSchema,
  signUpTravelerInputSchema,
} from '@regen/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { errorMessages, firstErrorMessage, zodResolverLoading } from './form.ts';

/** What the form's resolver answers for these values (react-hook-form calls it on submit). */
async function validate<T extends Record<string, unknown>>(schema: Parameters<typeof zodResolver>[0], values: T) {
  const resolver = zodResolver(schema);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as FieldErrors;
}

describe('forms on the shared schemas', () => {
  it("shows the schema's own messages, one per field", async () => {
    const errors = await validate(signInInputSchema, { email: '', password: '' });
    expect(errorMessages(errors)).toEqual([SIGN_IN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE]);
  });

  it('announces the first field in the order on screen, else in the schema order', async () => {
    const errors = await validate(signUpTravelerInputSchema, {
      firstName: 'Tara',
      lastName: '',
      email: 'not an email',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(firstErrorMessage(errors)).toBe('Please fill in all required fields');
    expect(firstErrorMessage(errors, ['password', 'lastName'])).toBe('Password must be at least 6 characters long');
    expect(firstErrorMessage({})).toBeUndefined();
  });

  it('puts a cross-field rule on its field (the confirmation)', async () => {
    const errors = await validate(signUpTravelerInputSchema, {
      firstName: 'Tara',
      lastName: 'Green',
      email: 'tara@example.test',
      password: 'secret12',
      confirmPassword: 'secret13',
    });
    expect(Object.keys(errors)).toEqual(['confirmPassword']);
    expect(firstErrorMessage(errors)).toBe(PASSWORD_MISMATCH_MESSAGE);
  });

  it('checks with a schema loaded on the first check, as with the schema itself, loading it once', async () => {
    let loads = 0;
    const resolver = zodResolverLoading(() => {
      loads += 1;
      return Promise.resolve(signInInputSchema);
    });
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const values = { email: '', password: '' };
    const first = await resolver(values, undefined, options);
    await resolver(values, undefined, options);
    expect(errorMessages(first.errors as FieldErrors)).toEqual(
      errorMessages(await validate(signInInputSchema, values)),
    );
    expect(loads).toBe(1);
  });
});
