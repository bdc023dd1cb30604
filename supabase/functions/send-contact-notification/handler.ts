/**
 * send-contact-notification: e-mails the site owner about a new contact
 * message. Plain module (no Deno globals) so it runs under Deno on Supabase,
 * under Node in tests and inside the embedded local backend; `index.ts`
 * only serves it.
 *
 * The body has the shape of a database webhook, but only `record.id` is
 * trusted: the row is read back with the service role, so a caller cannot
 * make the function e-mail anything that was not actually stored.
 */

export type HandlerDeps = {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
};

/** The stored row, as the REST API returns it. */
export type ContactSubmissionRow = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  newsletter_subscribed: boolean;
  notified_at: string | null;
};

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const defaultEmailApiUrl = 'https://api.resend.com/emails';
const requiredEnv = ['RESEND_API_KEY', 'NOTIFY_TO', 'NOTIFY_FROM', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longest subject line sent; mail clients cut long ones anyway. */
export const maxSubjectLength = 200;

type Config = Record<(typeof requiredEnv)[number], string> & { emailApiUrl: string };

/** A failure with the HTTP status the function answers with. */
class NotifyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extra },
  });
}

export async function handleRequest(req: Request, deps: HandlerDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });

  const missing = requiredEnv.filter((name) => !deps.env[name]);
  if (missing.length > 0) return json(500, { error: `Missing configuration: ${missing.join(', ')}` });
  const config = Object.fromEntries(requiredEnv.map((name) => [name, deps.env[name] ?? ''])) as Config;
  config.emailApiUrl = deps.env.RESEND_API_URL || defaultEmailApiUrl;
  config.SUPABASE_URL = config.SUPABASE_URL.replace(/\/+$/, '');

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { error: 'The request body must be JSON' });
  }
  const id = recordId(body);
  if (!id) return json(400, { error: 'record.id must be a uuid' });

  try {
    const row = await readSubmission(config, deps.fetch, id);
    if (!row) return json(404, { error: `No contact submission with id ${id}` });
    if (row.notified_at) return json(200, { status: 'already-notified', id });
    await sendEmail(config, deps.fetch, row);
    await markNotified(config, deps.fetch, id);
    return json(200, { status: 'sent', id });
  } catch (error) {
    if (error instanceof NotifyError) return json(error.status, { error: error.message });
    return json(502, { error: `Notification failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}

function recordId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = (body as { record?: unknown }).record;
  if (typeof record !== 'object' || record === null) return undefined;
  const id = (record as { id?: unknown }).id;
  return typeof id === 'string' && uuidPattern.test(id) ? id.toLowerCase() : undefined;
}

function serviceHeaders(config: Config): Record<string, string> {
  return { apikey: config.SUPABASE_SERVICE_ROLE_KEY, Authorization: `Bearer ${config.SUPABASE_SERVICE_ROLE_KEY}` };
}

async function readSubmission(config: Config, fetchImpl: typeof fetch, id: string): Promise<ContactSubmissionRow | undefined> {
  const url = `${config.SUPABASE_URL}/rest/v1/contact_submissions?id=eq.${id}&select=*`;
  const res = await fetchImpl(url, { method: 'GET', headers: { ...serviceHeaders(config), Accept: 'application/json' } });
  if (!res.ok) throw new NotifyError(502, `Could not read the submission: database answered ${res.status} ${await excerpt(res)}`.trim());
  const rows = (await res.json()) as unknown;
  if (!Array.isArray(rows)) throw new NotifyError(502, 'Could not read the submission: unexpected database answer');
  return rows[0] as ContactSubmissionRow | undefined;
}

async function sendEmail(config: Config, fetchImpl: typeof fetch, row: ContactSubmissionRow): Promise<void> {
  const email = {
    from: config.NOTIFY_FROM,
    to: [config.NOTIFY_TO],
    reply_to: row.email,
    subject: emailSubject(row),
    html: emailHtml(row),
    text: emailText(row),
  };
  const res = await fetchImpl(config.emailApiUrl, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${config.RESEND_API_KEY}`,
      'Content-Type': 'application/json',
      // A retried call within the provider's window does not send a second e-mail.
      'Idempotency-Key': `contact-${row.id}`,
    },
    body: JSON.stringify(email),
  });
  if (!res.ok) throw new NotifyError(502, `E-mail API answered ${res.status} ${await excerpt(res)}`.trim());
}

async function markNotified(config: Config, fetchImpl: typeof fetch, id: string): Promise<void> {
  const url = `${config.SUPABASE_URL}/rest/v1/contact_submissions?id=eq.${id}&notified_at=is.null`;
  const res = await fetchImpl(url, {
    method: 'PATCH',
    headers: { ...serviceHeaders(config), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ notified_at: new Date().toISOString() }),
  });
  if (!res.ok) throw new NotifyError(500, `E-mail sent, but it could not be recorded: database answered ${res.status}`);
}

/** The first part of an error answer, enough to say what went wrong. */
async function excerpt(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** One line (header injection is impossible), capped in length. */
export function emailSubject(row: Pick<ContactSubmissionRow, 'name' | 'subject'>): string {
  const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();
  const topic = oneLine(row.subject ?? '') || 'Website enquiry';
  const subject = `New message from ${oneLine(row.name)}: ${topic}`;
  return subject.length > maxSubjectLength ? `${subject.slice(0, maxSubjectLength - 1)}…` : subject;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fields(row: ContactSubmissionRow): [string, string][] {
  return [
    ['Name', row.name],
    ['Email', row.email],
    ['Subject', row.subject ?? '(none)'],
    ['Newsletter', row.newsletter_subscribed ? 'Yes, subscribe me' : 'No'],
    ['Received', row.created_at],
  ];
}

export function emailHtml(row: ContactSubmissionRow): string {
  const rows = fields(row)
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    '<h2 style="margin:0 0 12px">New message from the website contact form</h2>',
    `<table>${rows}</table>`,
    `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(row.message)}</p>`,
    `<p style="color:#555">Reply to this e-mail to answer ${escapeHtml(row.name)} directly. Message id: ${escapeHtml(row.id)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function emailText(row: ContactSubmissionRow): string {
  return [
    'New message from the website contact form',
    '',
    ...fields(row).map(([label, value]) => `${label}: ${value}`),
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${row.name} directly. Message id: ${row.id}`,
  ].join('\n');
}
