import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR } from '../../src/islands/attributes';

/** Matches an island that loads with the page; attributes in the order `island()` renders them. */
const EAGER_ISLAND = new RegExp(`${ISLAND_ATTR}="([\\w-]+)" ${ISLAND_PROPS_ATTR}="[^"]*" ${ISLAND_LOAD_ATTR}="eager"`, 'g');

/** Names of the islands in a rendered page that hydrate as soon as the page has painted. */
export function eagerIslands(html: string): string[] {
  return [...new Set([...html.matchAll(EAGER_ISLAND)].map((m) => m[1]!))];
}
