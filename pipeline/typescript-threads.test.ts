import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as nodeModule from 'node:module';
import { describe, expect, it } from 'vitest';

const pipeline = import.meta.dirname;
const modules = readdirSync(pipeline, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Relative specifiers of import/export statements and dynamic imports. */
const relativeSpecifiers = (source: string) => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2]!);

describe("the pipeline's modules, run by threads under Node's type stripping (typescript-threads.ts)", () => {
  it('name every relative import with its file extension', () => {
    const bare = modules.flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => !/\.(ts|tsx|json|mjs|js)$/.test(specifier))
        .map((specifier) => `${path.relative(pipeline, file)}: ${specifier}`),
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
        return [`${path.relative(pipeline, file)}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(refused).toEqual([]);
  });
});
