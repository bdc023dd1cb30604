import { z } from 'zod';
import { contactLimits, type ContactFormInput } from './limits';

export { contactFormDefaults, contactLimits, type ContactFormInput } from './limits';

/** The contact form's rules; a form the schema accepts is never refused by the database. */
export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
  nameMax: `Name must be at most ${contactLimits.nameMax} characters`,
  subjectMax: `Subject must be at most ${contactLimits.subjectMax} characters`,
  messageMax: `Message must be at most ${contactLimits.messageMax} characters`,
} as const;

/** Characters as PostgreSQL counts them (code points, not UTF-16 units). */
const charCount = (value: string) => [...value].length;

export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((value) => charCount(value) >= contactLimits.nameMin, contactMessages.name)
    .refine((value) => value.length <= contactLimits.nameMax, contactMessages.nameMax),
  email: z
    .string()
    .trim()
    .pipe(z.email(contactMessages.email).max(contactLimits.emailMax, contactMessages.email)),
  subject: z.string().trim().max(contactLimits.subjectMax, contactMessages.subjectMax),
  message: z
    .string()
    .trim()
    .refine((value) => charCount(value) >= contactLimits.messageMin, contactMessages.message)
    .refine((value) => value.length <= contactLimits.messageMax, contactMessages.messageMax),
  newsletter: z.boolean(),
  /**
   * Honeypot: hidden from people, filled by bots. It is accepted here so a
   * bot sees the normal success path; `submitContact` then pretends to send
   * and stores nothing.
   */
  website: z.string(),
});

// The zod-free input type must stay what the schema reads.
type SchemaInput = z.input<typeof contactFormSchema>;
const _sameInput: [SchemaInput, ContactFormInput] extends [ContactFormInput, SchemaInput] ? true : never = true;
void _sameInput;
/** What the schema hands to `submitContact`. */
export type ContactFormValues = z.output<typeof contactFormSchema>;
