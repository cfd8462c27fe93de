import { describe, expect, it } from 'vitest';
import {
  signUpSupplierInputSchema,
  splitContactPerson,
  SUPPLIER_REQUIRED_FIELDS_MESSAGE,
  YEARS_IN_OPERATION_MESSAGE,
} from './auth.ts';

describe('splitContactPerson (docs/spec/accounts-and-operations.md §3: first word, then the remaining words)', () => {
  it.each([
    ['Maja Kovač', 'Maja', 'Kovač'],
    ['  Ana   Maria  Novak ', 'Ana', 'Maria Novak'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → %j + %j', (contact, first, last) => {
    expect(splitContactPerson(contact)).toEqual({ firstName: first, lastName: last });
  });
});

const form = {
  businessName: 'B',
  contactPerson: 'C D',
  email: 'Someone@Example.test',
  password: 'secret1',
  confirmPassword: 'secret1',
  location: 'L',
  activityType: 'Social Impact',
  description: 'D',
};

describe('signUpSupplierInputSchema', () => {
  it('lower-cases the email and turns blank optional fields into null', () => {
    const parsed = signUpSupplierInputSchema.parse({ ...form, phone: ' ', website: '', yearsInOperation: '' });
    expect(parsed).toMatchObject({ email: 'someone@example.test', phone: null, website: null, impact: null });
    expect(parsed.yearsInOperation).toBeNull();
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['500', 500],
  ])('reads years in operation %j as %j', (input, years) => {
    expect(signUpSupplierInputSchema.parse({ ...form, yearsInOperation: input }).yearsInOperation).toBe(years);
  });

  it.each(['-1', '501', '2.5', 'ten'])('refuses years in operation %j', (input) => {
    const result = signUpSupplierInputSchema.safeParse({ ...form, yearsInOperation: input });
    expect(result.error?.issues.map((i) => i.message)).toEqual([YEARS_IN_OPERATION_MESSAGE]);
  });

  it('gives the one required-fields message for a blank required field', () => {
    const result = signUpSupplierInputSchema.safeParse({ ...form, password: '', confirmPassword: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      SUPPLIER_REQUIRED_FIELDS_MESSAGE,
      SUPPLIER_REQUIRED_FIELDS_MESSAGE,
    ]);
  });
});
