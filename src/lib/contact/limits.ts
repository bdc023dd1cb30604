/**
 * The contact form's limits and empty values, kept free of zod so the form
 * can ship them in the home page's first download while the schema (and zod)
 * loads only when the visitor starts using the form. The limits are the
 * database's CHECK constraints (supabase/migrations).
 */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** What the form holds (before trimming). */
export interface ContactFormInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  newsletter: boolean;
  /** Honeypot: hidden from people, filled by bots. */
  website: string;
}

/** The empty form, also what it resets to after a message is sent. */
export const contactFormDefaults: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  newsletter: false,
  website: '',
};
