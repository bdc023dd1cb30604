import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contentSiteModules } from '../pipeline/render/site-data-content';
import { collections } from '../pipeline/validate/collections';

/** Each `declare module 'virtual:site-data/<name>'` of site-data.d.ts with the names it exports. */
async function declarations(): Promise<Map<string, string[]>> {
  const text = await readFile(new URL('./site-data.d.ts', import.meta.url), 'utf8');
  const blocks = text.matchAll(/declare module 'virtual:site-data\/([^']+)' \{([\s\S]*?)\n\}/g);
  return new Map([...blocks].map(([, name, body]) => [name!, [...body!.matchAll(/export const (\w+)/g)].map((m) => m[1]!)]));
}

describe('the site data types (src/site-data.d.ts)', () => {
  it('declare one module per collection, exporting the collection under its key', async () => {
    const declared = await declarations();
    const keys = Object.keys(collections);
    expect([...declared.keys()].filter((name) => !name.includes('/') && name !== 'site-routes' && name !== 'images').sort()).toEqual([...keys].sort());
    for (const key of keys) expect(declared.get(key), key).toEqual([key]);
  });

  it('declare every module the compiled content has, with the names each exports', async () => {
    const declared = await declarations();
    const modules = await contentSiteModules();
    const declaration = (name: string) => declared.get(name) ?? declared.get(name.replace(/^head\/.*/, 'head/*'));
    for (const [name, source] of modules) {
      expect(declaration(name), name).toEqual([...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]));
    }
  });
});
