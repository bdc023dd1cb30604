import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '../../lib/contact/schema';

/** The form's validation: its own chunk, so zod loads only when the form is used. */
export const contactResolver = zodResolver(contactFormSchema);
