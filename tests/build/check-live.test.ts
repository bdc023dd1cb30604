import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../pipeline/load/site-content';
import { liveItems } from '../../scripts/live/readiness';
import { projectRoot } from './content-tree';

let emptyEnvDir: string;
beforeAll(async () => {
  emptyEnvDir = await mkdtemp(path.join(os.tmpdir(), 'check-live-env-'));
});
afterAll(() => rm(emptyEnvDir, { recursive: true, force: true }));

describe('npm run check:live', () => {
  it('on the shipped content: lists the sample identity and the missing backend, and exits non-zero', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-live.ts'], {
      cwd: projectRoot,
      env: { ...process.env, SITE_ENV_DIR: emptyEnvDir, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    });
    const failure = await run.then(
      () => undefined,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const out = failure?.stdout ?? '';
    expect(out).toMatch(/^Not ready to go live: \d+ things still need you\./);
    expect(out).toContain('content/site.yaml sample: the identity is still marked as the shipped sample (sample: true).');
    expect(out).toContain('content/site.yaml siteUrl: siteUrl is the sample domain https://www.example.co.tz.');
    expect(out).toContain('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: not set');
    expect(out).toMatch(/content\/images: \d+ images are still the shipped samples/);
    expect(out).toContain('RESEND_API_KEY, NOTIFY_TO, NOTIFY_FROM are not set');
    expect(out).toContain('Fix: write them into supabase/.env, then run: npx supabase secrets set --env-file supabase/.env.');
  });

  it('drops the backend and the secrets once they are set', async () => {
    const content = await loadSiteContent();
    const env = {
      SITE_ENV_DIR: emptyEnvDir,
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'public-anon',
      RESEND_API_KEY: 're_live',
      NOTIFY_TO: 'juma@mwakyusa.co.tz',
      NOTIFY_FROM: 'Website <contact@example.co.tz>',
    };
    const where = (await liveItems(content, { root: projectRoot, env })).map((item) => item.where);
    expect(where).not.toContain('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY');
    expect(where).not.toContain('supabase/.env');
    // A sample sender domain is still open.
    expect(where).toContain('supabase/.env NOTIFY_FROM');
    expect(where).toContain('content/site.yaml sample');
  });
});
