import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_MALLOC, buildMalloc } from './thread-limits.ts';

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
