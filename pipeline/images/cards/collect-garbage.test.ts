import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const collectGarbageUrl = pathToFileURL(path.resolve('pipeline/images/cards/collect-garbage.ts')).href;

/** Runs collectGarbage in a Node process of its own, started as the build's threads are (no --expose-gc, whatever the test runner has). */
function collectInFreshProcess(): { collected: boolean; tagBefore: number; tagAfter: number } {
  const script = [
    `const { collectGarbage } = await import(${JSON.stringify(collectGarbageUrl)});`,
    "const { cachedDataVersionTag } = await import('node:v8');",
    "const { setImmediate: turn } = await import('node:timers/promises');",
    'const ref = new WeakRef({ glyphs: new Uint8Array(1 << 20) });',
    // A WeakRef holds its target until the turn that made it ends.
    'await turn();',
    'const tagBefore = cachedDataVersionTag();',
    'collectGarbage();',
    'console.log(JSON.stringify({ collected: ref.deref() === undefined, tagBefore, tagAfter: cachedDataVersionTag() }));',
  ].join('\n');
  const printed = execFileSync(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(printed) as { collected: boolean; tagBefore: number; tagAfter: number };
}

describe("the card thread's garbage collection (collect-garbage.ts)", () => {
  const result = collectInFreshProcess();

  it('collects what nothing holds', () => {
    expect(result.collected).toBe(true);
  });

  it("leaves V8's flags as they were, so compiled code stays cached under the same key", () => {
    // The tag Node's compile cache keys its folder and entries by: V8's version, flags and CPU features.
    expect(result.tagAfter).toBe(result.tagBefore);
  });
});
