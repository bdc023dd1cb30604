import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileWhole } from '../../../pipeline/write-whole.ts';

/** What the notification function posts to the e-mail API (Resend's shape). */
export type OutgoingEmail = {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
};

/** One outbox file: the e-mail as sent, plus a readable .eml-style rendering. */
export type OutboxEntry = OutgoingEmail & {
  /** The e-mail API's id for it, as returned to the function. */
  emailId: string;
  /** The contact submission it is about (from the idempotency key), if known. */
  submissionId: string | null;
  idempotencyKey: string | null;
  sentAt: string;
  eml: string;
};

function renderEml(email: OutgoingEmail, sentAt: string): string {
  return [
    `Date: ${new Date(sentAt).toUTCString()}`,
    `From: ${email.from}`,
    `To: ${email.to.join(', ')}`,
    ...(email.reply_to ? [`Reply-To: ${email.reply_to}`] : []),
    `Subject: ${email.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    email.text,
  ].join('\r\n');
}

/**
 * Stands in for the e-mail API: each e-mail becomes `<timestamp>-<id>.json`
 * in the outbox folder. Like the real API, a repeated idempotency key returns
 * the first answer instead of sending again.
 */
export async function writeToOutbox(outboxDir: string, email: OutgoingEmail, idempotencyKey: string | null): Promise<OutboxEntry> {
  await mkdir(outboxDir, { recursive: true });
  const submissionId = idempotencyKey?.match(/^contact-([0-9a-f-]{36})$/i)?.[1] ?? null;
  const id = submissionId ?? randomUUID();
  if (idempotencyKey) {
    const earlier = (await readOutbox(outboxDir)).find((entry) => entry.idempotencyKey === idempotencyKey);
    if (earlier) return earlier;
  }
  const sentAt = new Date().toISOString();
  const entry: OutboxEntry = { ...email, emailId: randomUUID(), submissionId, idempotencyKey, sentAt, eml: renderEml(email, sentAt) };
  const file = path.join(outboxDir, `${sentAt.replace(/[:.]/g, '-')}-${id}.json`);
  // Written whole or not at all (write-whole.ts): a file exists before its bytes are in it, and a notification sent at
  // the same moment reads the whole outbox (above), as the end-to-end tests do. One found a file still empty ("Unexpected
  // end of JSON input"), so its e-mail failed, and its visitor saw "Message saved!" instead of "Message sent!".
  await writeFileWhole(file, `${JSON.stringify(entry, null, 2)}\n`);
  return entry;
}

/** Every e-mail in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry));
}
