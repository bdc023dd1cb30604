import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_MALLOC, BUILD_V8_FLAGS, buildMalloc } from './thread-limits.ts';
import { BUILD_ARGS } from './typescript-threads.ts';

describe("the build's malloc settings", () => {
  it('are the ones `npm run build` starts its process with (scripts/node22.mjs, plain JavaScript, keeps a copy)', () => {
    const source = readFileSync(new URL('../scripts/node22.mjs', import.meta.url), 'utf8');
    const literal = /const BUILD_MALLOC = (\{[^}]*\});/.exec(source)?.[1];
    expect(literal).toBeDefined();
    expect(JSON.parse(literal!.replaceAll("'", '"').replace(/(\w+):/g, '"$1":'))).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' });
    expect(BUILD_MALLOC).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' });
  });

  it("leave a setting of the caller's own as it is", () => {
    expect(buildMalloc({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '524288' });
    expect(buildMalloc({ PATH: '/usr/bin' })).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' });
  });
});

describe("the build's V8 flags", () => {
  it('are the ones `npm run build` starts its process with (scripts/node22.mjs keeps a copy), and the build command line of the tests and the bench', () => {
    const source = readFileSync(new URL('../scripts/node22.mjs', import.meta.url), 'utf8');
    const literal = /const BUILD_V8_FLAGS = (\[[^\]]*\]);/.exec(source)?.[1];
    expect(literal).toBeDefined();
    expect(JSON.parse(literal!.replaceAll("'", '"'))).toEqual(['--invocation-count-for-turbofan=20000']);
    expect([...BUILD_V8_FLAGS]).toEqual(['--invocation-count-for-turbofan=20000']);
    expect(BUILD_ARGS.slice(0, BUILD_V8_FLAGS.length)).toEqual([...BUILD_V8_FLAGS]);
  });
});
