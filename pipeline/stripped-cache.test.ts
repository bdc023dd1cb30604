import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPESCRIPT_THREAD } from './typescript-threads.ts';

const hooks = pathToFileURL(path.resolve('pipeline/stripped-cache.mjs')).href;
const module = (answer: number) =>
  [
    'interface Answer { value: number }',
    `export const answer: Answer = { value: ${answer} };`,
    'export function fail(reason: string): never {',
    '  throw new Error(reason);',
    '}',
    '',
  ].join('\n');

describe('the stripped-module cache (stripped-cache.mjs)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A process that takes its TypeScript through the cache in `cache` (`dir`/cache by default), imports mod.ts and prints what it got. */
  const run = (cache = path.join(dir, 'cache')) => {
    writeFileSync(
      path.join(dir, 'entry.mjs'),
      [
        `await import(${JSON.stringify(hooks)});`,
        "const { answer, fail } = await import('./mod.ts');",
        'let stack = "";',
        'try { fail("on purpose"); } catch (error) { stack = error.stack; }',
        'console.log(JSON.stringify({ answer: answer.value, line: /mod\\.ts:(\\d+)/.exec(stack)?.[1] }));',
      ].join('\n'),
    );
    const env = { ...process.env, SITE_STRIPPED_CACHE: cache };
    return JSON.parse(execFileSync(process.execPath, [...TYPESCRIPT_THREAD, 'entry.mjs'], { cwd: dir, env, encoding: 'utf8' })) as { answer: number; line: string };
  };
  const cached = () => readdirSync(path.join(dir, 'cache')).map((name) => path.join(dir, 'cache', name));

  it('strips a module once, runs what it kept from then on, and strips an edited module afresh', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stripped-cache-'));
    writeFileSync(path.join(dir, 'mod.ts'), module(42));

    // Stripped and kept: the types blanked out in place, so a stack trace names the source's own line.
    expect(run()).toEqual({ answer: 42, line: '4' });
    const [file] = cached();
    expect(cached()).toHaveLength(1);
    const stripped = readFileSync(file!, 'utf8');
    expect(stripped).not.toMatch(/interface|: number|: Answer|: string|never/);
    expect(stripped).toHaveLength(module(42).length);
    expect(stripped.split('\n')).toHaveLength(module(42).split('\n').length);

    // The next process runs the kept text, not a stripping of its own: a kept file changed behind its back shows.
    writeFileSync(file!, 'export const answer = { value: 7 };\nexport function fail(reason) {\n\n  throw new Error(reason);\n}\n');
    expect(run()).toEqual({ answer: 7, line: '4' });

    // An edited source is another key: stripped again, beside the first.
    writeFileSync(path.join(dir, 'mod.ts'), module(43));
    expect(run()).toEqual({ answer: 43, line: '4' });
    expect(cached()).toHaveLength(2);
  });

  it('leaves the stripping to Node where no cache can be kept', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stripped-cache-'));
    writeFileSync(path.join(dir, 'mod.ts'), module(42));
    // A folder inside a file cannot be made.
    writeFileSync(path.join(dir, 'file'), '');
    expect(run(path.join(dir, 'file', 'cache'))).toEqual({ answer: 42, line: '4' });
  });
});
