import type * as fsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOutbox, writeToOutbox, type OutgoingEmail } from './outbox';

// A write that takes its time, as on a busy host: the file exists, empty, before its bytes are in it.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof fsPromises>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    await fs.writeFile(file, '', options);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await fs.writeFile(file, data);
  };
  return { ...fs, writeFile };
});

const email = (n: number): OutgoingEmail => ({
  from: 'Website <noreply@example.co.tz>',
  to: ['owner@example.co.tz'],
  reply_to: `visitor-${n}@example.com`,
  subject: `New message ${n}`,
  html: `<p>Message ${n}</p>`,
  text: `Message ${n}`,
});
const key = (n: number) => `contact-${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

describe('the embedded backend outbox (the e-mail API stand-in)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('never shows a reader an e-mail still being written: a second send meanwhile, and any reader, see it whole or not at all', async () => {
    const first = writeToOutbox(dir, email(1), key(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A second notification at the same moment (parallel visitors) reads the whole outbox for its idempotency key.
    const [, second, seen] = await Promise.all([first, writeToOutbox(dir, email(2), key(2)), readOutbox(dir)]);
    expect(second.reply_to).toBe('visitor-2@example.com');
    expect(seen.every((entry) => entry.text.startsWith('Message '))).toBe(true);
    expect((await readOutbox(dir)).map((entry) => entry.reply_to).sort()).toEqual(['visitor-1@example.com', 'visitor-2@example.com']);
    // Nothing but the e-mails is left in the folder.
    expect((await readdir(dir)).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });

  it('answers a repeated idempotency key with the first e-mail instead of sending again', async () => {
    const first = await writeToOutbox(dir, email(1), key(1));
    const again = await writeToOutbox(dir, email(2), key(1));
    expect(again.emailId).toBe(first.emailId);
    expect(await readOutbox(dir)).toHaveLength(1);
  });
});
