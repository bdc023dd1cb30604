/**
 * The form's own wording: field labels, placeholders and button texts
 * (content/home.yaml holds the title, the 'WhatsApp Me' label, the
 * newsletter wording and the privacy notice; the
 * validation and toast messages live in src/lib/contact).
 */
export const formCopy = {
  name: { label: 'Name', placeholder: 'Your full name' },
  email: { label: 'Email', placeholder: 'you@example.com' },
  subject: { label: 'Subject', optional: '(optional)', placeholder: 'e.g. A new website for my shop' },
  message: { label: 'Message', placeholder: 'Tell me about your business, what you need and when you would like it ready.' },
  requiredNote: 'Required fields',
  submit: 'Send Message',
  sending: 'Sending…',
  whatsappNewTab: '(opens WhatsApp in a new tab)',
  honeypot: 'Leave this field empty',
  loadFailed: 'The form could not load. Please check your connection and try again.',
} as const;
