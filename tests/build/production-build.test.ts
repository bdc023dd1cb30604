import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductionBuildError } from '../../pipeline/check/production-guard';
import { buildSite } from '../../pipeline/run-build';
import { copyRealContent, previousOutput, projectRoot } from './content-tree';

// Going live: a production build refuses a dead form and the sample identity
// before writing anything, and the bundle and the CSP name the same backend.

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'production-build-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const file of entries.map((e) => path.join(e.parentPath, e.name)).sort()) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

/** An env folder with no .env files, so the project's own never leak in. */
const emptyEnvDir = () => mkdtemp(path.join(scratch, 'env-'));

async function refusal(promise: Promise<unknown>): Promise<ProductionBuildError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProductionBuildError) return error;
    throw error;
  }
  throw new Error('expected the build to be refused');
}

/** The real content with a real (non-sample) identity. */
async function ownedContent(): Promise<string> {
  const dir = await copyRealContent();
  const file = path.join(dir, 'site.yaml');
  const site = (await readFile(file, 'utf8'))
    .replace('sample: true', 'sample: false')
    .replace('siteUrl: https://www.example.co.tz', 'siteUrl: https://www.mwakyusa.co.tz')
    .replace('phone: "+255712345678"', 'phone: "+255754000111"')
    .replace('phoneDisplay: +255 712 345 678', 'phoneDisplay: +255 754 000 111')
    .replace('whatsapp: "255712345678"', 'whatsapp: "255754000111"')
    .replace('email: hello@example.co.tz', 'email: hello@mwakyusa.co.tz');
  await writeFile(file, site);
  return dir;
}

describe('a production build', () => {
  it('in Netlify\'s production context without backend variables: refused, naming the variables and the fix; dist unchanged', async () => {
    const outDir = await previousOutput(scratch);
    const before = await treeHash(outDir);
    const contentDir = await ownedContent();
    const error = await refusal(buildSite({ root: projectRoot, contentDir, outDir, env: { CONTEXT: 'production', SITE_ENV_DIR: await emptyEnvDir() } }));
    expect(error.message).toContain("This is a production build (CONTEXT=production: Netlify's production deploy)");
    expect(error.message).toContain('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: not set');
    expect(error.message).toContain("Fix: set both to the Supabase project's URL and public anon key");
    expect(error.message).toContain('SITE_DEMO_DEPLOY=1');
    expect(error.items).toHaveLength(1);
    expect(await treeHash(outDir)).toBe(before);
  });

  it('on Cloudflare Pages with the sample identity: refused, naming site.yaml\'s fields and the fix; dist unchanged', async () => {
    const outDir = await previousOutput(scratch);
    const before = await treeHash(outDir);
    const env = { CF_PAGES: '1', SITE_ENV_DIR: await emptyEnvDir(), VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'public-anon' };
    const error = await refusal(buildSite({ root: projectRoot, outDir, env }));
    expect(error.message).toContain('CF_PAGES=1: a Cloudflare Pages build');
    expect(error.items.map((item) => item.where)).toEqual([
      'content/site.yaml siteUrl',
      'content/site.yaml sample',
      'content/site.yaml phone / whatsapp',
      'content/site.yaml email',
    ]);
    expect(error.message).toContain('Fix: set siteUrl to the https address the site will be served at');
    expect(error.message).toContain('then set sample: false');
    expect(await treeHash(outDir)).toBe(before);
  });

  it('refuses half a backend in any build, local ones included', async () => {
    const outDir = await previousOutput(scratch);
    const before = await treeHash(outDir);
    const error = await refusal(buildSite({ root: projectRoot, outDir, env: { SITE_ENV_DIR: await emptyEnvDir(), VITE_SUPABASE_ANON_KEY: 'public-anon' } }));
    expect(error.message).toContain('VITE_SUPABASE_URL: VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not');
    expect(await treeHash(outDir)).toBe(before);
  });

  it('with the backend only in .env.production: the built JavaScript and _headers\' connect-src name the same origin', async () => {
    const envDir = await emptyEnvDir();
    await writeFile(path.join(envDir, '.env.production'), 'VITE_SUPABASE_URL=https://qwertyuiop.supabase.co\nVITE_SUPABASE_ANON_KEY=public-anon-key-123\n');
    const outDir = path.join(scratch, 'dist-live');
    const result = await buildSite({ root: projectRoot, contentDir: await ownedContent(), outDir, production: true, env: { SITE_ENV_DIR: envDir } });
    expect(result.backend).toMatchObject({ kind: 'supabase', origin: 'https://qwertyuiop.supabase.co' });
    expect(result.warnings).toEqual([]);

    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    const connectSrc = headers.match(/connect-src ([^;]+);/)?.[1];
    expect(connectSrc).toBe("'self' https://qwertyuiop.supabase.co");

    const assets = await readdir(path.join(outDir, 'assets'));
    const scripts = await Promise.all(assets.filter((name) => name.endsWith('.js')).map((name) => readFile(path.join(outDir, 'assets', name), 'utf8')));
    const withBackend = scripts.filter((text) => text.includes('https://qwertyuiop.supabase.co'));
    expect(withBackend).toHaveLength(1);
    expect(withBackend[0]).toContain('public-anon-key-123');
    expect(headers).not.toContain('interest-cohort');
  }, 300_000);
});
