/**
 * The 'WhatsApp Me' action: a wa.me link with the form's content as the
 * prefilled chat text.
 *
 * An empty form (no name, e-mail or message) gives the greeting
 * `Hello {owner}, I'm interested in your services.` Otherwise one line each:
 *
 *   Hello {owner}, my name is {name | [Name not provided]}.
 *   Regarding: {subject}                      (only when there is a subject)
 *   {message}                                 (only when there is a message)
 *   You can reach me at: {email | [Email not provided]}
 *   Looking forward to hearing from you.
 */

export type WhatsAppFormValues = {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
};

/** Whether the form has anything worth sending; the WhatsApp button is disabled otherwise. */
export function hasWhatsAppContent(values: WhatsAppFormValues): boolean {
  return [values.name, values.email, values.message].some((value) => (value ?? '').trim() !== '');
}

export function buildWhatsAppText(values: WhatsAppFormValues, ownerFirstName: string): string {
  if (!hasWhatsAppContent(values)) return `Hello ${ownerFirstName}, I'm interested in your services.`;
  const name = values.name?.trim() || '[Name not provided]';
  const email = values.email?.trim() || '[Email not provided]';
  const subject = values.subject?.trim();
  const message = values.message?.trim();
  return [
    `Hello ${ownerFirstName}, my name is ${name}.`,
    ...(subject ? [`Regarding: ${subject}`] : []),
    ...(message ? [message] : []),
    `You can reach me at: ${email}`,
    'Looking forward to hearing from you.',
  ].join('\n');
}

/** `https://wa.me/<digits>?text=<encoded>`; the number may carry +, spaces or dashes. */
export function buildWhatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
