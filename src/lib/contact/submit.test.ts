import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormValues } from './schema';
import { defaultSubmitConfig, localAnonKey, submitContact, timeoutMessage, type SubmitConfig } from './submit';

const values: ContactFormValues = {
  name: 'Asha Mrema',
  email: 'asha@example.co.tz',
  subject: '',
  message: 'I need a website for my shop.',
  newsletter: true,
  website: '',
};

type Call = { method: string; url: URL; headers: Headers; body: unknown };
type Answer = Response | 'network-error' | 'hang';

/** A fetch that records what supabase-js sends and answers from a script per endpoint. */
function fakeBackend(answers: { insert?: Answer[]; invoke?: Answer[] }) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    calls.push({ method: request.method, url, headers: request.headers, body: text ? JSON.parse(text) : undefined });
    const queue = url.pathname.startsWith('/rest/') ? answers.insert : answers.invoke;
    const answer = queue?.shift() ?? new Response(null, { status: 201 });
    if (answer === 'network-error') throw new TypeError('fetch failed');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    return answer;
  }) as typeof fetch;
  const config: SubmitConfig = { url: 'https://project.supabase.test', anonKey: 'anon-key', timeoutMs: 2_000, fetch: fetchImpl, newsletterConsentVersion: 'nl-test' };
  return {
    calls,
    config,
    inserts: () => calls.filter((c) => c.url.pathname === '/rest/v1/contact_submissions'),
    invokes: () => calls.filter((c) => c.url.pathname === '/functions/v1/send-contact-notification'),
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = () => new Response(null, { status: 201 });
const notified = () => json(200, { status: 'sent' });

describe('submitContact', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('inserts with its own uuid, never reads the row back, then invokes the function', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: [notified()] });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'sent' });

    const [insert] = backend.inserts();
    expect(insert?.method).toBe('POST');
    expect(insert?.url.searchParams.has('select')).toBe(false);
    expect(insert?.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(insert?.headers.get('apikey')).toBe('anon-key');
    const row = insert?.body as Record<string, unknown>;
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Asha Mrema',
      email: 'asha@example.co.tz',
      subject: null,
      message: 'I need a website for my shop.',
      newsletter_subscribed: true,
      newsletter_consent_version: 'nl-test',
    });

    const [invoke] = backend.invokes();
    expect(invoke?.method).toBe('POST');
    expect(invoke?.body).toEqual({
      type: 'INSERT',
      table: 'contact_submissions',
      schema: 'public',
      record: { ...row, created_at: expect.any(String) },
      old_record: null,
    });
    expect(backend.calls).toHaveLength(2);
  });

  it('sends the consent wording version with a yes only', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: [notified()] });
    await submitContact({ ...values, newsletter: false }, backend.config);
    expect(backend.inserts()[0]?.body).toMatchObject({ newsletter_subscribed: false, newsletter_consent_version: null });
  });

  it('sends a non-empty subject as it is', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: [notified()] });
    await submitContact({ ...values, subject: 'New shop' }, backend.config);
    expect((backend.inserts()[0]?.body as { subject: unknown }).subject).toBe('New shop');
  });

  it('insert refused by the rate limit: failed with its message, no function call', async () => {
    const message = 'Too many messages from this email address. Please try again in an hour or contact me directly by phone or WhatsApp.';
    const backend = fakeBackend({ insert: [json(400, { code: 'P0001', message, details: null, hint: null })] });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'failed', message });
    expect(backend.invokes()).toHaveLength(0);
  });

  it('other database errors: failed without a message (the toast gives the general advice)', async () => {
    const backend = fakeBackend({
      insert: [json(400, { code: '23514', message: 'new row violates check constraint "contact_submissions_name_length"', details: null, hint: null })],
    });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'failed' });
    expect(backend.invokes()).toHaveLength(0);
  });

  it('function failure after a saved row: saved-not-notified', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: [json(502, { error: 'E-mail API answered 500' })] });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'saved-not-notified' });
  });

  it('function unreachable: saved-not-notified', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: ['network-error'] });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'saved-not-notified' });
  });

  it('lost insert answer: retries with the same id and takes a duplicate key as saved', async () => {
    const backend = fakeBackend({
      insert: ['network-error', json(409, { code: '23505', message: 'duplicate key value violates unique constraint "contact_submissions_pkey"', details: null, hint: null })],
      invoke: [notified()],
    });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'sent' });
    const [first, second] = backend.inserts();
    expect((second?.body as { id: string }).id).toBe((first?.body as { id: string }).id);
  });

  it('network down: failed without a message', async () => {
    const backend = fakeBackend({ insert: ['network-error', 'network-error'] });
    expect(await submitContact(values, backend.config)).toEqual({ kind: 'failed' });
    expect(backend.invokes()).toHaveLength(0);
  });

  it('insert timeout: failed with the timeout message', async () => {
    const backend = fakeBackend({ insert: ['hang'] });
    const outcome = await submitContact(values, { ...backend.config, timeoutMs: 50 });
    expect(outcome).toEqual({ kind: 'failed', message: timeoutMessage });
    expect(backend.inserts()).toHaveLength(1);
  });

  it('function timeout: saved-not-notified', async () => {
    const backend = fakeBackend({ insert: [created()], invoke: ['hang'] });
    expect(await submitContact(values, { ...backend.config, timeoutMs: 50 })).toEqual({ kind: 'saved-not-notified' });
  });

  it('a filled honeypot pretends success and sends nothing', async () => {
    const backend = fakeBackend({});
    expect(await submitContact({ ...values, website: 'https://spam.example' }, backend.config)).toEqual({ kind: 'sent' });
    expect(backend.calls).toHaveLength(0);
  });
});

describe('defaultSubmitConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('uses the Supabase project the build chose', () => {
    vi.stubGlobal('__CONTACT_BACKEND__', { url: 'https://abc.supabase.co', anonKey: 'public-anon' });
    expect(defaultSubmitConfig()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon', timeoutMs: 15_000 });
  });

  it('falls back to the page origin and the local key (the embedded backend)', () => {
    vi.stubGlobal('__CONTACT_BACKEND__', null);
    vi.stubGlobal('window', { location: { origin: 'http://localhost:5173' } });
    expect(defaultSubmitConfig()).toEqual({ url: 'http://localhost:5173', anonKey: localAnonKey, timeoutMs: 15_000 });
  });
});
