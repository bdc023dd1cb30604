import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubmitOutcome } from './outcome';
import type { ContactFormValues } from './schema';

/**
 * Sends a contact message: insert the row, then ask the notification function
 * to e-mail the owner. The visitor may only insert, so the id is generated
 * here and the row is never read back.
 */

export type SubmitConfig = {
  /** Supabase project URL, or the site's own origin for the embedded backend. */
  url: string;
  anonKey: string;
  /** The version of the newsletter wording the form shows, stored with a yes. */
  newsletterConsentVersion?: string;
  /** Per request: the insert and the function call each get this long. */
  timeoutMs: number;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
};

/** The embedded local backend accepts any key; this one says where it came from. */
export const localAnonKey = 'embedded-local-anon-key';
export const defaultTimeoutMs = 15_000;
export const notificationFunction = 'send-contact-notification';
export const timeoutMessage = 'The server took too long to answer. Please try again later or contact me directly via email.';

/**
 * The hosted project the build chose (pipeline/check/contact-backend.ts, the
 * same decision as the CSP's connect-src), or null for the embedded
 * stand-in on the page's own origin. Undefined outside a Vite build.
 */
declare const __CONTACT_BACKEND__: { url: string; anonKey: string } | null | undefined;

export function defaultSubmitConfig(): SubmitConfig {
  const backend = typeof __CONTACT_BACKEND__ === 'undefined' ? null : __CONTACT_BACKEND__;
  return {
    url: backend?.url ?? (typeof window === 'undefined' ? '' : window.location.origin),
    anonKey: backend?.anonKey ?? localAnonKey,
    timeoutMs: defaultTimeoutMs,
  };
}

// supabase-js is loaded on the first submit only, so it never weighs on page load.
let cached: { url: string; anonKey: string; fetch: typeof fetch | undefined; client: Promise<SupabaseClient> } | undefined;

function clientFor(config: SubmitConfig): Promise<SupabaseClient> {
  if (!cached || cached.url !== config.url || cached.anonKey !== config.anonKey || cached.fetch !== config.fetch) {
    const client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        // The site has no sign-in: keep no session and touch no storage.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
      }),
    );
    cached = { url: config.url, anonKey: config.anonKey, fetch: config.fetch, client };
    // A failed load (offline, stale deploy) is retried on the next submit.
    client.catch(() => {
      if (cached?.client === client) cached = undefined;
    });
  }
  return cached.client;
}

async function withTimeout<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<{ value: T; timedOut: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return { value: await run(controller.signal), timedOut: controller.signal.aborted };
  } finally {
    clearTimeout(timer);
  }
}

type InsertError = { code?: string; message?: string } | null;

export async function submitContact(values: ContactFormValues, config: SubmitConfig = defaultSubmitConfig()): Promise<SubmitOutcome> {
  // A filled honeypot is a bot: look successful, store nothing.
  if (values.website.trim() !== '') return { kind: 'sent' };

  let client: SupabaseClient;
  try {
    client = await clientFor(config);
  } catch {
    return { kind: 'failed' };
  }

  const id = crypto.randomUUID();
  const row = {
    id,
    name: values.name,
    email: values.email,
    subject: values.subject || null,
    message: values.message,
    newsletter_subscribed: values.newsletter,
    newsletter_consent_version: values.newsletter ? (config.newsletterConsentVersion ?? null) : null,
  };

  const insert = () =>
    withTimeout(config.timeoutMs, async (signal) => {
      const { error, status } = await client.from('contact_submissions').insert(row).abortSignal(signal);
      return { error: error as InsertError, status };
    });

  let attempt: Awaited<ReturnType<typeof insert>>;
  try {
    attempt = await insert();
    // No answer at all (connection dropped): the row may or may not be stored.
    // Retrying with the same id is safe: a duplicate key means the first try landed.
    if (attempt.value.error && attempt.value.status === 0 && !attempt.timedOut) attempt = await insert();
  } catch {
    return { kind: 'failed' };
  }

  const { error } = attempt.value;
  if (error && error.code !== '23505') {
    if (attempt.timedOut) return { kind: 'failed', message: timeoutMessage };
    // The rate limit's messages are written for visitors; other database
    // errors are not, and get the general advice instead.
    return error.code === 'P0001' && error.message ? { kind: 'failed', message: error.message } : { kind: 'failed' };
  }

  try {
    const { value } = await withTimeout(config.timeoutMs, (signal) =>
      client.functions.invoke(notificationFunction, {
        body: {
          type: 'INSERT',
          table: 'contact_submissions',
          schema: 'public',
          record: { ...row, created_at: new Date().toISOString() },
          old_record: null,
        },
        signal,
      }),
    );
    return value.error ? { kind: 'saved-not-notified' } : { kind: 'sent' };
  } catch {
    return { kind: 'saved-not-notified' };
  }
}
