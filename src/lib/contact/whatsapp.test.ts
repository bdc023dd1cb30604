import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink, buildWhatsAppText, hasWhatsAppContent } from './whatsapp';

describe('buildWhatsAppText', () => {
  it('greets the owner when the form is empty', () => {
    expect(buildWhatsAppText({}, 'Juma')).toBe("Hello Juma, I'm interested in your services.");
    expect(buildWhatsAppText({ name: ' ', email: '', message: '\n' }, 'Juma')).toBe("Hello Juma, I'm interested in your services.");
  });

  it('a subject alone does not count as content', () => {
    expect(buildWhatsAppText({ subject: 'Hosting' }, 'Juma')).toBe("Hello Juma, I'm interested in your services.");
  });

  it('writes every field on its own line', () => {
    const text = buildWhatsAppText(
      { name: 'Asha', email: 'asha@example.co.tz', subject: 'New shop', message: 'I sell kitenge online.' },
      'Juma',
    );
    expect(text).toBe(
      [
        'Hello Juma, my name is Asha.',
        'Regarding: New shop',
        'I sell kitenge online.',
        'You can reach me at: asha@example.co.tz',
        'Looking forward to hearing from you.',
      ].join('\n'),
    );
  });

  it('leaves out the Regarding line without a subject', () => {
    const text = buildWhatsAppText({ name: 'Asha', email: 'asha@example.co.tz', subject: '  ', message: 'Hi there' }, 'Juma');
    expect(text).not.toContain('Regarding');
    expect(text.split('\n')).toHaveLength(4);
  });

  it('marks a missing name and e-mail', () => {
    expect(buildWhatsAppText({ message: 'Do you host WordPress?' }, 'Juma')).toBe(
      [
        'Hello Juma, my name is [Name not provided].',
        'Do you host WordPress?',
        'You can reach me at: [Email not provided]',
        'Looking forward to hearing from you.',
      ].join('\n'),
    );
  });

  it('works with only a name or only an e-mail', () => {
    expect(buildWhatsAppText({ name: 'Asha' }, 'Juma')).toBe(
      ['Hello Juma, my name is Asha.', 'You can reach me at: [Email not provided]', 'Looking forward to hearing from you.'].join('\n'),
    );
    expect(buildWhatsAppText({ email: 'a@b.tz' }, 'Juma')).toContain('my name is [Name not provided].\nYou can reach me at: a@b.tz');
  });

  it('trims what the visitor typed', () => {
    expect(buildWhatsAppText({ name: '  Asha ', message: ' Hi there \n', email: ' a@b.tz ' }, 'Juma')).toBe(
      ['Hello Juma, my name is Asha.', 'Hi there', 'You can reach me at: a@b.tz', 'Looking forward to hearing from you.'].join('\n'),
    );
  });
});

describe('hasWhatsAppContent', () => {
  it('is true once a name, an e-mail or a message has content', () => {
    expect(hasWhatsAppContent({})).toBe(false);
    expect(hasWhatsAppContent({ subject: 'x' })).toBe(false);
    expect(hasWhatsAppContent({ name: 'A' })).toBe(true);
    expect(hasWhatsAppContent({ email: 'a' })).toBe(true);
    expect(hasWhatsAppContent({ message: 'a' })).toBe(true);
  });
});

describe('buildWhatsAppLink', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    expect(buildWhatsAppLink('+255 712-345 678', "Hello Juma, I'm & you?\nYes")).toBe(
      "https://wa.me/255712345678?text=Hello%20Juma%2C%20I'm%20%26%20you%3F%0AYes",
    );
  });
});
