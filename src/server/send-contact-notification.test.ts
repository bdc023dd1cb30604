import { describe, expect, it } from 'vitest';
import {
  emailSubject,
  handleRequest,
  maxSubjectLength,
  type ContactSubmissionRow,
} from '../../supabase/functions/send-contact-notification/handler';

// The function's handler under Node, with a fake REST API and e-mail API.

const env = {
  RESEND_API_KEY: 're_test',
  NOTIFY_TO: 'owner@example.co.tz',
  NOTIFY_FROM: 'Website <contact@example.co.tz>',
  SUPABASE_URL: 'https://project.supabase.test/',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};

const storedRow = (overrides: Partial<ContactSubmissionRow> = {}): ContactSubmissionRow => ({
  id: '0b8f5c1e-4a59-4d8e-9d7a-3f2b1c0d9e8f',
  created_at: '2026-11-23T09:00:00.000Z',
  name: 'Asha Mrema',
  email: 'asha@example.co.tz',
  subject: 'New shop',
  message: 'I need a website.',
  newsletter_subscribed: false,
  notified_at: null,
  ...overrides,
});

type Sent = { url: string; headers: Headers; body: Record<string, unknown> };

function fakeServices(rows: ContactSubmissionRow[], options: { emailStatus?: number; emailThrows?: boolean; patchStatus?: number } = {}) {
  const emails: Sent[] = [];
  const restCalls: { method: string; url: URL; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === 'https://api.resend.com' || url.origin === 'http://outbox.test') {
      if (options.emailThrows) throw new TypeError('fetch failed');
      emails.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
      const status = options.emailStatus ?? 200;
      return new Response(JSON.stringify(status < 300 ? { id: 'email-1' } : { message: 'provider down' }), { status });
    }
    restCalls.push({ method: request.method, url, headers: request.headers });
    if (request.headers.get('authorization') !== 'Bearer service-key' || request.headers.get('apikey') !== 'service-key') {
      return new Response('{"message":"unauthorised"}', { status: 401 });
    }
    const id = url.searchParams.get('id')?.replace(/^eq\./, '');
    const row = rows.find((r) => r.id === id);
    if (request.method === 'GET') return Response.json(row ? [row] : []);
    if (request.method === 'PATCH') {
      if (options.patchStatus) return new Response('{}', { status: options.patchStatus });
      const patch = (await request.json()) as { notified_at: string };
      if (row && url.searchParams.get('notified_at') === 'is.null' && row.notified_at === null) row.notified_at = patch.notified_at;
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  }) as typeof fetch;
  return { fetch: fetchImpl, emails, restCalls };
}

function post(body: unknown): Request {
  return new Request('http://localhost/functions/v1/send-contact-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const webhook = (record: Record<string, unknown>) => ({ type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null });

describe('send-contact-notification handler', () => {
  it('answers the CORS preflight with 204', async () => {
    const res = await handleRequest(new Request('http://localhost/', { method: 'OPTIONS' }), { env, fetch: fakeServices([]).fetch });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it('refuses other methods with 405, CORS headers included', async () => {
    const res = await handleRequest(new Request('http://localhost/', { method: 'GET' }), { env, fetch: fakeServices([]).fetch });
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('e-mails the stored row, not what the body claims, and marks it notified', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    const forged = webhook({ id: row.id, name: 'Mallory', email: 'mallory@evil.test', subject: 'Win', message: 'Click here' });
    const res = await handleRequest(post(forged), { env, fetch: services.fetch });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'sent', id: row.id });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(services.emails).toHaveLength(1);
    const email = services.emails[0]!;
    expect(email.url).toBe('https://api.resend.com/emails');
    expect(email.headers.get('authorization')).toBe('Bearer re_test');
    expect(email.headers.get('idempotency-key')).toBe(`contact-${row.id}`);
    expect(email.body).toMatchObject({
      from: 'Website <contact@example.co.tz>',
      to: ['owner@example.co.tz'],
      reply_to: 'asha@example.co.tz',
      subject: 'New message from Asha Mrema: New shop',
    });
    const all = JSON.stringify(email.body);
    expect(all).not.toContain('Mallory');
    expect(all).not.toContain('evil.test');
    expect(email.body.text).toContain('I need a website.');
    expect(row.notified_at).not.toBeNull();

    const [read, patch] = services.restCalls;
    expect(read?.url.toString()).toBe(`https://project.supabase.test/rest/v1/contact_submissions?id=eq.${row.id}&select=*`);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url.searchParams.get('notified_at')).toBe('is.null');
  });

  it('is idempotent: a second call sends nothing', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    await handleRequest(post(webhook({ id: row.id })), { env, fetch: services.fetch });
    const again = await handleRequest(post(webhook({ id: row.id })), { env, fetch: services.fetch });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already-notified', id: row.id });
    expect(services.emails).toHaveLength(1);
  });

  it('escapes every visitor field in the HTML body', async () => {
    const row = storedRow({
      name: '<script>alert(1)</script>',
      email: 'a"onmouseover="x@example.co.tz',
      subject: '<b>Hi</b> & "bye"',
      message: "<img src=x onerror=alert('x')>",
    });
    const services = fakeServices([row]);
    await handleRequest(post(webhook({ id: row.id })), { env, fetch: services.fetch });
    const html = String(services.emails[0]?.body.html);
    expect(html).not.toMatch(/<script|<img|<b>|"onmouseover/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;bye&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
  });

  it('strips CR/LF from the subject line and caps its length', async () => {
    const row = storedRow({ name: 'Asha\r\nBcc: victim@example.com', subject: 'Hi\nthere\r\n' });
    const services = fakeServices([row]);
    await handleRequest(post(webhook({ id: row.id })), { env, fetch: services.fetch });
    const subject = String(services.emails[0]?.body.subject);
    expect(subject).toBe('New message from Asha Bcc: victim@example.com: Hi there');
    expect(subject).not.toMatch(/[\r\n]/);

    const long = emailSubject({ name: 'N'.repeat(100), subject: 'S'.repeat(200) });
    expect(long.length).toBe(maxSubjectLength);
    expect(emailSubject({ name: 'Asha', subject: null })).toBe('New message from Asha: Website enquiry');
    expect(emailSubject({ name: 'Asha', subject: ' \r\n ' })).toBe('New message from Asha: Website enquiry');
  });

  it('e-mail API failure: 502, the row stays unnotified', async () => {
    const row = storedRow();
    const services = fakeServices([row], { emailStatus: 500 });
    const res = await handleRequest(post(webhook({ id: row.id })), { env, fetch: services.fetch });
    expect(res.status).toBe(502);
    expect((await res.json()) as { error: string }).toEqual({ error: expect.stringContaining('500') });
    expect(row.notified_at).toBeNull();
    expect(services.restCalls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('e-mail API unreachable: 502, the row stays unnotified', async () => {
    const row = storedRow();
    const res = await handleRequest(post(webhook({ id: row.id })), { env, fetch: fakeServices([row], { emailThrows: true }).fetch });
    expect(res.status).toBe(502);
    expect(row.notified_at).toBeNull();
  });

  it('recording the notification fails: 500', async () => {
    const row = storedRow();
    const res = await handleRequest(post(webhook({ id: row.id })), { env, fetch: fakeServices([row], { patchStatus: 503 }).fetch });
    expect(res.status).toBe(500);
  });

  it('uses RESEND_API_URL when set', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    await handleRequest(post(webhook({ id: row.id })), { env: { ...env, RESEND_API_URL: 'http://outbox.test/emails' }, fetch: services.fetch });
    expect(services.emails[0]?.url).toBe('http://outbox.test/emails');
  });

  it('rejects a body without a uuid record id with 400', async () => {
    const services = fakeServices([storedRow()]);
    for (const body of [webhook({ id: 'not-a-uuid' }), webhook({}), { record: null }, 'not json', [1]]) {
      const res = await handleRequest(post(body), { env, fetch: services.fetch });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(services.restCalls).toHaveLength(0);
  });

  it('unknown id: 404 and no e-mail', async () => {
    const services = fakeServices([]);
    const res = await handleRequest(post(webhook({ id: storedRow().id })), { env, fetch: services.fetch });
    expect(res.status).toBe(404);
    expect(services.emails).toHaveLength(0);
  });

  it('missing configuration: 500 naming what is missing', async () => {
    const res = await handleRequest(post(webhook({ id: storedRow().id })), {
      env: { ...env, RESEND_API_KEY: undefined, NOTIFY_TO: '' },
      fetch: fakeServices([storedRow()]).fetch,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Missing configuration: RESEND_API_KEY, NOTIFY_TO' });
  });
});
