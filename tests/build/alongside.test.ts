import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { ContentError } from '../../pipeline/validate/errors';
import { copyRealContent, editContentFile, previousOutput, PREVIOUS_OUTPUT, projectRoot } from './content-tree';

// `npm run build` writes the editor schemas beside the build (BuildOptions.alongside): started while the content
// loads, yet a build that fails still lets them finish (the process exits right after), and their failure fails the
// build before anything is written.

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'alongside-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Every file under `dir` with its text. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return Object.fromEntries(await Promise.all(names.sort().map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the caller's work beside the build", () => {
  it('still finishes when the content fails to load', async () => {
    const out = await previousOutput(scratch);
    const contentDir = await copyRealContent();
    await editContentFile(contentDir, 'hosting.yaml', /^(\s+)price: 85000$/m, '$1price: "85,000"');
    const events: string[] = [];
    const run = async () => {
      events.push('started');
      await delay(3000);
      events.push('finished');
    };
    const failure = await buildSite({ root: projectRoot, contentDir, outDir: out, alongside: { name: 'slow work', run } }).catch((error: unknown) => error);
    events.push('build failed');
    expect(failure).toBeInstanceOf(ContentError);
    expect(events).toEqual(['started', 'finished', 'build failed']);
    expect(await filesIn(out)).toEqual(PREVIOUS_OUTPUT);
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
    const out = await previousOutput(scratch);
    const run = () => Promise.reject(new Error('the editor schemas could not be written'));
    const failure = await buildSite({ root: projectRoot, outDir: out, env: { SITE_ENV_DIR: await mkdtemp(path.join(scratch, 'env-')) }, alongside: { name: 'failing work', run } }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the editor schemas could not be written');
    expect(await filesIn(out)).toEqual(PREVIOUS_OUTPUT);
  });
});
