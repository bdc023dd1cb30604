import { describe, expect, it } from 'vitest';
import { classCandidates, entryScripts, importsOf, islandOfChunk } from './client-chunks.ts';

describe('client chunks', () => {
  it('finds the class names a minified chunk can set, arbitrary values included', () => {
    const code =
      'import{a as b}from"./react-1.js";(0,$.jsxs)(`p`,{id:kt(e),className:`mt-1.5 flex text-sm`,children:r});' +
      'const c=o?"transition-[background-color,box-shadow] bg-white":\'[&>svg]:size-4\';const d=`px-${n} data-[state=open]:rotate-180`;';
    const words = classCandidates(code);
    for (const name of ['mt-1.5', 'flex', 'text-sm', 'transition-[background-color,box-shadow]', 'bg-white', '[&>svg]:size-4', 'data-[state=open]:rotate-180'])
      expect(words).toContain(name);
  });
  it('lists static and lazy imports as paths next to the importing chunk', () => {
    const code = 'import{r}from"./react-5.js";import"./side-effect-2.js";const l=()=>import(`./hydrate-2.js`);';
    expect(importsOf('/assets/index-1.js', code)).toEqual([
      { src: '/assets/react-5.js', dynamic: false },
      { src: '/assets/side-effect-2.js', dynamic: false },
      { src: '/assets/hydrate-2.js', dynamic: true },
    ]);
  });
  it("names an island's chunk by its file name", () => {
    expect(islandOfChunk('/assets/site-header.island-Bri_qsNZ.js')).toBe('site-header');
    expect(islandOfChunk('/assets/hydrate-D0RgN2rS.js')).toBeUndefined();
  });
  it('reads the entry scripts of a page', () => {
    expect(entryScripts('<script type="module" crossorigin src="/assets/index-1.js"></script><script type="application/ld+json">{}</script>')).toEqual(['/assets/index-1.js']);
  });
});
