import type { ContactFormInput } from '../../lib/contact/schema';

/*
 * The form's maximum lengths and empty values, free of zod: they are part of
 * the home page's first download, while the schema (and zod with it) loads
 * only when the visitor starts using the form. They mirror
 * src/lib/contact/schema.ts (`contactLimits`, `contactFormDefaults`), which
 * cannot be imported here without pulling zod in; field-limits.test.ts fails
 * if the two ever differ.
 */

export const fieldLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The empty form, also what it resets to after a message is sent. */
export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  newsletter: false,
  website: '',
};
