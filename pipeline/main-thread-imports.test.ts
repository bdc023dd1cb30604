import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TYPESCRIPT_THREAD } from './typescript-threads.ts';

/** The packages a module's static imports load, by name, in a fresh process. */
function packagesLoadedBy(module: string): string[] {
  const script = [
    "import { registerHooks } from 'node:module';",
    'const loaded = new Set();',
    'registerHooks({ load(url, context, next) { const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url); if (m) loaded.add(m[1]); return next(url, context); } });',
    `await import(${JSON.stringify(pathToFileURL(path.resolve(module)).href)});`,
    'console.log(JSON.stringify([...loaded]));',
  ].join('\n');
  return JSON.parse(execFileSync(process.execPath, [...TYPESCRIPT_THREAD, '--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
}

/** What a first build runs on its content thread, and an unchanged build's editor schemas never need. */
const CONTENT_LOADER = ['yaml', 'micromark', 'unified', 'zod'];

describe("the build's main thread", () => {
  it('starts the build without loading the content loader (a first build loads on its content thread)', () => {
    const loaded = packagesLoadedBy('pipeline/run-build.ts');
    // The check can fail: the packages the build does need here are seen.
    expect(loaded).toContain('sharp');
    expect(loaded.filter((name) => CONTENT_LOADER.includes(name))).toEqual([]);
  });

  it('asks whether the editor schemas are as written without loading zod and the schemas', () => {
    expect(packagesLoadedBy('pipeline/validate/editor-schemas/written.ts').filter((name) => CONTENT_LOADER.includes(name))).toEqual([]);
    expect(packagesLoadedBy('pipeline/validate/editor-schemas/write.ts')).toContain('zod');
  });
});

describe("the build's content thread", () => {
  it('loads without sharp, which only a page or post with a sharing image of its own needs, nor the Markdown parser', () => {
    const loaded = packagesLoadedBy('pipeline/content-thread/load-and-compile.ts');
    // The check can fail: the content loader is seen.
    expect(loaded).toEqual(expect.arrayContaining(['yaml', 'zod']));
    expect(loaded).not.toContain('sharp');
    // Nor the Markdown parser, loaded the first time a line needs it (inline-markdown.ts).
    expect(loaded.filter((name) => ['unified', 'remark-parse', 'micromark'].includes(name))).toEqual([]);
  });
});
