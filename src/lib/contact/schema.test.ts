import { describe, expect, it } from 'vitest';
import { contactFormDefaults, contactFormSchema, contactLimits } from './schema';

const valid = { name: 'Asha Mrema', email: 'asha@example.co.tz', subject: '', message: 'I need a website for my shop.', newsletter: false, website: '' };

function errorsFor(values: Partial<typeof valid>): Record<string, string[]> {
  const result = contactFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('contactFormSchema', () => {
  it('accepts a complete form and trims the text fields', () => {
    const result = contactFormSchema.parse({ ...valid, name: '  Asha  ', email: ' asha@example.co.tz ', subject: ' Quote ' });
    expect(result).toEqual({ ...valid, name: 'Asha', subject: 'Quote' });
  });

  it('uses the exact messages for missing or short fields', () => {
    expect(errorsFor({ name: '', email: '', message: '' })).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    });
    expect(errorsFor({ name: ' A ' }).name).toEqual(['Name must be at least 2 characters']);
    expect(errorsFor({ email: 'asha@' }).email).toEqual(['Please enter a valid email address']);
    expect(errorsFor({ message: '  too short ' }).message).toEqual(['Message must be at least 10 characters']);
  });

  it('counts characters as the database does (an emoji is one)', () => {
    expect(errorsFor({ name: '😀' }).name).toEqual(['Name must be at least 2 characters']);
    expect(errorsFor({ name: 'Jo' })).toEqual({});
  });

  it('enforces the database maximum lengths', () => {
    expect(errorsFor({ name: 'a'.repeat(contactLimits.nameMax) })).toEqual({});
    expect(errorsFor({ name: 'a'.repeat(contactLimits.nameMax + 1) }).name).toHaveLength(1);
    expect(errorsFor({ subject: 's'.repeat(contactLimits.subjectMax + 1) }).subject).toHaveLength(1);
    expect(errorsFor({ message: 'm'.repeat(contactLimits.messageMax) })).toEqual({});
    expect(errorsFor({ message: 'm'.repeat(contactLimits.messageMax + 1) }).message).toHaveLength(1);
    const longEmail = `${'x'.repeat(contactLimits.emailMax - 'example.com'.length)}@example.com`;
    expect(longEmail.length).toBe(contactLimits.emailMax + 1);
    expect(errorsFor({ email: longEmail }).email).toEqual(['Please enter a valid email address']);
  });

  it('matches the limits of the database constraints', () => {
    expect(contactLimits).toEqual({ nameMin: 2, nameMax: 100, emailMax: 254, subjectMax: 200, messageMin: 10, messageMax: 5000 });
  });

  it('leaves the subject optional and the honeypot to the submit step', () => {
    expect(errorsFor({ subject: '' })).toEqual({});
    expect(errorsFor({ website: 'https://spam.example' })).toEqual({});
  });

  it('has empty defaults with the newsletter unchecked', () => {
    expect(contactFormDefaults).toEqual({ name: '', email: '', subject: '', message: '', newsletter: false, website: '' });
  });
});
