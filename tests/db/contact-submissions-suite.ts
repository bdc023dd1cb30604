import { createHash, randomUUID } from 'node:crypto';
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

    async function insert(role: Role, row: Row, headers?: Record<string, string> | string): Promise<void> {
      const columns = Object.keys(row);
      const sql = `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
      await as(role, () => db.query(sql, Object.values(row)), headers);
    }

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
      await insert('anon', validRow({ id, email, subject: null, newsletter_subscribed: true }));
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

    it('allows 10 messages per client an hour and refuses the 11th', async () => {
      const address = `203.0.113.${(counter % 200) + 1}`;
      const headers = { 'x-forwarded-for': `${address}, 10.0.0.1`, 'user-agent': 'test' };
      for (let i = 0; i < 10; i++) await insert('anon', validRow(), headers);
      const error = await failure(insert('anon', validRow(), headers));
      expect(error.code).toBe('P0001');
      expect(error.message).toBe(clientLimitMessage);

      const hash = createHash('sha256').update(address).digest('hex');
      expect(await serviceRows('client_ip_hash = $1', [hash])).toHaveLength(10);
      // Another client is not affected.
      await insert('anon', validRow(), { 'x-forwarded-for': '198.51.100.9' });
    });

    it('has no per-client limit without a forwarded address, or with unreadable headers', async () => {
      const email = uniqueEmail('noheader');
      for (let i = 0; i < 11; i++) await insert('anon', validRow({ email: `${i}.${email}` }), i % 2 === 0 ? { accept: '*/*' } : 'not json');
      const rows = await serviceRows('email like $1', [`%.${email}`]);
      expect(rows).toHaveLength(11);
      expect(rows.every((r) => r.client_ip_hash === null)).toBe(true);
    });

    it('sets client_ip_hash itself, whatever the inserting role sent', async () => {
      const id = randomUUID();
      await insert('service_role', validRow({ id, client_ip_hash: 'forged' }), { 'x-forwarded-for': '192.0.2.44' });
      const [row] = await serviceRows('id = $1', [id]);
      expect(row?.client_ip_hash).toBe(createHash('sha256').update('192.0.2.44').digest('hex'));
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
