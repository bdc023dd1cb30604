import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const hooks = pathToFileURL(path.resolve('pipeline/stripped-cache.mjs')).href;

describe("the build's compile cache (compile-cache.mjs)", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * A process that loads the build's hooks as the build does, imports mod.mjs, and starts a thread that imports it
   * too; it prints what both got and where each one's compiled code is kept.
   */
  const run = (cacheRoot: string) => {
    writeFileSync(
      path.join(dir, 'entry.mjs'),
      [
        `await import(${JSON.stringify(hooks)});`,
        "const { getCompileCacheDir } = await import('node:module');",
        "const { Worker } = await import('node:worker_threads');",
        "const { answer } = await import('./mod.mjs');",
        'const thread = new Worker(',
        "  `import('./mod.mjs').then(({ answer }) => require('node:worker_threads').parentPort.postMessage({ answer, folder: require('node:module').getCompileCacheDir() }))`,",
        '  { eval: true, execArgv: [] },',
        ');',
        "const inThread = await new Promise((resolve) => thread.once('message', resolve));",
        'console.log(JSON.stringify({ answer, folder: getCompileCacheDir(), thread: inThread }));',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_CACHE_DIR: cacheRoot, SITE_STRIPPED_CACHE: path.join(dir, 'stripped') };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const printed = execFileSync(process.execPath, ['entry.mjs'], { cwd: dir, env, encoding: 'utf8' });
    return JSON.parse(printed) as { answer: number; folder?: string; thread: { answer: number; folder?: string } };
  };
  const kept = (folder: string) => readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  it('keeps compiled code in the cache root for the process and the threads it starts, and runs an edited module as edited', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    const root = path.join(dir, 'cache');
    writeFileSync(path.join(dir, 'mod.mjs'), 'export const answer = 42;\n');

    const first = run(root);
    expect(first.answer).toBe(42);
    expect(first.thread.answer).toBe(42);
    // Node adds a folder per Node version and V8 flags under the one given.
    expect(first.folder?.startsWith(path.join(root, 'site-compiled') + path.sep)).toBe(true);
    expect(first.thread.folder).toBe(first.folder);
    expect(kept(path.join(root, 'site-compiled')).length).toBeGreaterThan(0);

    // Same length, other value: the kept code of the first source must not run.
    writeFileSync(path.join(dir, 'mod.mjs'), 'export const answer = 43;\n');
    const edited = run(root);
    expect(edited.answer).toBe(43);
    expect(edited.thread.answer).toBe(43);
  });

  it('leaves the compiling to V8 where no cache can be kept', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    writeFileSync(path.join(dir, 'mod.mjs'), 'export const answer = 42;\n');
    // A folder inside a file cannot be made.
    writeFileSync(path.join(dir, 'file'), '');
    const result = run(path.join(dir, 'file'));
    expect(result.answer).toBe(42);
    expect(result.thread.answer).toBe(42);
    expect(result.folder).toBeUndefined();
  });
});
