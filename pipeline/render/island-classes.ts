import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { classCandidates, importsOf, islandOfChunk, walkChunks } from '../emit/client-chunks.ts';
import type { LaterClasses } from './page-css.ts';

/**
 * The class names the page's scripts can set later (an open menu, a form's
 * error state, a carousel's active dot): every word between quotes and
 * spaces in each island's chunks, in what those chunks import (lazily too,
 * other islands aside) and in the entry (`classCandidates`). A page's inlined CSS keeps the rules for
 * these as well as for the classes in its HTML, so it is complete and the
 * page needs no other stylesheet. Results are cached per set of islands,
 * keyed by their names.
 */
export function islandClassFinder(dir: string, entries: readonly string[]): (islands: readonly string[]) => Promise<LaterClasses> {
  const cache = new Map<string, Promise<Set<string>>>();
  const wordsOf = (start: string[], island?: string) =>
    walkChunks(dir, start, (_, to) => (to.dynamic ? island !== undefined && [undefined, island].includes(islandOfChunk(to.src)) : true)).then((chunks) => {
      const words = new Set<string>();
      for (const code of chunks.values()) for (const word of classCandidates(code.toString('utf8'))) words.add(word);
      return words;
    });
  const entryImports = Promise.all(entries.map(async (src) => importsOf(src, await readFile(path.join(dir, src), 'utf8')))).then((lists) => lists.flat());
  const forIsland = (name: string) => {
    if (!cache.has(name)) {
      cache.set(
        name,
        entryImports.then((imports) => {
          const chunk = imports.find((i) => islandOfChunk(i.src) === name);
          if (!chunk) throw new Error(`The page uses island "${name}", but the client build has no chunk ${name}.island-*.js`);
          return wordsOf([chunk.src], name);
        }),
      );
    }
    return cache.get(name)!;
  };
  const forEntry = wordsOf([...entries]);

  const combined = new Map<string, Promise<LaterClasses>>();
  return (islands) => {
    const key = [...islands].sort().join(' ');
    if (!combined.has(key)) {
      combined.set(
        key,
        Promise.all([forEntry, ...islands.map(forIsland)]).then((sets) => ({ key, classes: new Set(sets.flatMap((words) => [...words])) })),
      );
    }
    return combined.get(key)!;
  };
}
