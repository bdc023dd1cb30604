import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBundleRunner } from './bundle-runner.ts';
import { contentSiteModules } from './site-data-content.ts';
import { bundlesDir } from '../incremental/bundle-cache.ts';

const root = process.cwd();
const define = { __CONTACT_BACKEND__: 'null' };
const made: string[] = [];
let modules: Map<string, string>;

beforeAll(async () => {
  modules = await contentSiteModules();
}, 60_000);
afterAll(() => Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Resolves once `file` exists: the bundling process has got that far on its own. */
async function appears(file: string): Promise<void> {
  for (const started = Date.now(); !existsSync(file); ) {
    if (Date.now() - started > 60_000) throw new Error(`${file} never appeared`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A folder for a finished bundle, on the cache's own file system (finish renames into it). */
const destination = () => {
  const folder = path.join(bundlesDir(root), `test-${randomBytes(6).toString('hex')}`);
  made.push(folder);
  return folder;
};

describe('the bundling process', () => {
  it('bundles before the content is compiled, and finishes with it into the given folder', async () => {
    const runner = startBundleRunner(root, define);
    // The rendering thread's code imports no content: it is built while the content is still to come.
    await appears(path.join(runner.output, 'renderer', 'worker.mjs'));
    expect(existsSync(path.join(runner.output, 'server', 'main.mjs'))).toBe(false);

    const folder = destination();
    await runner.finish(modules, folder);
    expect(existsSync(runner.output)).toBe(false);
    for (const file of ['client/index.html', 'server/main.mjs', 'renderer/worker.mjs']) expect(existsSync(path.join(folder, file)), file).toBe(true);
    // The content given late is in the bundle: the business's phone number as site.yaml writes it.
    const { phoneDisplay } = parse(await readFile(path.join(root, 'content', 'site.yaml'), 'utf8')) as { phoneDisplay: string };
    expect(await readFile(path.join(folder, 'server', 'main.mjs'), 'utf8')).toContain(JSON.stringify(phoneDisplay));
  }, 120_000);

  it('stops and leaves nothing behind when closed before the content comes (its bundles were cached)', async () => {
    const runner = startBundleRunner(root, define);
    await appears(path.join(runner.output, 'renderer', 'worker.mjs'));
    await runner.close();
    expect(existsSync(runner.output)).toBe(false);
  }, 120_000);

  it('takes the content early, and refuses to finish with other content than it was given', async () => {
    const runner = startBundleRunner(root, define);
    runner.give(modules);
    const folder = destination();
    const other = new Map([...modules].map(([name, source]): [string, string] => [name, name === 'site' ? source.replace('{', '{ "edited": true,') : source]));
    await expect(runner.finish(other, folder)).rejects.toThrow('other content');
    expect(existsSync(runner.output)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  }, 120_000);

  it('fails the build, and leaves nothing behind, when the content lacks a module the app imports', async () => {
    let messages = '';
    const runner = startBundleRunner(root, define, (text) => (messages += text));
    const folder = destination();
    const broken = new Map([...modules].filter(([name]) => name !== 'site'));
    await expect(runner.finish(broken, folder)).rejects.toThrow('The Vite build failed');
    // The owner is told which module: the build's message above the failure.
    expect(messages).toContain('No site data named "site"');
    expect(existsSync(runner.output)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  }, 120_000);
});
