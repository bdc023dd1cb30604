import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const hook = pathToFileURL(path.resolve('pipeline/cjs-imports.mjs')).href;
const buildHooks = pathToFileURL(path.resolve('pipeline/stripped-cache.mjs')).href;

/** A CommonJS package whose names Node's scan of the source cannot see: they are assigned at run time. */
const PACKAGE = [
  'globalThis.runs = (globalThis.runs ?? 0) + 1;',
  "Object.assign(module.exports, { assigned: 'a', 'not-an-identifier': 'b', default: 'c' });",
  "exports.plain = 'd';",
  "Object.defineProperty(exports, '__esModule', { value: true });",
].join('\n');

interface Seen {
  names: string[];
  sameObject: boolean;
  runs: number;
  odd: string;
  broken: string;
  local: string[];
}

describe('importing CommonJS packages without the source scan (cjs-imports.mjs)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cjs-imports-'));
    const packages: [string, string][] = [
      ['pkg', PACKAGE],
      ['broken', "throw new Error('broken on purpose');"],
    ];
    for (const [name, source] of packages) {
      mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
      writeFileSync(path.join(dir, 'node_modules', name, 'index.js'), source);
    }
    // The project's own CommonJS is left to Node.
    writeFileSync(path.join(dir, 'local.cjs'), "Object.assign(module.exports, { assigned: 'a' });\nexports.plain = 'd';\n");
    writeFileSync(
      path.join(dir, 'entry.mjs'),
      [
        "import { createRequire } from 'node:module';",
        "const ns = await import('pkg');",
        "const broken = await import('broken').then(() => 'loaded', (error) => error.message);",
        "const local = await import('./local.cjs');",
        'console.log(JSON.stringify({',
        '  names: Object.keys(ns).sort(),',
        "  sameObject: ns.default === createRequire(import.meta.url)('pkg'),",
        '  runs: globalThis.runs,',
        "  odd: ns['not-an-identifier'],",
        '  broken,',
        '  local: Object.keys(local).sort(),',
        '}));',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (imports: string[]) => {
    const env = { ...process.env, SITE_CACHE_DIR: path.join(dir, 'cache') };
    const printed = execFileSync(process.execPath, [...imports.flatMap((url) => ['--import', url]), 'entry.mjs'], { cwd: dir, env, encoding: 'utf8' });
    return JSON.parse(printed) as Seen;
  };

  it("gives a package's real exports as names, module.exports as the default, and runs it once", () => {
    const seen = run([hook]);
    expect(seen.names).toEqual(['__esModule', 'assigned', 'default', 'not-an-identifier', 'plain']);
    expect(seen.sameObject).toBe(true);
    expect(seen.runs).toBe(1);
    expect(seen.odd).toBe('b');
  });

  it("leaves a failing package's error and the project's own CommonJS to Node", () => {
    const seen = run([hook]);
    expect(seen.broken).toBe('broken on purpose');
    // Node's scan finds `plain` and not the assigned names.
    expect(seen.local).toEqual(['default', 'plain']);
  });

  it("is what Node's scan alone does not give, and every build thread has it", () => {
    // Without the hook, Node's scan sees only what is written out in the source.
    expect(run([]).names).toEqual(['__esModule', 'default', 'plain']);
    // The build's process, content and card threads and bundling process load stripped-cache.mjs first.
    expect(run([buildHooks]).names).toContain('assigned');
    // The rendering threads start from their own bundled entry, without it.
    expect(readFileSync('pipeline/render/worker.ts', 'utf8').split('\n')[0]).toBe("import '../cjs-imports.mjs';");
  });
});
