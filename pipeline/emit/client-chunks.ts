import { readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Reading the client build's chunks: what a chunk imports, which chunk is
 * an island's, and which class names a chunk can put on the page. Used by
 * the page weights (what a page downloads) and by the prerenderer (which
 * CSS a page needs, islands' later states included).
 */

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
/** Island chunks are named after their module (`<name>.island.tsx` → `<name>.island-<hash>.js`). */
const ISLAND_CHUNK = /\/([\w-]+)\.island-[\w-]+\.js$/;
/** What separates class names in code: class strings are quoted and space-separated (and `${}` ends a static part). */
const CLASS_SEPARATOR = /[\s"'`]+|\$\{|\}/;

export interface ChunkImport {
  /** URL path of the imported chunk (`/assets/x.js`). */
  src: string;
  dynamic: boolean;
}

/** The chunks a chunk at `src` imports, statically or with `import()`. */
export function importsOf(src: string, code: string): ChunkImport[] {
  const resolve = (relative: string) => path.posix.join(path.posix.dirname(src), relative);
  return [
    ...[...code.matchAll(STATIC_IMPORT)].map((m) => ({ src: resolve(m[1]!), dynamic: false })),
    ...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => ({ src: resolve(m[1]!), dynamic: true })),
  ];
}

/** The island a chunk belongs to, by its file name, or undefined for other chunks. */
export function islandOfChunk(src: string): string | undefined {
  return ISLAND_CHUNK.exec(src)?.[1];
}

/**
 * Walks the chunks reachable from `start` (URL paths under `dir`), reading
 * each once; `follow` decides which imports to walk. Returns the code by path.
 */
export async function walkChunks(dir: string, start: readonly string[], follow: (from: string, to: ChunkImport) => boolean): Promise<Map<string, Buffer>> {
  const seen = new Map<string, Buffer>();
  const queue = [...start];
  while (queue.length > 0) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    const code = await readFile(path.join(dir, src));
    seen.set(src, code);
    for (const imported of importsOf(src, code.toString('utf8'))) if (follow(src, imported)) queue.push(imported.src);
  }
  return seen;
}

/**
 * Every word of `code` between quotes and spaces: a superset of the class
 * names it can set (a class string such as `"mt-1.5 flex"` splits into its
 * classes; the rest is words no rule asks for). The same idea as Tailwind's
 * own scan of sources, without its need to parse the code.
 */
export function classCandidates(code: string): Set<string> {
  return new Set(code.split(CLASS_SEPARATOR).filter(Boolean));
}

/** The entry scripts a built page loads (`<script type="module" src>`). */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!).filter((src) => src.startsWith('/'));
}
