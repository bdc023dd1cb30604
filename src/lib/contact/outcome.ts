/** How a contact submission ended. */
export type SubmitOutcome = { kind: 'sent' } | { kind: 'saved-not-notified' } | { kind: 'failed'; message?: string };

export type ContactToast = {
  type: 'success' | 'warning' | 'error';
  title: string;
  description: string;
  /** Whether the form goes back to its empty defaults. */
  resetForm: boolean;
};

export const fallbackErrorDescription = 'Please try again later or contact me directly via email.';

/** The toast for each outcome, with the product's exact wording. */
export function toastFor(outcome: SubmitOutcome): ContactToast {
  switch (outcome.kind) {
    case 'sent':
      return {
        type: 'success',
        title: 'Message sent!',
        description: "Thank you for your message. I'll get back to you soon.",
        resetForm: true,
      };
    case 'saved-not-notified':
      return {
        type: 'warning',
        title: 'Message saved!',
        description: "Your message was saved but the email notification may have failed. I'll still see your message.",
        resetForm: true,
      };
    case 'failed':
      return {
        type: 'error',
        title: 'Failed to send message',
        description: outcome.message?.trim() || fallbackErrorDescription,
        resetForm: false,
      };
  }
}
