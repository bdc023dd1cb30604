import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { ContentError } from '../../pipeline/validate/errors';
import { copyRealContent, editContentFile, projectRoot } from './content-tree';

// `npm run build` writes the editor schemas beside the build (BuildOptions.alongside): started while the content
// loads, yet a build that fails still lets them finish (the process exits right after), and their failure fails the
// build before anything is written.

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'alongside-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A previous build's output, and what it holds. */
async function previousOutput(): Promise<{ dir: string; files: () => Promise<Record<string, string>> }> {
  const dir = await mkdtemp(path.join(scratch, 'dist-'));
  await mkdir(path.join(dir, 'blog'));
  await writeFile(path.join(dir, 'index.html'), '<h1>previous build</h1>');
  await writeFile(path.join(dir, 'blog', 'index.html'), '<h1>previous blog</h1>');
  const files = async () => {
    const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    return Object.fromEntries(await Promise.all(names.sort().map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)));
  };
  return { dir, files };
}

const previous = { 'blog/index.html': '<h1>previous blog</h1>', 'index.html': '<h1>previous build</h1>' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the caller's work beside the build", () => {
  it('still finishes when the content fails to load', async () => {
    const out = await previousOutput();
    const contentDir = await copyRealContent();
    await editContentFile(contentDir, 'hosting.yaml', /^(\s+)price: 85000$/m, '$1price: "85,000"');
    const events: string[] = [];
    const run = async () => {
      events.push('started');
      await delay(3000);
      events.push('finished');
    };
    const failure = await buildSite({ root: projectRoot, contentDir, outDir: out.dir, alongside: { name: 'slow work', run } }).catch((error: unknown) => error);
    events.push('build failed');
    expect(failure).toBeInstanceOf(ContentError);
    expect(events).toEqual(['started', 'finished', 'build failed']);
    expect(await out.files()).toEqual(previous);
  });

  it('runs before the load in a rebuild, which loads on the same thread', async () => {
    const outDir = path.join(scratch, 'dist-rebuild');
    const contentDir = await copyRealContent();
    const env = { SITE_ENV_DIR: await mkdtemp(path.join(scratch, 'env-')), SITE_CACHE_DIR: await mkdtemp(path.join(scratch, 'cache-')) };
    // Waiting, not working: run beside the load, it would end after it and hold the build up.
    const run = () => delay(500);
    const names = (result: { steps: [string, number][] }) => result.steps.map(([name]) => name);
    const first = await buildSite({ root: projectRoot, contentDir, outDir, env, alongside: { name: 'slow work', run } });
    expect(names(first).indexOf('slow work')).toBeGreaterThan(-1);
    await editContentFile(contentDir, 'posts/fast-website-hosting-tanzania.md', /\n*$/, '\n\nOne more paragraph.\n');
    const rebuild = await buildSite({ root: projectRoot, contentDir, outDir, env, alongside: { name: 'slow work', run } });
    expect(rebuild.rendered).toBeGreaterThan(0);
    expect(names(rebuild).slice(0, 3)).toEqual(['compare', 'slow work', 'load']);
  }, 120_000);

  it('fails the build when it fails, leaving the output as it was', async () => {
    const out = await previousOutput();
    const run = () => Promise.reject(new Error('the editor schemas could not be written'));
    const failure = await buildSite({ root: projectRoot, outDir: out.dir, env: { SITE_ENV_DIR: await mkdtemp(path.join(scratch, 'env-')) }, alongside: { name: 'failing work', run } }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the editor schemas could not be written');
    expect(await out.files()).toEqual(previous);
  });
});
