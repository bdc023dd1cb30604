import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR, type IslandLoad } from '../../src/islands/attributes';

/** Matches an island's wrapper; attributes in the order `island()` renders them. */
const ISLAND = new RegExp(`${ISLAND_ATTR}="([\\w-]+)" ${ISLAND_PROPS_ATTR}="[^"]*" ${ISLAND_LOAD_ATTR}="([\\w-]+)"`, 'g');

/** Names of the islands in a rendered page, once each; only those that load that way when `load` is given. */
export function islandsIn(html: string, load?: IslandLoad): string[] {
  return [...new Set([...html.matchAll(ISLAND)].filter((m) => !load || m[2] === load).map((m) => m[1]!))];
}

/** Names of the islands in a rendered page that load without waiting to come into view (`load` and `interaction`). */
export const unseenIslands = (html: string): string[] => [...islandsIn(html, 'load'), ...islandsIn(html, 'interaction')];
