import { describe, expect, it } from 'vitest';
import { sharedMessages } from './form-fields.ts';

describe('sharedMessages', () => {
  it('names a message once when several fields have it', () => {
    const required = { type: 'custom', message: 'Please fill in all required fields' };
    expect(
      sharedMessages({
        country: required,
        title: required,
        price: required,
        photoUrl: { type: 'custom', message: 'Please upload a cover photo' },
      }),
    ).toEqual(['Please fill in all required fields']);
  });

  it('leaves a message only one field has next to that field', () => {
    expect(
      sharedMessages({
        title: { type: 'custom', message: 'Title is required' },
        description: { type: 'custom', message: 'Description must be at least 50 characters' },
      }),
    ).toEqual([]);
  });
});
