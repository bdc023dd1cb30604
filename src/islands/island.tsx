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
let islandNames: ReadonlySet<string> = new Set();

/**
 * The server entry hands in react-dom/server's renderToString (kept out of
 * the browser's bundle) and the names of the island modules there are
 * (`<name>.island.tsx`), the names the browser's runtime loads them by.
 */
export function setIslandRenderer(render: RenderToString, names: Iterable<string>): void {
  renderIsland = render;
  islandNames = new Set(names);
}

/** `<name>` of each `…/<name>.island.tsx` path (the keys of an import.meta.glob), as src/islands/client.ts names them. */
export function islandNamesOf(paths: Iterable<string>): string[] {
  return [...paths].map((file) => file.replace(/^.*\/|\.island\.tsx$/g, ''));
}

/**
 * The island rules the browser would only break on silently or late, checked
 * as each page renders (in the build and the dev server): the name must be a
 * module's, and the props must survive JSON unchanged (they travel in the page).
 */
function checkIsland(name: string, props: object): void {
  if (!islandNames.has(name)) throw new Error(`Island "${name}" has no module named ${name}.island.tsx under src/components/: the browser could not load it.`);
  const problem = notJson(props, 'props');
  if (problem) throw new Error(`Island "${name}": ${problem}. Island props must be plain JSON (they are written into the page and parsed in the browser).`);
}

/** Where `value` stops being plain JSON (a function, undefined, a Date, a class instance, NaN …), or undefined. */
function notJson(value: unknown, at: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${at} is ${value}`;
  if (typeof value !== 'object') return `${at} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}`;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      // In an array, undefined would arrive as null.
      const problem = notJson(item, `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${at} is a ${(value as object).constructor?.name ?? 'class instance'}`;
  for (const [key, item] of Object.entries(value)) {
    // An undefined property is left out of the JSON and reads as undefined in the browser too.
    const problem = item === undefined ? undefined : notJson(item, `${at}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/** `text` as one sequential string: converting it to a number makes V8 flatten it (and let go of its pieces). */
function flat(text: string): string {
  void Number(text);
  return text;
}

/**
 * Static markup that is the same on every page (the footer), rendered once
 * through the server entry's renderer and reused, as an island's rendering
 * is: the returned function renders on its first call and then returns the
 * same HTML. Made at a module's top level, it lasts as long as the module:
 * the dev server loads the modules again after a content edit
 * (tests/build/dev-untouched.test.ts). What `render` returns may use no
 * router hooks (links are plain `<a>`): it is rendered outside the page's
 * router.
 */
export function renderedOnce(name: string, render: () => ReactElement): () => string {
  let html: string | undefined;
  return () => (html ??= serverMarkup(`"${name}"`, render(), `${name}-`));
}

/**
 * `element` rendered to static HTML through the server entry's renderer,
 * as one flat string (React builds its HTML by concatenation, a tree of
 * thousands of pieces; what a cache keeps is then one string). `what`
 * names the caller in the error thrown where no renderer is set.
 */
export function serverMarkup(what: string, element: ReactElement, identifierPrefix: string): string {
  if (!renderIsland) throw new Error(`${what} rendered before the server set an island renderer`);
  return flat(renderIsland(element, { identifierPrefix }));
}

/** Whether pages are being rendered on a server (its entry set the renderer). */
export const onServer = (): boolean => renderIsland !== undefined;

/** How many distinct renderings of one island are kept (see island()). */
const RENDERED_PER_ISLAND = 64;

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
  // An island's HTML is a function of its props alone (the browser hydrates it from them), so pages whose
  // island has the same props (the header of every post, the scroll-to-top button) share one rendering.
  const rendered = new Map<string, string>();
  function Island(props: P) {
    if (!renderIsland) throw new Error(`Island "${name}" rendered before the server set an island renderer`);
    checkIsland(name, props);
    const json = JSON.stringify(props);
    let html = rendered.get(json);
    if (html === undefined) {
      html = serverMarkup(`Island "${name}"`, createElement(IslandBoundary, null, createElement(Component, props)), islandIdPrefix(name, json));
      // Bounded: islands whose props differ on every page (an FAQ's questions) would only fill it.
      if (rendered.size >= RENDERED_PER_ISLAND) rendered.clear();
      rendered.set(json, html);
    }
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
