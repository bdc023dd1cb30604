import { describe, expect, it } from 'vitest';
import {
  emailSubject,
  handleRequest,
  maxSubjectLength,
  type ContactSubmissionRow,
} from '../../supabase/functions/send-contact-notification/handler';

// The function's handler under Node, with a fake database (the claim
// functions of supabase/migrations, over the REST API's rpc endpoint) and a
// fake e-mail API.

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
  ...overrides,
});

type Sent = { url: string; headers: Headers; body: Record<string, unknown> };
type Stored = { row: ContactSubmissionRow; state: 'waiting' | 'claimed' | 'notified' };

/** Upstream text that must never reach a caller. */
const upstreamSecret = 'relation "contact_private.secrets" password=hunter2';

function fakeServices(
  rows: ContactSubmissionRow[],
  options: { emailStatus?: number; emailThrows?: boolean; rpcStatus?: Partial<Record<string, number>>; claim?: unknown } = {},
) {
  const stored = new Map<string, Stored>(rows.map((row) => [row.id, { row, state: 'waiting' }]));
  const emails: Sent[] = [];
  const rpcCalls: { name: string; args: Record<string, unknown>; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === 'https://api.resend.com' || url.origin === 'http://outbox.test') {
      if (options.emailThrows) throw new TypeError('fetch failed');
      emails.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
      const status = options.emailStatus ?? 200;
      return new Response(JSON.stringify(status < 300 ? { id: 'email-1' } : { message: upstreamSecret }), { status });
    }
    const name = url.pathname.replace('/rest/v1/rpc/', '');
    const args = (await request.json()) as Record<string, unknown>;
    rpcCalls.push({ name, args, headers: request.headers });
    if (request.headers.get('authorization') !== 'Bearer service-key' || request.headers.get('apikey') !== 'service-key') {
      return new Response('{"message":"unauthorised"}', { status: 401 });
    }
    const status = options.rpcStatus?.[name];
    if (status) return new Response(JSON.stringify({ code: 'XX000', message: upstreamSecret }), { status });
    if (name === 'contact_claim_notification') {
      if (options.claim) return Response.json(options.claim);
      const entry = stored.get(String(args.p_id));
      if (!entry) return Response.json({ status: 'not-found' });
      if (entry.state === 'notified') return Response.json({ status: 'already-notified' });
      if (entry.state === 'claimed') return Response.json({ status: 'in-progress' });
      entry.state = 'claimed';
      return Response.json({ status: 'claimed', kind: 'single', email_id: `email-of-${entry.row.id}`, rows: [entry.row] });
    }
    const entry = [...stored.values()].find((e) => `email-of-${e.row.id}` === args.p_email_id);
    if (name === 'contact_notification_sent') {
      if (entry) entry.state = 'notified';
      return Response.json(entry ? 1 : 0);
    }
    if (name === 'contact_notification_failed') return new Response(null, { status: 204 });
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  const state = (id: string) => stored.get(id)?.state;
  return { fetch: fetchImpl, emails, rpcCalls, state };
}

function post(body: unknown): Request {
  return new Request('http://localhost/functions/v1/send-contact-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const webhook = (record: Record<string, unknown>) => ({ type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null });

/** Runs the handler and collects what it logged. */
async function run(request: Request, services: { fetch: typeof fetch }, envOverride: Record<string, string | undefined> = env) {
  const logged: string[] = [];
  const res = await handleRequest(request, { env: envOverride, fetch: services.fetch, log: (line) => logged.push(line) });
  return { res, logged };
}

describe('send-contact-notification handler', () => {
  it('answers the CORS preflight with 204', async () => {
    const { res } = await run(new Request('http://localhost/', { method: 'OPTIONS' }), fakeServices([]));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it('refuses other methods with 405, CORS headers included', async () => {
    const { res } = await run(new Request('http://localhost/', { method: 'GET' }), fakeServices([]));
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('claims the row, e-mails what was stored (not what the body claims) and records it', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    const forged = webhook({ id: row.id, name: 'Mallory', email: 'mallory@evil.test', subject: 'Win', message: 'Click here' });
    const { res } = await run(post(forged), services);

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
    expect(services.state(row.id)).toBe('notified');
    expect(services.rpcCalls.map((c) => [c.name, c.args])).toEqual([
      ['contact_claim_notification', { p_id: row.id }],
      ['contact_notification_sent', { p_email_id: `email-of-${row.id}` }],
    ]);
  });

  it('is idempotent: a second call sends nothing', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    await run(post(webhook({ id: row.id })), services);
    const { res } = await run(post(webhook({ id: row.id })), services);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'already-notified', id: row.id });
    expect(services.emails).toHaveLength(1);
  });

  it('sends nothing while another attempt holds the row, or while it waits for the digest', async () => {
    const row = storedRow();
    for (const status of ['in-progress', 'queued']) {
      const services = fakeServices([row], { claim: { status } });
      const { res } = await run(post(webhook({ id: row.id })), services);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ status, id: row.id });
      expect(services.emails).toHaveLength(0);
    }
  });

  it('sends one digest for the rows the claim gathered', async () => {
    const rows = [1, 2, 3].map((n) => storedRow({ id: `0b8f5c1e-4a59-4d8e-9d7a-3f2b1c0d9e8${n}`, name: `Sender <${n}>`, message: `Message number ${n}` }));
    const services = fakeServices(rows, { claim: { status: 'claimed', kind: 'digest', email_id: 'digest-1', rows } });
    const { res } = await run(post(webhook({ id: rows[0]!.id })), services);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'sent-digest', id: rows[0]!.id });
    expect(services.emails).toHaveLength(1);
    const digest = services.emails[0]!;
    expect(digest.headers.get('idempotency-key')).toBe('contact-digest-digest-1');
    expect(digest.body.subject).toBe('Website contact form: 3 messages (digest)');
    expect(digest.body.reply_to).toBeUndefined();
    for (const row of rows) {
      expect(digest.body.text).toContain(`Message id: ${row.id}`);
      expect(digest.body.text).toContain(row.message);
    }
    expect(digest.body.html).toContain('Sender &lt;2&gt;');
    expect(services.rpcCalls.at(-1)).toMatchObject({ name: 'contact_notification_sent', args: { p_email_id: 'digest-1' } });
  });

  it('escapes every visitor field in the HTML body', async () => {
    const row = storedRow({
      name: '<script>alert(1)</script>',
      email: 'a"onmouseover="x@example.co.tz',
      subject: '<b>Hi</b> & "bye"',
      message: "<img src=x onerror=alert('x')>",
    });
    const services = fakeServices([row]);
    await run(post(webhook({ id: row.id })), services);
    const html = String(services.emails[0]?.body.html);
    expect(html).not.toMatch(/<script|<img|<b>|"onmouseover/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;bye&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
  });

  it('shows the newsletter consent with its wording version and time', async () => {
    const row = storedRow({ newsletter_subscribed: true, newsletter_consent_version: 'nl-1a2b3c', newsletter_consent_at: '2026-11-23T09:00:01Z' });
    const services = fakeServices([row]);
    await run(post(webhook({ id: row.id })), services);
    expect(services.emails[0]?.body.text).toContain('Newsletter: Yes (agreed to wording nl-1a2b3c at 2026-11-23T09:00:01Z)');
  });

  it('strips CR/LF from the subject line and caps its length', async () => {
    const row = storedRow({ name: 'Asha\r\nBcc: victim@example.com', subject: 'Hi\nthere\r\n' });
    const services = fakeServices([row]);
    await run(post(webhook({ id: row.id })), services);
    const subject = String(services.emails[0]?.body.subject);
    expect(subject).toBe('New message from Asha Bcc: victim@example.com: Hi there');
    expect(subject).not.toMatch(/[\r\n]/);

    const long = emailSubject({ name: 'N'.repeat(100), subject: 'S'.repeat(200) });
    expect(long.length).toBe(maxSubjectLength);
    expect(emailSubject({ name: 'Asha', subject: null })).toBe('New message from Asha: Website enquiry');
    expect(emailSubject({ name: 'Asha', subject: ' \r\n ' })).toBe('New message from Asha: Website enquiry');
  });

  it('e-mail API failure: 502, the claim is released as failed, the row stays unnotified', async () => {
    const row = storedRow();
    const services = fakeServices([row], { emailStatus: 500 });
    const { res, logged } = await run(post(webhook({ id: row.id })), services);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The notification could not be sent; it will be retried' });
    expect(services.state(row.id)).toBe('claimed');
    expect(services.rpcCalls.map((c) => c.name)).toEqual(['contact_claim_notification', 'contact_notification_failed']);
    expect(logged.join('\n')).toContain('e-mail API answered 500');
    expect(logged.join('\n')).toContain('password=hunter2');
  });

  it('e-mail API unreachable: 502, released as failed', async () => {
    const row = storedRow();
    const services = fakeServices([row], { emailThrows: true });
    const { res } = await run(post(webhook({ id: row.id })), services);
    expect(res.status).toBe(502);
    expect(services.rpcCalls.map((c) => c.name)).toEqual(['contact_claim_notification', 'contact_notification_failed']);
  });

  it('sent but not recorded: 200 (the e-mail is out), and the log says so', async () => {
    const row = storedRow();
    const services = fakeServices([row], { rpcStatus: { contact_notification_sent: 503 } });
    const { res, logged } = await run(post(webhook({ id: row.id })), services);
    expect(res.status).toBe(200);
    expect(services.emails).toHaveLength(1);
    expect(logged.join('\n')).toContain('sent but not recorded');
  });

  it('uses RESEND_API_URL when set', async () => {
    const row = storedRow();
    const services = fakeServices([row]);
    await run(post(webhook({ id: row.id })), services, { ...env, RESEND_API_URL: 'http://outbox.test/emails' });
    expect(services.emails[0]?.url).toBe('http://outbox.test/emails');
  });

  it('rejects a body without a uuid record id with 400', async () => {
    const services = fakeServices([storedRow()]);
    for (const body of [webhook({ id: 'not-a-uuid' }), webhook({}), { record: null }, 'not json', [1]]) {
      const { res } = await run(post(body), services);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body must be JSON with record.id, a uuid' });
    }
    expect(services.rpcCalls).toHaveLength(0);
  });

  it('unknown id: 404 and no e-mail', async () => {
    const services = fakeServices([]);
    const { res } = await run(post(webhook({ id: storedRow().id })), services);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such message' });
    expect(services.emails).toHaveLength(0);
  });

  it('missing configuration: 500 with a generic text; the names go to the log', async () => {
    const { res, logged } = await run(post(webhook({ id: storedRow().id })), fakeServices([storedRow()]), { ...env, RESEND_API_KEY: undefined, NOTIFY_TO: '' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'The notification service is not available right now' });
    expect(logged).toEqual(['send-contact-notification: missing configuration: RESEND_API_KEY, NOTIFY_TO']);
  });

  it('no error body names a variable or repeats upstream text', async () => {
    const row = storedRow();
    const failures: [string, Request, ReturnType<typeof fakeServices>, Record<string, string | undefined>][] = [
      ['no secrets', post(webhook({ id: row.id })), fakeServices([row]), {}],
      ['database down', post(webhook({ id: row.id })), fakeServices([row], { rpcStatus: { contact_claim_notification: 500 } }), env],
      ['e-mail API refuses', post(webhook({ id: row.id })), fakeServices([row], { emailStatus: 422 }), env],
      ['e-mail API and release fail', post(webhook({ id: row.id })), fakeServices([row], { emailStatus: 500, rpcStatus: { contact_notification_failed: 500 } }), env],
      ['claim answers nonsense', post(webhook({ id: row.id })), fakeServices([row], { claim: { status: upstreamSecret } }), env],
      ['bad body', post('{'), fakeServices([row]), env],
      ['unknown id', post(webhook({ id: '11111111-1111-4111-8111-111111111111' })), fakeServices([row]), env],
    ];
    const forbidden = [
      ...Object.keys(env),
      'RESEND_API_URL',
      'service-key',
      're_test',
      'hunter2',
      'contact_private',
      'contact_claim_notification',
      'supabase.test',
      'resend.com',
      'answered',
    ];
    for (const [label, request, services, environment] of failures) {
      const { res } = await run(request, services, environment);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      const text = await res.text();
      expect(Object.keys(JSON.parse(text) as object), label).toEqual(['error']);
      for (const word of forbidden) expect(text, `${label}: ${word}`).not.toContain(word);
    }
  });
});
