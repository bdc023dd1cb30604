import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom/server.js';
import type { RouteRecord } from 'vite-react-ssg';
import { fillTemplate } from './page-template';

export interface RenderJob {
  /** The server bundle (vite build --ssr src/main.tsx). */
  serverEntry: string;
  outDir: string;
  template: string;
  buildId: string;
  /** Client manifest: source file → chunk, its static imports and CSS. */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
  /** Files every page preloads (the react-dom client chunk). */
  commonPreload: string[];
  paths: string[];
}

export interface RenderedFile {
  path: string;
  /** The loader-data file written for this page, if any route loaded data. */
  dataFile?: string;
}

type HelmetData = Record<'title' | 'meta' | 'link' | 'script' | 'htmlAttributes', { toString(): string }>;
type HelmetProviderType = ComponentType<{ context: { helmet?: HelmetData }; children?: ReactNode }>;

/** The Head component of vite-react-ssg uses its own copy of react-helmet-async; render with that same copy. */
function loadHelmetProvider(): HelmetProviderType {
  const fromSsg = createRequire(import.meta.resolve('vite-react-ssg'));
  return (fromSsg('react-helmet-async') as { HelmetProvider: HelmetProviderType }).HelmetProvider;
}

export function loaderDataFile(pagePath: string, buildId: string): string {
  const name = pagePath === '/' ? '/index' : pagePath;
  return `static-loader-data${name}.${buildId}.json`;
}

/** Renders `job.paths` to nested index.html files (and loader-data JSON), reusing one route handler for every page. */
export async function renderPages(job: RenderJob): Promise<RenderedFile[]> {
  const { createRoot } = (await import(pathToFileURL(job.serverEntry).href)) as {
    createRoot: (client: boolean) => Promise<{ routes: RouteRecord[] }>;
  };
  const { routes } = await createRoot(false);
  const handler = createStaticHandler([...routes] as never);
  const HelmetProvider = loadHelmetProvider();
  const assetsOf = assetCollector(job.manifest);
  const results: RenderedFile[] = [];

  for (const pagePath of job.paths) {
    const context = await handler.query(new Request(`http://localhost${pagePath}`));
    if (context instanceof Response) throw new Error(`${pagePath}: a loader answered with a response (${context.status})`);
    if (context.errors) throw new Error(`${pagePath}: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const helmetContext: { helmet?: HelmetData } = {};
    const appHtml = renderToString(
      createElement(HelmetProvider, { context: helmetContext }, createElement(StaticRouterProvider, { router, context, hydrate: false })),
    );
    const helmet = helmetContext.helmet!;
    const entries = context.matches.map((m) => (m.route as { entry?: string }).entry).filter((e): e is string => !!e);
    const html = fillTemplate(
      job.template,
      {
        appHtml,
        htmlAttributes: helmet.htmlAttributes.toString(),
        headTags: [helmet.title, helmet.meta, helmet.link, helmet.script].map(String).join(''),
        preload: [...job.commonPreload, ...entries.flatMap(assetsOf)],
        hydrationJson: JSON.stringify({ loaderData: inlineLoaderData(context), actionData: null, errors: null }),
      },
      job.buildId,
    );
    const dir = path.join(job.outDir, pagePath);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), html);

    const result: RenderedFile = { path: pagePath };
    if (Object.values(context.loaderData).some((value) => value !== null && value !== undefined)) {
      result.dataFile = loaderDataFile(pagePath, job.buildId);
      await mkdir(path.dirname(path.join(job.outDir, result.dataFile)), { recursive: true });
      await writeFile(path.join(job.outDir, result.dataFile), JSON.stringify(context.loaderData));
    }
    results.push(result);
  }
  return results;
}

/**
 * The loader data inlined in the page for hydration. A route can name fields
 * in `handle.prerenderedOnly` that only static islands render (a post body):
 * hydration keeps their prerendered HTML, so the inline copy leaves them out.
 * The per-page JSON file, fetched on client-side navigation, keeps them.
 */
function inlineLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  const data: Record<string, unknown> = { ...context.loaderData };
  for (const match of context.matches) {
    const omit = (match.route.handle as { prerenderedOnly?: string[] } | undefined)?.prerenderedOnly;
    const value = data[match.route.id];
    if (omit && value && typeof value === 'object') {
      data[match.route.id] = Object.fromEntries(Object.entries(value).filter(([key]) => !omit.includes(key)));
    }
  }
  return data;
}

/** The chunk, static imports and CSS of a page module, as absolute URLs. */
function assetCollector(manifest: RenderJob['manifest']) {
  const cache = new Map<string, string[]>();
  const collect = (key: string, seen: Set<string>): string[] => {
    const item = manifest[key];
    if (!item || seen.has(key)) return [];
    seen.add(key);
    return [`/${item.file}`, ...(item.css ?? []).map((c) => `/${c}`), ...(item.imports ?? []).flatMap((i) => collect(i, seen))];
  };
  return (entry: string): string[] => {
    if (!cache.has(entry)) cache.set(entry, [...new Set(collect(entry, new Set()))]);
    return cache.get(entry)!;
  };
}
