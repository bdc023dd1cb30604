import { describe, expect, it } from 'vitest';
import { errorMessageId, fieldA11yProps } from './field-a11y';

describe('fieldA11yProps', () => {
  it('leaves a valid control unmarked', () => {
    expect(fieldA11yProps('contact-name', undefined)).toEqual({ id: 'contact-name', 'aria-invalid': undefined, 'aria-describedby': undefined });
  });

  it('marks an invalid control and points it at its message', () => {
    const props = fieldA11yProps('contact-name', 'Name must be at least 2 characters');
    expect(props['aria-invalid']).toBe(true);
    expect(props['aria-describedby']).toBe(errorMessageId('contact-name'));
    expect(errorMessageId('contact-name')).toBe('contact-name-error');
  });

  it('treats an empty message as no error', () => {
    expect(fieldA11yProps('x', '')['aria-invalid']).toBeUndefined();
  });
});
