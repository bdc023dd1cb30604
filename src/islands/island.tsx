import { createElement, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_LOAD_WITH_QUERY_ATTR, ISLAND_PROPS_ATTR, islandIdPrefix, type IslandLoad } from './attributes';

/**
 * The root of every island, on the server and in the browser alike (so both
 * render the same tree). In the browser it reports when hydration is done.
 */
export function IslandBoundary({ onHydrated, children }: { onHydrated?: () => void; children?: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

type RenderToString = (element: ReactElement, options: { identifierPrefix: string }) => string;
let renderIsland: RenderToString | undefined;

/** The server entry hands in react-dom/server's renderToString (kept out of the browser's bundle). */
export function setIslandRenderer(render: RenderToString): void {
  renderIsland = render;
}

/**
 * Marks a component as an island: the only parts of a prerendered page that
 * React hydrates in the browser. Everything else stays the static HTML it
 * was rendered as, so its code and content never ship as JavaScript.
 *
 * `name` must be the base name of the module that default-exports the
 * component (`<name>.island.tsx`); the runtime and the prerenderer find the
 * island's chunk by it. Props must be plain JSON: they travel in the page.
 * `loadWithQuery` names a query parameter that, when present in the URL,
 * makes the island load as `load` (attributes.ts).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  load: IslandLoad = 'interaction',
  { loadWithQuery }: { loadWithQuery?: string } = {},
): ComponentType<P> {
  function Island(props: P) {
    if (!renderIsland) throw new Error(`Island "${name}" rendered before the server set an island renderer`);
    const json = JSON.stringify(props);
    const html = renderIsland(createElement(IslandBoundary, null, createElement(Component, props)), { identifierPrefix: islandIdPrefix(name, json) });
    return (
      <div
        className="contents"
        {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: json, [ISLAND_LOAD_ATTR]: load, [ISLAND_LOAD_WITH_QUERY_ATTR]: loadWithQuery }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
