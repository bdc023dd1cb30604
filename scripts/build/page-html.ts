import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR } from '../../src/islands/island';

/** Matches an island that loads with the page; attributes in the order `island()` renders them. */
const EAGER_ISLAND = new RegExp(`${ISLAND_ATTR}="([\\w-]+)" ${ISLAND_PROPS_ATTR}="[^"]*" ${ISLAND_LOAD_ATTR}="eager"`, 'g');

/** Names of the islands in a rendered page that hydrate at once (their chunks are modulepreloaded). */
export function eagerIslands(html: string): string[] {
  return [...new Set([...html.matchAll(EAGER_ISLAND)].map((m) => m[1]!))];
}

/** The client manifest key of an island's module (`<name>.island.tsx`, anywhere under src/). */
export function islandModule(manifest: Record<string, unknown>, name: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.island.tsx`));
  if (!key) throw new Error(`The page uses island "${name}", but no module ${name}.island.tsx was built`);
  return key;
}
