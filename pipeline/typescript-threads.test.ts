import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as nodeModule from 'node:module';
import { describe, expect, it } from 'vitest';

const pipeline = import.meta.dirname;
const root = path.dirname(pipeline);

/** Relative specifiers of import/export statements and dynamic imports. */
const relativeSpecifiers = (source: string) => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2]!);

/** `entry` and every TypeScript module it reaches by relative imports (a bare specifier is reported by the test, not followed). */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.endsWith('.ts')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(entry);
  return [...seen];
}

// The threads' modules are started by URL (new Worker), so all of pipeline/ is swept; the main process's, from its script.
const modules = [
  ...new Set([
    ...readdirSync(pipeline, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
    ...reachable(path.join(root, 'scripts', 'build.ts')),
  ]),
];

describe("the build's modules, run under Node's type stripping (typescript-threads.ts)", () => {
  it('include what scripts/build.ts reaches outside pipeline/', () => {
    // An oracle for the walk itself: the build imports these from src/lib.
    expect(modules).toEqual(expect.arrayContaining([path.join(root, 'scripts', 'build.ts'), path.join(root, 'src', 'lib', 'route-paths.ts'), path.join(root, 'src', 'lib', 'format.ts')]));
  });

  it('name every relative import with its file extension', () => {
    const bare = modules.flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => !/\.(ts|tsx|json|mjs|cjs|js)$/.test(specifier))
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(bare).toEqual([]);
  });

  // node:module's stripTypeScriptTypes came in Node 22.13; engines allows 22.12, which still runs the threads stripped.
  const { stripTypeScriptTypes } = nodeModule as Partial<typeof nodeModule>;
  it.skipIf(!stripTypeScriptTypes)('use only syntax that stripping can erase', () => {
    const refused = modules.flatMap((file) => {
      try {
        stripTypeScriptTypes!(readFileSync(file, 'utf8'));
        return [];
      } catch (error) {
        return [`${path.relative(root, file)}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(refused).toEqual([]);
  });
});
