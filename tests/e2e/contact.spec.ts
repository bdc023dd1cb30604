import { execFile } from 'node:child_process';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page, Request } from '@playwright/test';
import { parse } from 'yaml';
import type { StoredMessage } from '../../scripts/serve/embedded-backend/messages';
import { readOutbox, type OutboxEntry } from '../../scripts/serve/embedded-backend/outbox';
import { expect, test, waitForApp } from './fixtures';

/*
 * The contact form on the home page (spec sections 2, 4, 5, 7 and 8),
 * against the built site and the embedded backend of the preview server:
 * what is stored, what is e-mailed, which toast shows, what the form keeps,
 * the WhatsApp link, and that the heavy libraries wait for the first submit.
 */

const site: { firstName: string; whatsapp: string } = parse(await readFile('content/site.yaml', 'utf8'));
const home: { contact: { formTitle: string; whatsappLabel: string } } = parse(await readFile('content/home.yaml', 'utf8'));
const backendDir = path.resolve(process.env.EMBEDDED_BACKEND_DIR ?? '.data/e2e');

const toastText = {
  sent: ['Message sent!', "Thank you for your message. I'll get back to you soon."],
  saved: ['Message saved!', "Your message was saved but the email notification may have failed. I'll still see your message."],
  failed: ['Failed to send message', 'Please try again later or contact me directly via email.'],
} as const;

const validation = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
};

/** A visitor no other test shares: its own address (the per-client rate limit) and e-mail (the per-address one). */
function newVisitor(label: string) {
  const tag = randomUUID().slice(0, 8);
  return {
    ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    name: `Asha Mrema ${tag}`,
    email: `${label}-${tag}@example.com`,
    subject: `Shop website ${tag}`,
    message: `I sell spices in Kariakoo and need a website with M-Pesa payments (${tag}).`,
  };
}

type Visitor = ReturnType<typeof newVisitor>;

/**
 * Sends the visitor's address on every backend request, and optionally one of
 * the embedded backend's failure switches (save: the insert; notify: the e-mail).
 */
async function routeBackend(page: Page, visitor: Visitor, fail?: 'save' | 'notify') {
  const withHeaders = (request: Request, extra: Record<string, string>) => ({ ...request.headers(), 'x-forwarded-for': visitor.ip, ...extra });
  await page.route('**/rest/v1/**', (route) =>
    route.continue({ headers: withHeaders(route.request(), fail === 'save' ? { 'x-embedded-backend-fail': 'save' } : {}) }),
  );
  await page.route('**/functions/v1/**', (route) =>
    route.continue({ headers: withHeaders(route.request(), fail === 'notify' ? { 'x-embedded-backend-fail': 'notify' } : {}) }),
  );
}

/**
 * The browser logs a failed request as a console error; for the failures a
 * test forces on purpose, those lines are the behaviour under test.
 */
function allowFailedRequests(consoleErrors: string[], status: number, count: number) {
  const expected = (text: string) => text.includes(`status of ${status}`);
  expect(consoleErrors.filter(expected)).toHaveLength(count);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (expected(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/#contact');
  await waitForApp(page, 'contact-form');
  const form = page.getByRole('form', { name: home.contact.formTitle });
  await form.scrollIntoViewIfNeeded();
  return form;
}

// 'Subject' is labelled 'Subject (optional)'; the asterisks of the others are hidden from assistive technology.
const field = (form: Locator, label: 'Name' | 'Email' | 'Subject' | 'Message') => form.getByLabel(new RegExp(`^${label}`));
const newsletter = (form: Locator) => form.getByRole('checkbox');
const submitButton = (form: Locator) => form.getByRole('button', { name: /^(Send Message|Sending…)$/ });
const whatsappButton = (form: Locator) => form.getByRole('button', { name: new RegExp(`^${home.contact.whatsappLabel}`) });

async function fillForm(form: Locator, visitor: Visitor, { subject = true, subscribe = false } = {}) {
  await field(form, 'Name').fill(visitor.name);
  await field(form, 'Email').fill(visitor.email);
  if (subject) await field(form, 'Subject').fill(visitor.subject);
  await field(form, 'Message').fill(visitor.message);
  if (subscribe) await newsletter(form).check();
}

/** The toast with this title (sonner's markup: one list item per toast). */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

async function expectToast(page: Page, [title, description]: readonly [string, string], type: 'success' | 'warning' | 'error') {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-type', type);
  await expect(item).toContainText(description);
}

async function expectEmptyForm(form: Locator) {
  for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) await expect(field(form, label)).toHaveValue('');
  await expect(newsletter(form)).not.toBeChecked();
}

/** A stored message as `npm run messages -- --json` prints it: its dates as ISO strings. */
type StoredRow = { [K in keyof StoredMessage]: StoredMessage[K] extends Date ? string : StoredMessage[K] extends Date | null ? string | null : StoredMessage[K] };

/** The rows the preview server stored, read the way `npm run messages -- --json` does. */
async function storedMessages(): Promise<StoredRow[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', '--json'], {
    env: { ...process.env, EMBEDDED_BACKEND_DIR: backendDir },
  });
  return JSON.parse(stdout) as StoredRow[];
}

async function storedMessage(email: string): Promise<StoredRow | undefined> {
  return (await storedMessages()).find((row) => row.email === email);
}

/** The notification e-mails the embedded backend's outbox holds for a visitor's address. */
async function outboxFor(email: string): Promise<OutboxEntry[]> {
  return (await readOutbox(path.join(backendDir, 'outbox'))).filter((entry) => entry.reply_to === email);
}

test.describe('contact form: sending', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a valid message shows "Message sent!", is stored, e-mailed and the form resets', async ({ page }) => {
    const visitor = newVisitor('sent');
    await routeBackend(page, visitor);
    const form = await openForm(page);
    await fillForm(form, visitor, { subscribe: true });
    await submitButton(form).click();

    await expectToast(page, toastText.sent, 'success');
    await expectEmptyForm(form);

    const [email] = await outboxFor(visitor.email);
    expect(email, 'one notification e-mail in the outbox').toBeDefined();
    expect(await outboxFor(visitor.email)).toHaveLength(1);
    expect(email!.subject).toContain(visitor.name);
    expect(email!.text).toContain(visitor.message);

    const row = await storedMessage(visitor.email);
    expect(row).toMatchObject({ name: visitor.name, subject: visitor.subject, message: visitor.message, newsletter_subscribed: true });
    // The consent is stored with the version of the wording the visitor saw, and when.
    const wording = createHash('sha256').update('Send me occasional tips on websites, hosting and SEO').digest('hex').slice(0, 12);
    expect(row!.newsletter_consent_version).toBe(`nl-${wording}`);
    expect(row!.newsletter_consent_at).not.toBeNull();
    expect(row!.id).toBe(email!.submissionId);
    expect(row!.notified_at).not.toBeNull();
  });

  test('the toasts sit bottom right and leave after about 4 seconds', async ({ page }) => {
    const visitor = newVisitor('toast');
    await routeBackend(page, visitor);
    const form = await openForm(page);
    await fillForm(form, visitor, { subject: false });
    await submitButton(form).click();
    const item = toast(page, toastText.sent[0]);
    await expect(item).toBeVisible();
    const shownAt = Date.now();
    await page.mouse.move(1, 1); // a hovered toast stays

    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await page.waitForTimeout(2_500);
    await expect(item).toBeVisible();
    await expect(item).toHaveCount(0, { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
  });

  test('a failed notification shows "Message saved!", keeps the row and resets the form', async ({ page, consoleErrors }) => {
    const visitor = newVisitor('saved');
    await routeBackend(page, visitor, 'notify');
    const form = await openForm(page);
    await fillForm(form, visitor, { subscribe: true });
    await submitButton(form).click();

    await expectToast(page, toastText.saved, 'warning');
    await expectEmptyForm(form);
    expect(await outboxFor(visitor.email)).toEqual([]);
    const row = await storedMessage(visitor.email);
    expect(row).toMatchObject({ name: visitor.name, message: visitor.message, newsletter_subscribed: true, notified_at: null });
    allowFailedRequests(consoleErrors, 502, 1);
  });

  test('a failed save shows "Failed to send message" and keeps what was typed', async ({ page, consoleErrors }) => {
    const visitor = newVisitor('failed');
    await routeBackend(page, visitor, 'save');
    const form = await openForm(page);
    await fillForm(form, visitor, { subscribe: true });
    await submitButton(form).click();

    await expectToast(page, toastText.failed, 'error');
    await expect(field(form, 'Name')).toHaveValue(visitor.name);
    await expect(field(form, 'Email')).toHaveValue(visitor.email);
    await expect(field(form, 'Subject')).toHaveValue(visitor.subject);
    await expect(field(form, 'Message')).toHaveValue(visitor.message);
    await expect(newsletter(form)).toBeChecked();
    await expect(submitButton(form)).toHaveText('Send Message');
    expect(await storedMessage(visitor.email)).toBeUndefined();
    allowFailedRequests(consoleErrors, 500, 1);
  });

  test('at most three toasts are visible at once', async ({ page, consoleErrors }) => {
    const visitor = newVisitor('stack');
    await routeBackend(page, visitor, 'save');
    const form = await openForm(page);
    await fillForm(form, visitor);
    await submitButton(form).click();
    await expect(toast(page, toastText.failed[0])).toHaveCount(1);
    // Hovering the toasts pauses their timers while more are raised from the keyboard.
    await toast(page, toastText.failed[0]).hover();
    for (let count = 2; count <= 4; count++) {
      await submitButton(form).focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, toastText.failed[0])).toHaveCount(count);
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    allowFailedRequests(consoleErrors, 500, 4);
  });

  test('while sending, the button says "Sending…" and a second submit sends nothing', async ({ page }) => {
    const visitor = newVisitor('busy');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inserts: string[] = [];
    await page.route('**/rest/v1/**', async (route) => {
      inserts.push(route.request().method());
      await held;
      await route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor.ip } });
    });
    const form = await openForm(page);
    await fillForm(form, visitor);
    await submitButton(form).click();

    const button = submitButton(form);
    await expect(button).toHaveText('Sending…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.locator('svg.animate-spin')).toBeVisible();
    await expect.poll(() => inserts.length).toBe(1);
    await button.click({ force: true });
    await field(form, 'Name').press('Enter'); // implicit submission from a text field
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(inserts).toEqual(['POST']);

    release();
    await expectToast(page, toastText.sent, 'success');
    await expect(button).toHaveText('Send Message');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toBeFocused();
    expect(inserts).toEqual(['POST']);
  });
});

test.describe('contact form: privacy', () => {
  test('a notice under the form says what is stored and for how long, and links to the privacy page', async ({ page }) => {
    await page.goto('/#contact');
    const notice = page.locator('#contact p', { hasText: 'I store your name, e-mail address and message to answer you' });
    await expect(notice).toContainText('kept for one hour, then erased');
    await notice.getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(page.getByRole('heading', { level: 2, name: 'How long' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights and how to use them' })).toBeVisible();
    // Linked from every page's footer, and listed in the sitemap.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/privacy<\/loc>/);
  });
});

test.describe('contact form: validation', () => {
  test('an empty form shows the three messages on submit, each cleared as its field is fixed', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) posts.push(request.url());
    });
    const form = await openForm(page);
    await expect(form.getByText(validation.name)).toHaveCount(0);
    await submitButton(form).click();

    for (const [label, message] of [
      ['Name', validation.name],
      ['Email', validation.email],
      ['Message', validation.message],
    ] as const) {
      const control = field(form, label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await control.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    }
    await expect(field(form, 'Subject')).not.toHaveAttribute('aria-invalid');
    await expect(field(form, 'Name')).toBeFocused();

    // Re-checked on change, field by field.
    await field(form, 'Name').fill('J');
    await expect(form.getByText(validation.name)).toBeVisible();
    await field(form, 'Name').fill('Jo');
    await expect(form.getByText(validation.name)).toHaveCount(0);
    await expect(field(form, 'Name')).not.toHaveAttribute('aria-invalid');
    await expect(field(form, 'Name')).not.toHaveAttribute('aria-describedby');
    await expect(form.getByText(validation.email)).toBeVisible();

    await field(form, 'Email').fill('jo@');
    await expect(form.getByText(validation.email)).toBeVisible();
    await field(form, 'Email').fill('jo@example.com');
    await expect(form.getByText(validation.email)).toHaveCount(0);

    await field(form, 'Message').fill('Too short');
    await expect(form.getByText(validation.message)).toBeVisible();
    await field(form, 'Message').fill('Long enough now');
    await expect(form.getByText(validation.message)).toHaveCount(0);
    expect(posts, 'nothing is sent while the form is invalid').toEqual([]);
  });

  test('an invalid e-mail and short fields are refused; spaces do not count', async ({ page }) => {
    const form = await openForm(page);
    await field(form, 'Name').fill('  A  ');
    await field(form, 'Email').fill('asha@example');
    await field(form, 'Message').fill('   short    ');
    await submitButton(form).click();
    await expect(form.getByText(validation.name)).toBeVisible();
    await expect(form.getByText(validation.email)).toBeVisible();
    await expect(form.getByText(validation.message)).toBeVisible();
  });

  test('labels, required marks, length limits and the hidden honeypot', async ({ page }) => {
    const form = await openForm(page);
    for (const label of ['Name', 'Email', 'Message'] as const) {
      await expect(field(form, label)).toHaveAttribute('aria-required', 'true');
      await expect(form.locator('label', { hasText: label }).first().locator('.text-danger', { hasText: '*' })).toBeVisible();
    }
    await expect(field(form, 'Subject')).not.toHaveAttribute('aria-required');
    await expect(field(form, 'Name')).toHaveAttribute('maxlength', '100');
    await expect(field(form, 'Email')).toHaveAttribute('maxlength', '254');
    await expect(field(form, 'Subject')).toHaveAttribute('maxlength', '200');
    await expect(field(form, 'Message')).toHaveAttribute('maxlength', '5000');
    await expect(newsletter(form)).not.toBeChecked();

    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
    // Keyboard order: name, e-mail, subject, message, newsletter, send (the honeypot is skipped).
    await field(form, 'Name').focus();
    for (const next of [field(form, 'Email'), field(form, 'Subject'), field(form, 'Message'), newsletter(form), submitButton(form)]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
  });
});

test.describe('contact form: WhatsApp', () => {
  /** Replaces window.open so the test reads the link instead of leaving the page. */
  async function captureWindowOpen(page: Page) {
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    return () => page.evaluate(() => (window as unknown as { openCalls: [string, string, string][] }).openCalls);
  }

  const chatLink = (text: string) => `https://wa.me/${site.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

  test('disabled on an empty form, enabled once the name, e-mail or message has text', async ({ page }) => {
    const form = await openForm(page);
    const button = whatsappButton(form);
    await expect(button).toBeDisabled();
    await field(form, 'Subject').fill('Only a subject');
    await expect(button, 'the subject alone does not count').toBeDisabled();
    for (const label of ['Name', 'Email', 'Message'] as const) {
      await field(form, label).fill('x');
      await expect(button).toBeEnabled();
      await field(form, label).fill('   ');
      await expect(button, 'blanks do not count').toBeDisabled();
      await field(form, label).fill('');
    }
  });

  test('opens a chat with the spec’s text: every line, or the placeholders for what is missing', async ({ page }) => {
    const form = await openForm(page);
    const calls = await captureWindowOpen(page);

    await field(form, 'Name').fill('Asha Mrema');
    await field(form, 'Subject').fill('Online shop');
    await field(form, 'Message').fill('I need a website for my spice shop.');
    await field(form, 'Email').fill('asha@example.com');
    await whatsappButton(form).click();
    await field(form, 'Email').fill('');
    await field(form, 'Subject').fill('');
    await whatsappButton(form).click();
    await field(form, 'Name').fill('');
    await field(form, 'Message').fill('');
    await field(form, 'Email').fill('asha@example.com');
    await whatsappButton(form).click();

    const owner = site.firstName;
    expect(await calls()).toEqual([
      [
        chatLink(
          [
            `Hello ${owner}, my name is Asha Mrema.`,
            'Regarding: Online shop',
            'I need a website for my spice shop.',
            'You can reach me at: asha@example.com',
            'Looking forward to hearing from you.',
          ].join('\n'),
        ),
        '_blank',
        'noopener,noreferrer',
      ],
      [
        chatLink(
          [
            `Hello ${owner}, my name is Asha Mrema.`,
            'I need a website for my spice shop.',
            'You can reach me at: [Email not provided]',
            'Looking forward to hearing from you.',
          ].join('\n'),
        ),
        '_blank',
        'noopener,noreferrer',
      ],
      [
        chatLink(
          [`Hello ${owner}, my name is [Name not provided].`, 'You can reach me at: asha@example.com', 'Looking forward to hearing from you.'].join('\n'),
        ),
        '_blank',
        'noopener,noreferrer',
      ],
    ]);
  });

  test('the chat opens in a new tab without access to the site', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const form = await openForm(page);
    await field(form, 'Name').fill('Asha');
    const [chat] = await Promise.all([context.waitForEvent('page'), whatsappButton(form).click()]);
    await chat.waitForLoadState();
    expect(chat.url()).toContain(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}?text=`);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});

test.describe('contact form: loading', () => {
  test('supabase-js, sonner and zod are not loaded with the page; supabase-js only on the first submit', async ({ page }) => {
    const visitor = newVisitor('lazy');
    await routeBackend(page, visitor);
    type Phase = 'load' | 'typing' | 'submitted';
    let phase: Phase = 'load';
    const scripts: { phase: Phase; url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ phase, url: response.url(), body: response.text().catch(() => '') });
    });
    const loadedIn = async (which: Phase, marker: string) => {
      const hits = await Promise.all(scripts.filter((s) => s.phase === which).map(async (s) => ((await s.body).includes(marker) ? s.url : undefined)));
      return hits.filter(Boolean);
    };
    // Text only these libraries contain: supabase-js's client header, sonner's toaster attribute, zod's error class.
    const supabase = 'supabase-js';
    const sonner = 'data-sonner-toaster';
    const zod = '$ZodError';

    const form = await openForm(page);
    await page.waitForLoadState('networkidle');
    expect(await loadedIn('load', supabase)).toEqual([]);
    expect(await loadedIn('load', sonner)).toEqual([]);
    expect(await loadedIn('load', zod)).toEqual([]);

    phase = 'typing';
    await fillForm(form, visitor);
    await page.waitForLoadState('networkidle');
    expect(await loadedIn('typing', supabase), 'not before the first submit').toEqual([]);

    phase = 'submitted';
    await submitButton(form).click();
    await expectToast(page, toastText.sent, 'success');
    expect(await loadedIn('submitted', supabase), 'loaded by the first submit').toHaveLength(1);
    const all = [...(await loadedIn('typing', zod)), ...(await loadedIn('submitted', zod))];
    expect(all, 'zod loaded once the form is used').toHaveLength(1);
    expect([...(await loadedIn('typing', sonner)), ...(await loadedIn('submitted', sonner))]).toHaveLength(1);
  });
});
