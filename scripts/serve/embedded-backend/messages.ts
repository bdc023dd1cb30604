import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A stored contact message, as `npm run messages` shows it. */
export type StoredMessage = {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  newsletter_subscribed: boolean;
  /** The newsletter wording's version the visitor agreed to, and when (null without a yes). */
  newsletter_consent_version: string | null;
  newsletter_consent_at: Date | null;
  notified_at: Date | null;
};

/** Every message, newest first. An empty list if the table does not exist yet. */
export async function listMessages(db: PGlite): Promise<StoredMessage[]> {
  try {
    const result = await db.query<StoredMessage>(
      `select id, created_at, name, email, subject, message, newsletter_subscribed, newsletter_consent_version, newsletter_consent_at, notified_at
       from public.contact_submissions order by created_at desc, id`,
    );
    return result.rows;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  }
}

/**
 * Reads the messages from a copy of the data folder, so a dev or preview
 * server that has the database open is never disturbed (PGlite allows one
 * process per folder). Undefined when there is no database yet.
 */
export async function readMessagesSnapshot(dataDir: string): Promise<StoredMessage[] | undefined> {
  if (!(await stat(dataDir).catch(() => undefined))?.isDirectory()) return undefined;
  const copy = await mkdtemp(path.join(os.tmpdir(), 'contact-messages-'));
  try {
    await cp(dataDir, copy, { recursive: true });
    const db = await PGlite.create({ dataDir: copy });
    try {
      return await listMessages(db);
    } finally {
      await db.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A plain-text listing for the terminal. */
export function formatMessages(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages yet.';
  const blocks = messages.map((m) =>
    [
      `${minute(m.created_at)}  ${m.name} <${m.email}>  ${m.notified_at ? `notified ${minute(m.notified_at)}` : 'NOT NOTIFIED'}`,
      `  Subject: ${m.subject ?? '(none)'}${m.newsletter_subscribed ? `  · newsletter: yes (wording ${m.newsletter_consent_version ?? '?'}${m.newsletter_consent_at ? `, ${minute(m.newsletter_consent_at)}` : ''})` : ''}`,
      ...m.message.split(/\r?\n/).map((line) => `  | ${line}`),
      `  id ${m.id}`,
    ].join('\n'),
  );
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first`;
  return `${count}:\n\n${blocks.join('\n\n')}`;
}
