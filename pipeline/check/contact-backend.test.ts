import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from 'vite';
import { backendOrigin, bundleBackend, describeBackend, readEnv, resolveContactBackend } from './contact-backend.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'contact-backend-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function envFiles(files: Record<string, string>): Promise<string> {
  const envDir = await mkdtemp(path.join(dir, 'env-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(envDir, name), text);
  return envDir;
}

describe('resolveContactBackend', () => {
  it('reads the project from .env.production, as Vite does for a production build', async () => {
    const envDir = await envFiles({ '.env.production': 'VITE_SUPABASE_URL=https://abcd.supabase.co/\nVITE_SUPABASE_ANON_KEY=public-anon\n' });
    const { backend, problems } = resolveContactBackend({ mode: 'production', root: dir, env: { SITE_ENV_DIR: envDir } });
    expect(problems).toEqual([]);
    expect(backend).toEqual({ kind: 'supabase', url: 'https://abcd.supabase.co', origin: 'https://abcd.supabase.co', anonKey: 'public-anon' });
    expect(bundleBackend(backend)).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'public-anon' });
    expect(backendOrigin(backend)).toBe('https://abcd.supabase.co');
    expect(describeBackend(backend)).toBe('Contact form: Supabase project https://abcd.supabase.co.');
  });

  it('lets the shell win over the files, and ignores another mode\'s file', async () => {
    const envDir = await envFiles({
      '.env': 'VITE_SUPABASE_URL=https://from-env-file.supabase.co\nVITE_SUPABASE_ANON_KEY=file-key\n',
      '.env.development': 'VITE_SUPABASE_URL=https://dev-only.supabase.co\n',
    });
    const { backend } = resolveContactBackend({ mode: 'production', root: dir, env: { SITE_ENV_DIR: envDir, VITE_SUPABASE_URL: 'https://shell.supabase.co' } });
    expect(backend).toMatchObject({ origin: 'https://shell.supabase.co', anonKey: 'file-key' });
  });

  it('with neither variable: the embedded stand-in, and the summary says so', async () => {
    const envDir = await envFiles({});
    const { backend, problems } = resolveContactBackend({ mode: 'production', root: dir, env: { SITE_ENV_DIR: envDir } });
    expect(backend).toEqual({ kind: 'embedded' });
    expect(problems).toEqual([]);
    expect(bundleBackend(backend)).toBeNull();
    expect(backendOrigin(backend)).toBeUndefined();
    expect(describeBackend(backend)).toContain('Contact form: the local stand-in');
  });

  it('names the missing or broken variable and the fix', async () => {
    const envDir = await envFiles({ '.env.production': 'VITE_SUPABASE_ANON_KEY=public-anon\n' });
    const onlyKey = resolveContactBackend({ mode: 'production', root: dir, env: { SITE_ENV_DIR: envDir } });
    expect(onlyKey.backend).toEqual({ kind: 'embedded' });
    expect(onlyKey.problems).toEqual([
      expect.objectContaining({ variable: 'VITE_SUPABASE_URL', fix: expect.stringContaining('VITE_SUPABASE_URL=https://<project-ref>.supabase.co') }),
    ]);
    expect(onlyKey.problems[0]?.fix).toContain('.env.production');

    const plainHttp = resolveContactBackend({ mode: 'production', root: dir, env: { SITE_ENV_DIR: envDir, VITE_SUPABASE_URL: 'http://abcd.supabase.co' } });
    expect(plainHttp.problems.map((p) => p.variable)).toEqual(['VITE_SUPABASE_URL']);
    expect(plainHttp.problems[0]?.message).toContain('not an https address');
  });
});

describe('readEnv', () => {
  it("gives what Vite's loadEnv gives, with and without .env files, variables from the shell included", async () => {
    const none = await envFiles({});
    const some = await envFiles({ '.env': 'VITE_SUPABASE_URL=https://file.supabase.co\nOTHER=1\n', '.env.production.local': 'VITE_SUPABASE_ANON_KEY=from-file\n' });
    process.env.VITE_SUPABASE_SHELL_ONLY = 'from the shell';
    try {
      for (const envDir of [none, some]) {
        for (const mode of ['production', 'development']) expect(readEnv(mode, envDir, 'VITE_SUPABASE_')).toEqual(loadEnv(mode, envDir, 'VITE_SUPABASE_'));
      }
      expect(readEnv('production', none, 'VITE_SUPABASE_')).toMatchObject({ VITE_SUPABASE_SHELL_ONLY: 'from the shell' });
      expect(readEnv('production', some, 'VITE_SUPABASE_')).toMatchObject({ VITE_SUPABASE_URL: 'https://file.supabase.co', VITE_SUPABASE_ANON_KEY: 'from-file' });
    } finally {
      delete process.env.VITE_SUPABASE_SHELL_ONLY;
    }
  });
});
