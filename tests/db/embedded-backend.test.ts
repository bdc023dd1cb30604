import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitContact } from '../../src/lib/contact/submit';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../scripts/serve/embedded-backend/index';
import { formatMessages, readMessagesSnapshot } from '../../scripts/serve/embedded-backend/messages';
import { applyMigrations, readMigrations } from '../../scripts/serve/embedded-backend/migrations';
import { defaultMigrationsDir } from '../../scripts/serve/embedded-backend/paths';
import { readOutbox, type OutboxEntry } from '../../scripts/serve/embedded-backend/outbox';

// The embedded backend behind a real HTTP server, called the way supabase-js calls Supabase.

let dir: string;
let backend: EmbeddedBackend;
let server: Server;
let base: string;

async function listen(b: EmbeddedBackend): Promise<Server> {
  const s = createServer((req, res) => b.middleware(req, res, () => res.writeHead(418).end('not the backend')));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return s;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-backend-'));
  // A ceiling well above what this file sends, except where a test sets its own.
  backend = await createEmbeddedBackend({ dataDir: path.join(dir, 'db'), outboxDir: path.join(dir, 'outbox'), emailsPerHour: 1000 });
  server = await listen(backend);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  delete process.env.EMBEDDED_BACKEND_FAIL;
});

let counter = 0;
const row = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Asha Mrema',
  email: `asha.${Date.now()}.${++counter}@example.co.tz`,
  subject: 'A <new> shop',
  message: 'I need a website for my shop in Kariakoo.',
  newsletter_subscribed: false,
  ...overrides,
});

/** The headers supabase-js sends with an insert. */
const apiHeaders = (extra: Record<string, string> = {}) => ({
  apikey: 'any-key',
  Authorization: 'Bearer any-key',
  'Content-Type': 'application/json',
  'Content-Profile': 'public',
  'X-Client-Info': 'supabase-js-node/2',
  'x-forwarded-for': `198.51.100.${counter % 250}`,
  ...extra,
});

const insert = (body: unknown, extra: Record<string, string> = {}, query = '') =>
  fetch(`${base}/rest/v1/contact_submissions${query}`, { method: 'POST', headers: apiHeaders(extra), body: JSON.stringify(body) });

const notify = (id: string, extra: Record<string, string> = {}) =>
  fetch(`${base}/functions/v1/send-contact-notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer any-key', ...extra },
    body: JSON.stringify({ type: 'INSERT', table: 'contact_submissions', schema: 'public', record: { id }, old_record: null }),
  });

const stored = async (id: string) =>
  (await backend.db.query<{ notified_at: Date | null; client_ip_hash: string | null; name: string }>(
    'select * from public.contact_submissions where id = $1',
    [id],
  )).rows[0];

/** Moves rows `minutes` into the past, as if that much time had gone by. */
async function age(ids: string[], minutes: number, db = backend.db): Promise<void> {
  await db.query(
    `update public.contact_submissions
     set created_at = created_at - make_interval(mins => $2), notify_claimed_at = notify_claimed_at - make_interval(mins => $2)
     where id = any($1)`,
    [ids, minutes],
  );
}

async function outboxFor(id: string): Promise<{ name: string; entry: OutboxEntry }[]> {
  const names = (await readdir(path.join(dir, 'outbox')).catch(() => [] as string[])).filter((n) => n.endsWith(`-${id}.json`));
  return Promise.all(names.map(async (name) => ({ name, entry: JSON.parse(await readFile(path.join(dir, 'outbox', name), 'utf8')) as OutboxEntry })));
}

describe('embedded backend: the happy path', () => {
  it('stores a submission, e-mails it to the outbox once and marks it notified', async () => {
    const message = row();
    const res = await insert(message, { 'x-forwarded-for': '203.0.113.50, 10.0.0.1' });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const saved = await stored(message.id);
    expect(saved).toMatchObject({ name: 'Asha Mrema', notified_at: null });
    // Keyed (HMAC) on the right-most entry, the one the gateway appended.
    expect(saved?.client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const address of ['203.0.113.50', '10.0.0.1']) expect(saved?.client_ip_hash).not.toBe(createHash('sha256').update(address).digest('hex'));

    const first = await notify(message.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'sent', id: message.id });
    expect((await stored(message.id))?.notified_at).toBeInstanceOf(Date);

    const files = await outboxFor(message.id);
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${message.id}\\.json$`));
    const entry = files[0]!.entry;
    expect(entry).toMatchObject({ reply_to: message.email, subject: 'New message from Asha Mrema: A <new> shop', submissionId: message.id });
    expect(entry.html).toContain('A &lt;new&gt; shop');
    expect(entry.eml).toContain(`Reply-To: ${message.email}`);

    const again = await notify(message.id);
    expect(await again.json()).toEqual({ status: 'already-notified', id: message.id });
    expect(await outboxFor(message.id)).toHaveLength(1);
  });

  it('accepts an array body with a columns list, as supabase-js sends arrays', async () => {
    const [a, b] = [row(), row({ subject: null })];
    const res = await insert([a, b], {}, `?columns=${encodeURIComponent('"id","name","email","subject","message","newsletter_subscribed"')}`);
    expect(res.status).toBe(201);
    expect(await stored(a.id)).toBeDefined();
    expect(await stored(b.id)).toBeDefined();
  });

  it('answers the function preflight and leaves other paths to the next handler', async () => {
    const preflight = await fetch(`${base}/functions/v1/send-contact-notification`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const other = await fetch(`${base}/rest/v1/other_table`);
    expect(other.status).toBe(418);
  });
});

describe('embedded backend: PostgREST-shaped refusals', () => {
  it('a constraint violation is a 400 with code, message, details and hint', async () => {
    const res = await insert(row({ name: 'A' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('23514');
    expect(body.message).toContain('contact_submissions_name_length');
  });

  it('the rate limit is a 400 with its message', async () => {
    const email = `limit.${Date.now()}@example.co.tz`;
    for (let i = 0; i < 3; i++) expect((await insert(row({ email }))).status).toBe(201);
    const res = await insert(row({ email }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'P0001', message: expect.stringContaining('Too many messages from this email address') });
  });

  it('a repeated id is a 409 duplicate key', async () => {
    const message = row();
    await insert(message);
    const res = await insert({ ...message, email: `other.${Date.now()}@example.co.tz` });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '23505' });
  });

  it('visitors cannot read, change or delete rows, nor ask for the row back', async () => {
    const message = row();
    await insert(message);
    const read = await fetch(`${base}/rest/v1/contact_submissions?select=*`, { headers: apiHeaders() });
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: '42501' });
    const patch = await fetch(`${base}/rest/v1/contact_submissions?id=eq.${message.id}`, {
      method: 'PATCH',
      headers: apiHeaders(),
      body: JSON.stringify({ name: 'Changed' }),
    });
    expect(patch.status).toBe(401);
    const remove = await fetch(`${base}/rest/v1/contact_submissions?id=eq.${message.id}`, { method: 'DELETE', headers: apiHeaders() });
    expect(remove.status).toBe(401);
    const representation = await insert(row(), { Prefer: 'return=representation' });
    expect(representation.status).toBe(401);
    expect((await stored(message.id))?.name).toBe('Asha Mrema');
  });

  it('server-side columns, unknown columns, bad JSON and a missing key are refused', async () => {
    expect((await insert(row({ notified_at: new Date().toISOString() }))).status).toBe(401);
    const unknown = await insert(row({ admin: true }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204' });
    const badJson = await fetch(`${base}/rest/v1/contact_submissions`, { method: 'POST', headers: apiHeaders(), body: '{' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'PGRST102' });
    const noKey = await fetch(`${base}/rest/v1/contact_submissions`, { method: 'POST', body: JSON.stringify(row()) });
    expect(noKey.status).toBe(401);
  });
});

describe('embedded backend: failure switches', () => {
  it('x-embedded-backend-fail: save answers 500 and stores nothing', async () => {
    const message = row();
    const res = await insert(message, { 'x-embedded-backend-fail': 'save' });
    expect(res.status).toBe(500);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await stored(message.id)).toBeUndefined();
  });

  it('x-embedded-backend-fail: notify answers 502, keeps the row unnotified and writes no e-mail', async () => {
    const message = row();
    await insert(message);
    const res = await notify(message.id, { 'x-embedded-backend-fail': 'notify' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The notification could not be sent; it will be retried' });
    expect((await stored(message.id))?.notified_at).toBeNull();
    expect(await outboxFor(message.id)).toHaveLength(0);
    // Within its back-off, another call sends nothing; after it, the sweep sends it.
    expect(await (await notify(message.id)).json()).toEqual({ status: 'in-progress', id: message.id });
    await age([message.id], 6);
    await backend.sweep();
    expect((await stored(message.id))?.notified_at).toBeInstanceOf(Date);
    expect(await outboxFor(message.id)).toHaveLength(1);
  });

  it('EMBEDDED_BACKEND_FAIL applies to every request', async () => {
    process.env.EMBEDDED_BACKEND_FAIL = 'save';
    expect((await insert(row())).status).toBe(500);
    process.env.EMBEDDED_BACKEND_FAIL = 'notify';
    const message = row();
    expect((await insert(message)).status).toBe(201);
    expect((await notify(message.id)).status).toBe(502);
  });
});

describe('embedded backend: no message goes unannounced, none twice', () => {
  it('with the e-mail API failing for the first attempts and then restored, every row is e-mailed exactly once', async () => {
    const messages = Array.from({ length: 5 }, () => row());
    for (const message of messages) expect((await insert(message)).status).toBe(201);
    const ids = messages.map((m) => m.id);

    process.env.EMBEDDED_BACKEND_FAIL = 'notify';
    for (const id of ids) expect((await notify(id)).status).toBe(502);
    await age(ids, 6);
    await backend.sweep(); // second attempts, failing too
    await age(ids, 11);
    await backend.sweep(); // third attempts, failing too
    for (const id of ids) expect(await outboxFor(id)).toHaveLength(0);

    delete process.env.EMBEDDED_BACKEND_FAIL;
    await age(ids, 21);
    // Two sweeps and the browser's late calls, all at once.
    await Promise.all([backend.sweep(), backend.sweep(), ...ids.map((id) => notify(id))]);
    await age(ids, 120);
    await backend.sweep();

    for (const id of ids) {
      expect(await outboxFor(id), id).toHaveLength(1);
      expect((await stored(id))?.notified_at).toBeInstanceOf(Date);
    }
  });

  it('a message whose notification never came (tab closed) is sent by the sweep after a few minutes', async () => {
    const message = row();
    await insert(message);
    await backend.sweep();
    expect(await outboxFor(message.id)).toHaveLength(0);
    await age([message.id], 6);
    await backend.sweep();
    expect(await outboxFor(message.id)).toHaveLength(1);
  });

  it('past the hourly ceiling, a flood of messages costs the owner one digest e-mail', async () => {
    const floodDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-flood-'));
    const flood = await createEmbeddedBackend({ dataDir: path.join(floodDir, 'db'), outboxDir: path.join(floodDir, 'outbox'), emailsPerHour: 3 });
    const floodServer = await listen(flood);
    const floodBase = `http://127.0.0.1:${(floodServer.address() as AddressInfo).port}`;
    try {
      const messages = Array.from({ length: 30 }, () => row());
      for (const [i, message] of messages.entries()) {
        // Many clients, as a flood from a botnet would be: no per-client limit applies.
        const headers = apiHeaders({ 'x-forwarded-for': `192.0.2.${i + 1}` });
        const res = await fetch(`${floodBase}/rest/v1/contact_submissions`, { method: 'POST', headers, body: JSON.stringify(message) });
        expect(res.status).toBe(201);
      }
      const answers = await Promise.all(
        messages.map(async (message) => {
          const res = await fetch(`${floodBase}/functions/v1/send-contact-notification`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ record: { id: message.id } }),
          });
          return ((await res.json()) as { status: string }).status;
        }),
      );
      expect(answers.filter((a) => a === 'sent')).toHaveLength(3);
      expect(answers.filter((a) => a === 'queued')).toHaveLength(27);

      const outbox = () => readOutbox(path.join(floodDir, 'outbox'));
      expect(await flood.sweep()).toBe(0); // the digest gathers for 10 minutes
      await age(messages.map((m) => m.id), 11, flood.db);
      expect(await flood.sweep()).toBe(1);
      expect(await flood.sweep()).toBe(0);

      const emails = await outbox();
      expect(emails).toHaveLength(4);
      const digests = emails.filter((e) => e.subject === 'Website contact form: 27 messages (digest)');
      expect(digests).toHaveLength(1);
      const announced = emails.flatMap((e) => [...e.text.matchAll(/Message id: ([0-9a-f-]{36})/g)].map((m) => m[1]));
      expect(announced.sort()).toEqual(messages.map((m) => m.id).sort());
      const unnotified = await flood.db.query('select id from public.contact_submissions where notified_at is null');
      expect(unnotified.rows).toEqual([]);
    } finally {
      floodServer.close();
      await flood.close();
      await rm(floodDir, { recursive: true, force: true });
    }
  });
});

describe('embedded backend with the real client (supabase-js)', () => {
  const values = { name: 'Baraka Kimaro', email: '', subject: '', message: 'Please call me about hosting.', newsletter: true, website: '' };
  const config = () => ({ url: base, anonKey: 'embedded-local-anon-key', timeoutMs: 10_000, newsletterConsentVersion: 'nl-test' });

  it('sends: stored, e-mailed and notified', async () => {
    const email = `baraka.${Date.now()}@example.co.tz`;
    expect(await submitContact({ ...values, email }, config())).toEqual({ kind: 'sent' });
    const [saved] = (await backend.db.query<{ id: string; subject: string | null; notified_at: Date | null }>(
      'select * from public.contact_submissions where email = $1',
      [email],
    )).rows;
    expect(saved?.subject).toBeNull();
    expect(saved?.notified_at).toBeInstanceOf(Date);
    expect(await outboxFor(saved!.id)).toHaveLength(1);
  });

  it('maps the failure switches to the outcomes', async () => {
    process.env.EMBEDDED_BACKEND_FAIL = 'notify';
    expect(await submitContact({ ...values, email: `n.${Date.now()}@example.co.tz` }, config())).toEqual({ kind: 'saved-not-notified' });
    process.env.EMBEDDED_BACKEND_FAIL = 'save';
    expect(await submitContact({ ...values, email: `s.${Date.now()}@example.co.tz` }, config())).toEqual({ kind: 'failed' });
  });

  it('shows the rate limit message to the visitor', async () => {
    const email = `rl.${Date.now()}@example.co.tz`;
    for (let i = 0; i < 3; i++) await submitContact({ ...values, email }, config());
    const outcome = await submitContact({ ...values, email }, config());
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringContaining('Too many messages from this email address') });
  });
});

describe('embedded backend storage', () => {
  it('keeps data across restarts and applies each migration once', async () => {
    const before = (await backend.db.query('select id from public.contact_submissions')).rows.length;
    expect(before).toBeGreaterThan(0);
    await backend.close();
    backend = await createEmbeddedBackend({ dataDir: path.join(dir, 'db'), outboxDir: path.join(dir, 'outbox') });
    expect((await backend.db.query('select id from public.contact_submissions')).rows).toHaveLength(before);
    expect(await applyMigrations(backend.db, defaultMigrationsDir)).toEqual([]);
    const applied = await backend.db.query<{ name: string }>('select name from embedded_backend.applied_migrations');
    expect(applied.rows.map((r) => r.name)).toEqual((await readMigrations(defaultMigrationsDir)).map((m) => m.name));
  });

  it('lists messages newest first from a copy, while the database is open', async () => {
    const messages = await readMessagesSnapshot(path.join(dir, 'db'));
    expect(messages?.length).toBeGreaterThan(3);
    const times = messages!.map((m) => m.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(formatMessages(messages!)).toMatch(/^\d+ messages, newest first:/);
    expect(formatMessages(messages!)).toContain('NOT NOTIFIED');
    expect(formatMessages([])).toBe('No messages yet.');
    expect(await readMessagesSnapshot(path.join(dir, 'does-not-exist'))).toBeUndefined();
  });
});
