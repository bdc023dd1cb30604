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
  /** Where failures are explained (the function's log); console.error by default. */
  log?: (message: string) => void;
};

/** A stored row, as the claim returns it. */
export type ContactSubmissionRow = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  newsletter_subscribed: boolean;
  newsletter_consent_version?: string | null;
  newsletter_consent_at?: string | null;
};

/** What `contact_claim_notification` answers (supabase/migrations). */
type Claim =
  | { status: 'not-found' | 'already-notified' | 'in-progress' | 'queued' }
  | { status: 'claimed'; kind: 'single' | 'digest'; email_id: string; rows: ContactSubmissionRow[] };

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
/** An e-mail API call that takes longer is abandoned (the row is retried later, under the same idempotency key). */
const emailTimeoutMs = 20_000;
/** Digest entries show this much of each message. */
const digestExcerpt = 600;

/**
 * What anonymous callers are told. Fixed texts: no secret's name, no
 * database or e-mail API answer ever reaches them; the log gets the detail.
 */
export const publicErrors = {
  method: 'Method not allowed',
  body: 'The request body must be JSON with record.id, a uuid',
  notFound: 'No such message',
  unavailable: 'The notification service is not available right now',
  failed: 'The notification could not be sent; it will be retried',
} as const;

type Config = Record<(typeof requiredEnv)[number], string> & { emailApiUrl: string };

/** A failure to log in full and answer with a fixed text. */
class NotifyError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    detail: string,
  ) {
    super(detail);
  }
}

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extra },
  });
}

export async function handleRequest(req: Request, deps: HandlerDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.error(message));
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== 'POST') return json(405, { error: publicErrors.method }, { Allow: 'POST, OPTIONS' });

  const missing = requiredEnv.filter((name) => !deps.env[name]);
  if (missing.length > 0) {
    log(`send-contact-notification: missing configuration: ${missing.join(', ')}`);
    return json(500, { error: publicErrors.unavailable });
  }
  const config = Object.fromEntries(requiredEnv.map((name) => [name, deps.env[name] ?? ''])) as Config;
  config.emailApiUrl = deps.env.RESEND_API_URL || defaultEmailApiUrl;
  config.SUPABASE_URL = config.SUPABASE_URL.replace(/\/+$/, '');

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { error: publicErrors.body });
  }
  const id = recordId(body);
  if (!id) return json(400, { error: publicErrors.body });

  try {
    const claim = (await rpc(config, deps.fetch, 'contact_claim_notification', { p_id: id })) as Claim;
    switch (claim.status) {
      case 'not-found':
        return json(404, { error: publicErrors.notFound });
      case 'already-notified':
        return json(200, { status: 'already-notified', id });
      case 'in-progress':
        return json(202, { status: 'in-progress', id });
      case 'queued':
        // Past the hourly ceiling: the message goes out in the next digest.
        return json(202, { status: 'queued', id });
      case 'claimed':
        break;
      default:
        throw new NotifyError(502, publicErrors.failed, `unexpected claim answer ${JSON.stringify(claim)}`);
    }
    try {
      await sendEmail(config, deps.fetch, claim.kind === 'single' ? singleEmail(config, claim.rows[0]!) : digestEmail(config, claim.rows, claim.email_id));
    } catch (error) {
      await rpc(config, deps.fetch, 'contact_notification_failed', { p_email_id: claim.email_id }).catch((release: unknown) =>
        log(`send-contact-notification: could not record the failure of e-mail ${claim.email_id}: ${describe(release)}`),
      );
      throw error;
    }
    try {
      await rpc(config, deps.fetch, 'contact_notification_sent', { p_email_id: claim.email_id });
    } catch (error) {
      // Sent, not recorded: the row comes back after its back-off, and the
      // e-mail API's idempotency key keeps the retry from sending again.
      log(`send-contact-notification: e-mail ${claim.email_id} sent but not recorded: ${describe(error)}`);
    }
    return json(200, { status: claim.kind === 'single' ? 'sent' : 'sent-digest', id });
  } catch (error) {
    log(`send-contact-notification: message ${id}: ${describe(error)}`);
    const status = error instanceof NotifyError ? error.status : 502;
    return json(status, { error: error instanceof NotifyError ? error.publicMessage : publicErrors.failed });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function recordId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = (body as { record?: unknown }).record;
  if (typeof record !== 'object' || record === null) return undefined;
  const id = (record as { id?: unknown }).id;
  return typeof id === 'string' && uuidPattern.test(id) ? id.toLowerCase() : undefined;
}

/** A database function through the REST API, as the service role. */
async function rpc(config: Config, fetchImpl: typeof fetch, name: string, args: Record<string, unknown>): Promise<unknown> {
  const res = await fetchImpl(`${config.SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.SUPABASE_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${config.SUPABASE_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new NotifyError(502, publicErrors.failed, `database function ${name} answered ${res.status}: ${text.slice(0, 500)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

type Email = { from: string; to: string[]; reply_to?: string; subject: string; html: string; text: string; idempotencyKey: string };

async function sendEmail(config: Config, fetchImpl: typeof fetch, email: Email): Promise<void> {
  const { idempotencyKey, ...payload } = email;
  const res = await fetchImpl(config.emailApiUrl, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${config.RESEND_API_KEY}`,
      'Content-Type': 'application/json',
      // A retried call within the provider's window does not send a second e-mail.
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(emailTimeoutMs),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new NotifyError(502, publicErrors.failed, `e-mail API answered ${res.status}: ${text.slice(0, 500)}`);
  }
}

function singleEmail(config: Config, row: ContactSubmissionRow): Email {
  return {
    from: config.NOTIFY_FROM,
    to: [config.NOTIFY_TO],
    reply_to: row.email,
    subject: emailSubject(row),
    html: emailHtml(row),
    text: emailText(row),
    idempotencyKey: `contact-${row.id}`,
  };
}

/** One e-mail for every message that waited past the hourly ceiling. */
function digestEmail(config: Config, rows: ContactSubmissionRow[], emailId: string): Email {
  const count = `${rows.length} message${rows.length === 1 ? '' : 's'}`;
  const excerpt = (text: string) => (text.length > digestExcerpt ? `${text.slice(0, digestExcerpt)}…` : text);
  const intro = `More messages than the hourly limit of notification e-mails arrived, so they come together: ${count}, oldest first. All are stored in full.`;
  const textBlocks = rows.map((row) =>
    [`${row.created_at}  ${oneLine(row.name)} <${row.email}>`, `Subject: ${oneLine(row.subject ?? '') || '(none)'}`, excerpt(row.message), `Message id: ${row.id}`].join('\n'),
  );
  const htmlBlocks = rows.map(
    (row) =>
      `<li style="margin-bottom:16px"><strong>${escapeHtml(row.name)}</strong> &lt;${escapeHtml(row.email)}&gt; · ${escapeHtml(row.created_at)}<br>` +
      `Subject: ${escapeHtml(oneLine(row.subject ?? '') || '(none)')}<br>` +
      `<span style="white-space:pre-wrap">${escapeHtml(excerpt(row.message))}</span><br>` +
      `<span style="color:#555">Message id: ${escapeHtml(row.id)}</span></li>`,
  );
  return {
    from: config.NOTIFY_FROM,
    to: [config.NOTIFY_TO],
    subject: `Website contact form: ${count} (digest)`,
    text: [intro, '', textBlocks.join('\n\n')].join('\n'),
    html: [
      '<!doctype html>',
      '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
      `<h2 style="margin:0 0 12px">${escapeHtml(count)} from the website contact form</h2>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ol>${htmlBlocks.join('\n')}</ol>`,
      '</body></html>',
    ].join('\n'),
    idempotencyKey: `contact-digest-${emailId}`,
  };
}

const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

/** One line (header injection is impossible), capped in length. */
export function emailSubject(row: Pick<ContactSubmissionRow, 'name' | 'subject'>): string {
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
    ['Newsletter', row.newsletter_subscribed ? `Yes (agreed to wording ${row.newsletter_consent_version ?? '?'} at ${row.newsletter_consent_at ?? '?'})` : 'No'],
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
