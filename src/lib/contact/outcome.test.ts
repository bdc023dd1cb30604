import { describe, expect, it } from 'vitest';
import { toastFor } from './outcome';

describe('toastFor', () => {
  it('sent: success, form resets', () => {
    expect(toastFor({ kind: 'sent' })).toEqual({
      type: 'success',
      title: 'Message sent!',
      description: "Thank you for your message. I'll get back to you soon.",
      resetForm: true,
    });
  });

  it('saved but not notified: warning, form resets', () => {
    expect(toastFor({ kind: 'saved-not-notified' })).toEqual({
      type: 'warning',
      title: 'Message saved!',
      description: "Your message was saved but the email notification may have failed. I'll still see your message.",
      resetForm: true,
    });
  });

  it('failed: error with the message, form kept', () => {
    expect(toastFor({ kind: 'failed', message: 'Too many messages.' })).toEqual({
      type: 'error',
      title: 'Failed to send message',
      description: 'Too many messages.',
      resetForm: false,
    });
  });

  it('failed without a message: the fallback advice', () => {
    const fallback = 'Please try again later or contact me directly via email.';
    expect(toastFor({ kind: 'failed' }).description).toBe(fallback);
    expect(toastFor({ kind: 'failed', message: '  ' }).description).toBe(fallback);
  });
});
