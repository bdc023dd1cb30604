import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseError, PreparedDatabase, SqlTarget } from './sql-target';

/**
 * The database rules of the contact path, run against every engine the
 * migrations must work on: PGlite (the embedded backend) and PostgreSQL 15
 * (Supabase). Visitor statements run as anon inside a transaction, with
 * PostgREST's request.headers set the way Supabase sets them.
 */

const emailLimitMessage =
  'Too many messages from this email address. Please try again in an hour or contact me directly by phone or WhatsApp.';
const clientLimitMessage =
  'Too many messages from your network. Please try again in an hour or contact me directly by phone or WhatsApp.';

type Role = 'anon' | 'authenticated' | 'service_role';
type Row = Record<string, unknown>;

let counter = 0;
/** A unique address per message, so tests never trip each other's limits. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.co.tz`;
/** A unique client address (TEST-NET-3 and a documentation IPv6 prefix), for the same reason. */
const uniqueIp = () => `203.0.113.${(++counter % 250) + 1}`;
const uniqueIpv6Prefix = () => `2001:db8:${(++counter).toString(16)}:${Date.now().toString(16).slice(-4)}`;
/** What the gateway passes for a visitor at `ip`, as PostgREST's request.headers. */
const fromClient = (ip: string) => ({ 'x-forwarded-for': ip, 'user-agent': 'test' });

const validRow = (overrides: Row = {}): Row => ({
  name: 'Asha Mrema',
  email: uniqueEmail('visitor'),
  subject: 'A new website',
  message: 'I need a website for my shop in Kariakoo.',
  newsletter_subscribed: false,
  ...overrides,
});

export function describeContactSubmissions(engine: string, prepare: () => Promise<PreparedDatabase>): void {
  describe(`contact_submissions on ${engine}`, () => {
    let prepared: PreparedDatabase | undefined;
    let db: SqlTarget;

    beforeAll(async () => {
      prepared = await prepare();
      db = prepared.target;
    });
    afterAll(async () => {
      await prepared?.dispose();
    });

    /** Runs `work` as `role` in a transaction; `headers` become request.headers. */
    async function as<T>(role: Role, work: () => Promise<T>, headers?: Record<string, string> | string): Promise<T> {
      await db.query('begin');
      try {
        if (headers !== undefined) {
          await db.query(`select set_config('request.headers', $1, true)`, [typeof headers === 'string' ? headers : JSON.stringify(headers)]);
        }
        await db.query(`set local role ${role}`);
        const result = await work();
        await db.query('commit');
        return result;
      } catch (error) {
        await db.query('rollback');
        throw error;
      }
    }

    /** Inserts as `role`; without `headers`, from a client address of its own. */
    async function insert(role: Role, row: Row, headers: Record<string, string> | string = fromClient(uniqueIp())): Promise<void> {
      const columns = Object.keys(row);
      const sql = `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
      await as(role, () => db.query(sql, Object.values(row)), headers);
    }

    /** Inserts and returns the refusal, or undefined when the row was stored. */
    async function attempt(row: Row, headers: Record<string, string>): Promise<DatabaseError | undefined> {
      try {
        await insert('anon', row, headers);
        return undefined;
      } catch (error) {
        return error as DatabaseError;
      }
    }

    const service = <T = Row>(sql: string, params: unknown[] = []) => as('service_role', () => db.query<T>(sql, params));
    const settings = (assignments: string) => service(`update contact_private.settings set ${assignments}`);
    type Claim = { status: string; kind?: 'single' | 'digest'; email_id?: string; rows?: { id: string; name: string }[] };
    const claim = async (id: string) => (await service<{ r: Claim }>('select public.contact_claim_notification($1) as r', [id]))[0]!.r;

    async function failure(promise: Promise<unknown>): Promise<DatabaseError> {
      try {
        await promise;
      } catch (error) {
        return error as DatabaseError;
      }
      throw new Error('expected the statement to fail');
    }

    const serviceRows = (where: string, params: unknown[]) =>
      as('service_role', () => db.query<Row>(`select * from public.contact_submissions where ${where}`, params));

    it('has row-level security enabled and forced', async () => {
      const [table] = await db.query<{ relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        `select relrowsecurity, relforcerowsecurity from pg_class where oid = 'public.contact_submissions'::regclass`,
      );
      expect(table).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    });

    it('guards inserts with a SECURITY DEFINER trigger with an empty search_path', async () => {
      const [fn] = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
        `select prosecdef, proconfig from pg_proc where oid = 'public.contact_submissions_guard()'::regprocedure`,
      );
      expect(fn?.prosecdef).toBe(true);
      expect(fn?.proconfig).toEqual(['search_path=""']);
    });

    it('lets anon insert, with or without its own id, and fills in the defaults', async () => {
      const id = randomUUID();
      const email = uniqueEmail('insert');
      await insert('anon', validRow({ id, email, subject: null, newsletter_subscribed: true, newsletter_consent_version: 'v1' }));
      await insert('anon', validRow({ email }));
      const rows = await serviceRows('email = $1 order by created_at', [email]);
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.id === id)).toMatchObject({ subject: null, newsletter_subscribed: true, notified_at: null });
      expect(rows.every((r) => r.created_at instanceof Date)).toBe(true);
    });

    it('lets authenticated insert too', async () => {
      await insert('authenticated', validRow());
    });

    it('denies anon and authenticated any read', async () => {
      await insert('anon', validRow());
      for (const role of ['anon', 'authenticated'] as const) {
        const error = await failure(as(role, () => db.query('select * from public.contact_submissions')));
        expect(error.code).toBe('42501');
        expect((await failure(as(role, () => db.query('select count(*) from public.contact_submissions')))).code).toBe('42501');
        expect((await failure(as(role, () => db.query('select id from public.contact_submissions')))).code).toBe('42501');
      }
    });

    it('denies anon updates and deletes, and the row stays as it was', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id, name: 'Original Name' }));
      for (const role of ['anon', 'authenticated'] as const) {
        const update = await failure(as(role, () => db.query(`update public.contact_submissions set name = 'Changed' where id = $1`, [id])));
        expect(update.code).toBe('42501');
        const updateAll = await failure(as(role, () => db.query(`update public.contact_submissions set notified_at = now()`)));
        expect(updateAll.code).toBe('42501');
        const remove = await failure(as(role, () => db.query(`delete from public.contact_submissions where id = $1`, [id])));
        expect(remove.code).toBe('42501');
      }
      expect(await serviceRows('id = $1', [id])).toEqual([expect.objectContaining({ name: 'Original Name', notified_at: null })]);
    });

    it('denies anon the server-side columns', async () => {
      for (const extra of [{ notified_at: new Date().toISOString() }, { client_ip_hash: 'forged' }, { created_at: '2000-01-01T00:00:00Z' }]) {
        const error = await failure(insert('anon', validRow(extra)));
        expect(error.code).toBe('42501');
      }
    });

    it.each([
      ['a name of one character', { name: ' A ' }, 'contact_submissions_name_length'],
      ['a name of spaces', { name: '     ' }, 'contact_submissions_name_length'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'contact_submissions_name_length'],
      ['an address without @', { email: 'asha.example.co.tz' }, 'contact_submissions_email_format'],
      ['an address without a domain dot', { email: 'asha@localhost' }, 'contact_submissions_email_format'],
      ['an address with a space', { email: 'asha mrema@example.co.tz' }, 'contact_submissions_email_format'],
      ['an address of 255 characters', { email: `${'e'.repeat(243)}@example.com` }, 'contact_submissions_email_length'],
      ['a subject of 201 characters', { subject: 's'.repeat(201) }, 'contact_submissions_subject_length'],
      ['a message of 9 characters', { message: '  123456789  ' }, 'contact_submissions_message_length'],
      ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'contact_submissions_message_length'],
    ])('rejects %s', async (_label, overrides, constraint) => {
      const error = await failure(insert('anon', validRow(overrides)));
      expect(error.code).toBe('23514');
      expect(error.constraint ?? error.message).toContain(constraint);
    });

    it('rejects missing required fields', async () => {
      for (const column of ['name', 'email', 'message']) {
        const row = validRow();
        delete row[column];
        expect((await failure(insert('anon', row))).code).toBe('23502');
      }
    });

    it('accepts the limits themselves', async () => {
      await insert('anon', validRow({ name: 'Jo', message: '1234567890', subject: null }));
      await insert('anon', validRow({ name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(5000) }));
      await insert('anon', validRow({ email: `${Date.now()}${'e'.repeat(229)}@example.com`.slice(-254) }));
      await insert('anon', validRow({ name: 'Ōmari Ñandú 😀', message: 'Habari, ninahitaji tovuti 🙏' }));
    });

    it('counts plus-addressed and re-cased copies of one mailbox together', async () => {
      const local = `box${Date.now()}${++counter}`;
      await insert('anon', validRow({ email: `${local}+1@Example.co.tz` }));
      await insert('anon', validRow({ email: `${local.toUpperCase()}+2@example.CO.TZ` }));
      await insert('anon', validRow({ email: `${local}@example.co.tz` }));
      const error = await failure(insert('anon', validRow({ email: `${local}+tag.more@example.co.tz` })));
      expect(error.message).toBe(emailLimitMessage);
      // Another mailbox at the same domain is not affected.
      await insert('anon', validRow({ email: `${local}x+1@example.co.tz` }));
    });

    it('allows 3 messages per address an hour (any letter case) and refuses the 4th', async () => {
      const email = uniqueEmail('limit');
      await insert('anon', validRow({ email }));
      await insert('anon', validRow({ email: email.toUpperCase() }));
      await insert('anon', validRow({ email }));
      const error = await failure(insert('anon', validRow({ email: email.replace(/^l/, 'L') })));
      expect(error.code).toBe('P0001');
      expect(error.message).toBe(emailLimitMessage);
      expect(await serviceRows('lower(email) = lower($1)', [email])).toHaveLength(3);
    });

    it('does not count messages older than an hour', async () => {
      const email = uniqueEmail('old');
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
      for (let i = 0; i < 3; i++) await insert('service_role', validRow({ email, created_at: twoHoursAgo }));
      await insert('anon', validRow({ email }));
    });

    it('allows 20 messages per client an hour and refuses the 21st', async () => {
      const headers = { 'x-forwarded-for': `${uniqueIp()}, 10.0.0.1`, 'user-agent': 'test' };
      for (let i = 0; i < 20; i++) await insert('anon', validRow(), headers);
      const error = await failure(insert('anon', validRow(), headers));
      expect(error.code).toBe('P0001');
      expect(error.message).toBe(clientLimitMessage);
      // Another client is not affected.
      await insert('anon', validRow(), fromClient('198.51.100.9'));
    });

    it('keys the client on the address the gateway appended: a forged left-most x-forwarded-for changes nothing', async () => {
      const gatewaySaw = uniqueIp();
      const outcomes: (string | undefined)[] = [];
      for (let i = 0; i < 25; i++) {
        const forged = `${10 + i}.${i}.${i * 7}.${i + 1}`;
        const error = await attempt(validRow(), { 'x-forwarded-for': `${forged}, ${gatewaySaw}` });
        outcomes.push(error?.message);
      }
      expect(outcomes.filter((m) => m === undefined)).toHaveLength(20);
      expect(outcomes.slice(20)).toEqual(Array(5).fill(clientLimitMessage));
    });

    it('prefers cf-connecting-ip, which the edge overwrites, to any x-forwarded-for entry', async () => {
      const client = uniqueIp();
      for (let i = 0; i < 20; i++) await insert('anon', validRow(), { 'cf-connecting-ip': client, 'x-forwarded-for': `${uniqueIp()}, ${uniqueIp()}` });
      const error = await attempt(validRow(), { 'cf-connecting-ip': client, 'x-forwarded-for': uniqueIp() });
      expect(error?.message).toBe(clientLimitMessage);
    });

    it('counts IPv6 clients per /64 and IPv4 clients seen through IPv6 sockets as IPv4', async () => {
      const prefix = uniqueIpv6Prefix();
      for (let i = 0; i < 20; i++) await insert('anon', validRow(), fromClient(`${prefix}::${(i + 1).toString(16)}`));
      expect((await attempt(validRow(), fromClient(`${prefix}:ffff:1:2:3`)))?.message).toBe(clientLimitMessage);
      expect(await attempt(validRow(), fromClient(`${prefix.replace(/:[0-9a-f]+$/, ':ffff')}::1`))).toBeUndefined();

      const [network] = await service<{ mapped: string; v6: string; bad: string | null; none: string | null }>(
        `select contact_private.client_network('{"x-forwarded-for": "::ffff:192.0.2.7"}') as mapped,
                contact_private.client_network('{"x-forwarded-for": "2001:db8:1:2:3:4:5:6"}') as v6,
                contact_private.client_network('{"x-forwarded-for": "not an address"}') as bad,
                contact_private.client_network('{}') as none`,
      );
      expect(network).toEqual({ mapped: '192.0.2.7', v6: '2001:db8:1:2::/64', bad: null, none: null });
    });

    it('counts requests without a readable address in one shared bucket instead of not at all', async () => {
      const email = uniqueEmail('noheader');
      const outcomes: (string | undefined)[] = [];
      for (let i = 0; i < 22; i++) outcomes.push((await attempt(validRow({ email: `${i}.${email}` }), i % 2 === 0 ? { accept: '*/*' } : { 'x-forwarded-for': 'garbage' }))?.message);
      expect(outcomes.filter((m) => m === clientLimitMessage).length).toBeGreaterThanOrEqual(2);
      const unreadable = await failure(insert('anon', validRow(), 'not json'));
      expect(unreadable.message).toBe(clientLimitMessage);
    });

    it('hashes the client with a server-side key (not plain SHA-256), whatever the inserting role sent', async () => {
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      await insert('service_role', validRow({ id: a, client_ip_hash: 'forged' }), fromClient('192.0.2.44'));
      await insert('anon', validRow({ id: b }), fromClient('192.0.2.44'));
      await insert('anon', validRow({ id: c }), fromClient('192.0.2.45'));
      const hashes = Object.fromEntries((await serviceRows('id = any($1)', [[a, b, c]])).map((r) => [r.id, r.client_ip_hash]));
      expect(hashes[a]).toMatch(/^[0-9a-f]{64}$/);
      expect(hashes[a]).toBe(hashes[b]);
      expect(hashes[c]).not.toBe(hashes[a]);
      expect(hashes[a]).not.toBe(createHash('sha256').update('192.0.2.44').digest('hex'));
    });

    it('computes HMAC-SHA256 as RFC 2104 does', async () => {
      const key = 'k'.repeat(80);
      const [row] = await service<{ short: string; long: string }>(
        `select encode(contact_private.hmac_sha256('key'::bytea, convert_to('The quick brown fox', 'UTF8')), 'hex') as short,
                encode(contact_private.hmac_sha256(convert_to($1, 'UTF8'), 'x'::bytea), 'hex') as long`,
        [key],
      );
      expect(row?.short).toBe(createHmac('sha256', 'key').update('The quick brown fox').digest('hex'));
      expect(row?.long).toBe(createHmac('sha256', key).update('x').digest('hex'));
    });

    it('erases the client hash once the rate-limit hour has passed', async () => {
      const [old, fresh] = [randomUUID(), randomUUID()];
      await insert('anon', validRow({ id: old }));
      await insert('anon', validRow({ id: fresh }));
      await service(`update public.contact_submissions set created_at = now() - interval '61 minutes' where id = $1`, [old]);
      await service('select public.contact_maintenance()');
      const rows = Object.fromEntries((await serviceRows('id = any($1)', [[old, fresh]])).map((r) => [r.id, r.client_ip_hash]));
      expect(rows[old]).toBeNull();
      expect(rows[fresh]).toMatch(/^[0-9a-f]{64}$/);
    });

    it('keeps messages by default and deletes those past message_retention once it is set', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id }));
      await service(`update public.contact_submissions set created_at = now() - interval '400 days' where id = $1`, [id]);
      await service('select public.contact_maintenance()');
      expect(await serviceRows('id = $1', [id])).toHaveLength(1);
      try {
        await settings(`message_retention = interval '365 days'`);
        const [done] = await service<{ r: { messages_deleted: number } }>('select public.contact_maintenance() as r');
        expect(done?.r.messages_deleted).toBeGreaterThanOrEqual(1);
        expect(await serviceRows('id = $1', [id])).toHaveLength(0);
      } finally {
        await settings('message_retention = null');
      }
    });

    it('records newsletter consent with the wording version and the server time, and refuses a yes without a version', async () => {
      const [yes, no] = [randomUUID(), randomUUID()];
      const before = Date.now();
      await insert('anon', validRow({ id: yes, newsletter_subscribed: true, newsletter_consent_version: 'nl-2026-11' }));
      await insert('anon', validRow({ id: no, newsletter_subscribed: false, newsletter_consent_version: 'nl-2026-11' }));
      const rows = Object.fromEntries((await serviceRows('id = any($1)', [[yes, no]])).map((r) => [r.id, r]));
      expect(rows[yes]).toMatchObject({ newsletter_consent_version: 'nl-2026-11' });
      expect((rows[yes]!.newsletter_consent_at as Date).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(rows[no]).toMatchObject({ newsletter_consent_version: null, newsletter_consent_at: null });

      const missing = await failure(insert('anon', validRow({ newsletter_subscribed: true })));
      expect(missing.code).toBe('23514');
      expect(missing.constraint ?? missing.message).toContain('contact_submissions_newsletter_consent');
      const forgedTime = await failure(insert('anon', validRow({ newsletter_subscribed: true, newsletter_consent_version: 'v', newsletter_consent_at: '2000-01-01T00:00:00Z' })));
      expect(forgedTime.code).toBe('42501');
    });

    it('lets only the service role claim notifications, once per row', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id, name: 'Claimed Once' }));
      for (const role of ['anon', 'authenticated'] as const) {
        const error = await failure(as(role, () => db.query('select public.contact_claim_notification($1)', [id])));
        expect(error.code).toBe('42501');
      }
      const first = await claim(id);
      expect(first).toMatchObject({ status: 'claimed', kind: 'single', rows: [{ id, name: 'Claimed Once' }] });
      expect(await claim(id)).toEqual({ status: 'in-progress' });
      const [marked] = await service<{ n: number }>('select public.contact_notification_sent($1) as n', [first.email_id]);
      expect(marked?.n).toBe(1);
      expect(await claim(id)).toEqual({ status: 'already-notified' });
      expect(await claim(randomUUID())).toEqual({ status: 'not-found' });
      expect((await serviceRows('id = $1', [id]))[0]?.notified_at).toBeInstanceOf(Date);
    });

    it('gives a row to exactly one of many concurrent claims', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id }));
      const targets = (await prepared!.connections?.(6)) ?? [db];
      try {
        const claims = await Promise.all(
          Array.from({ length: 12 }, (_, i) => {
            const target = targets[i % targets.length]!;
            return target.query<{ r: Claim }>('select public.contact_claim_notification($1) as r', [id]);
          }),
        );
        const statuses = claims.map((rows) => rows[0]!.r.status);
        expect(statuses.filter((s) => s === 'claimed')).toHaveLength(1);
        expect(statuses.filter((s) => s === 'in-progress')).toHaveLength(11);
      } finally {
        if (targets[0] !== db) await prepared!.closeConnections?.();
      }
    });

    it('offers unnotified rows to the sweep after retry_after, then with a doubling back-off', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id }));
      await settings('emails_per_hour = 100000');
      try {
        const due = async () => (await service<{ id: string }>('select id from public.contact_notifications_due(100000) as id')).map((r) => r.id);
        const shift = (column: string, minutes: number) =>
          service(`update public.contact_submissions set ${column} = ${column} - make_interval(mins => $2) where id = $1`, [id, minutes]);
        expect(await due()).not.toContain(id); // just sent: the browser is calling
        await shift('created_at', 6);
        expect(await due()).toContain(id); // the browser never called
        const attempt1 = await claim(id);
        await service('select public.contact_notification_failed($1)', [attempt1.email_id]);
        expect(await due()).not.toContain(id);
        await shift('notify_claimed_at', 6);
        expect(await due()).toContain(id); // 5 minutes after attempt 1
        const attempt2 = await claim(id);
        await service('select public.contact_notification_failed($1)', [attempt2.email_id]);
        await shift('notify_claimed_at', 6);
        expect(await due()).not.toContain(id); // 10 minutes after attempt 2
        expect(await claim(id)).toEqual({ status: 'in-progress' });
        await shift('notify_claimed_at', 5);
        expect(await due()).toContain(id);
      } finally {
        await settings('emails_per_hour = 10');
      }
    });

    it('past the hourly e-mail ceiling, a flood becomes one digest', async () => {
      const [{ n: sent }] = (await service<{ n: number }>('select contact_private.emails_last_hour() as n')) as [{ n: number }];
      // Older waiting rows from other tests would join the digest: notify them first.
      await service(`update public.contact_submissions set notified_at = now() where notified_at is null`);
      await settings(`emails_per_hour = ${sent + 3}, digest_gather = interval '0'`);
      try {
        const ids: string[] = [];
        for (let i = 0; i < 40; i++) {
          const id = randomUUID();
          ids.push(id);
          await insert('anon', validRow({ id }));
        }
        const claims = [];
        for (const id of ids) claims.push(await claim(id));
        expect(claims.filter((c) => c.kind === 'single')).toHaveLength(3);
        const digests = claims.filter((c) => c.kind === 'digest');
        expect(digests).toHaveLength(1);
        expect(digests[0]!.rows!.map((r) => r.id)).toEqual(ids.slice(3));
        expect(claims.slice(4).every((c) => c.status === 'in-progress')).toBe(true);

        for (const c of [...claims.filter((c) => c.kind === 'single'), digests[0]!]) {
          await service('select public.contact_notification_sent($1)', [c.email_id]);
        }
        expect((await serviceRows('id = any($1) and notified_at is null', [ids])).length).toBe(0);

        // More messages within the hour wait for the next digest.
        const late = randomUUID();
        await insert('anon', validRow({ id: late }));
        expect(await claim(late)).toEqual({ status: 'queued' });
        expect((await service<{ id: string }>('select id from public.contact_notifications_due() as id')).map((r) => r.id)).toEqual([]);
      } finally {
        await settings(`emails_per_hour = 10, digest_gather = interval '10 minutes'`);
        await service(`update public.contact_submissions set notified_at = now() where notified_at is null`);
      }
    });

    it('lets the service role read rows and record the notification', async () => {
      const id = randomUUID();
      await insert('anon', validRow({ id }));
      await as('service_role', () => db.query('update public.contact_submissions set notified_at = now() where id = $1 and notified_at is null', [id]));
      const [row] = await serviceRows('id = $1', [id]);
      expect(row?.notified_at).toBeInstanceOf(Date);
    });
  });
}
