/**
 * What the server writes on an island's wrapper and the browser reads back.
 * Kept free of React so the page's first script (src/islands/client.ts)
 * can find islands without loading it.
 */

/**
 * When an island's code loads (src/islands/client.ts): `interaction` at the
 * visitor's first touch, click, key, scroll or focus anywhere on the page;
 * `visible` once it comes near the viewport; `load` as soon as the page has
 * painted, for an island whose first screen must change without waiting for
 * the visitor (taps and text typed before hydration are kept either way, see
 * client.ts). Any of them at once
 * when the island itself is touched or focused; never before the page has
 * loaded and painted.
 */
export type IslandLoad = 'load' | 'interaction' | 'visible';

/**
 * Optional: a query parameter that, when the page's URL carries it, makes
 * the island load as `load` (its first render depends on it, as the blog
 * filter's on `?tag=`), whatever its usual load.
 */
export const ISLAND_LOAD_WITH_QUERY_ATTR = 'data-island-load-with-query';

/** Attributes of an island's wrapper element. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-island-props';
export const ISLAND_LOAD_ATTR = 'data-island-load';
/** Set by the runtime: `loading` once the island's code is asked for, `hydrated` once the island is live (hydrated, its first effects run). */
export const ISLAND_STATE_ATTR = 'data-island-state';

/**
 * The useId prefix of one island on a page, from its name and props. The
 * browser hydrates each island as a root of its own; rendering it on the
 * server as the same kind of root, with the same prefix, makes every
 * generated id match and keeps two islands' ids apart.
 */
export function islandIdPrefix(name: string, propsJson: string): string {
  let hash = 0x811c9dc5;
  for (const char of name + propsJson) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return `${name}-${(hash >>> 0).toString(36)}-`;
}
