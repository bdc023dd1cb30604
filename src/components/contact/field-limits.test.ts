import { describe, expect, it } from 'vitest';
import { contactFormDefaults, contactLimits } from '../../lib/contact/schema';
import { emptyContactForm, fieldLimits } from './field-limits';

describe('the form’s zod-free copy of the schema’s constants', () => {
  it('has the schema’s limits', () => {
    expect(fieldLimits).toEqual(contactLimits);
  });

  it('has the schema’s empty form', () => {
    expect(emptyContactForm).toEqual(contactFormDefaults);
  });
});
