import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR, type IslandLoad } from '../../src/islands/attributes.ts';

/** Matches an island's wrapper; attributes in the order `island()` renders them. */
const ISLAND = new RegExp(`${ISLAND_ATTR}="([\\w-]+)" ${ISLAND_PROPS_ATTR}="[^"]*" ${ISLAND_LOAD_ATTR}="([\\w-]+)"`, 'g');

/** Names of the islands in a rendered page, once each; when `loads` is given, only those that load one of those ways. */
export function islandsIn(html: string, loads?: readonly IslandLoad[]): string[] {
  return [...new Set([...html.matchAll(ISLAND)].filter((m) => !loads || loads.includes(m[2] as IslandLoad)).map((m) => m[1]!))];
}

/** Names of the islands in a rendered page that load without waiting to come into view (`load` and `interaction`). */
export const unseenIslands = (html: string): string[] => islandsIn(html, ['load', 'interaction']);
