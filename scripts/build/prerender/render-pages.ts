import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import type { RouteRecord } from 'vite-react-ssg';
import { entryScripts } from '../client-chunks';
import { islandsIn } from '../page-html';
import { islandClassFinder } from './island-classes';
import { pageCss } from './page-css';
import { fillTemplate } from './page-template';

export interface RenderJob {
  /** The server bundle (vite build --ssr src/main.tsx). */
  serverEntry: string;
  outDir: string;
  template: string;
  /** The site's full stylesheet (each page inlines the part it uses). */
  css: string;
  paths: string[];
  /** Where a path's page is written, when not at `<path>/index.html` (the per-folder 404 pages). */
  fileFor?: Record<string, string>;
}

type HelmetData = Record<'title' | 'meta' | 'link' | 'script' | 'htmlAttributes', { toString(): string }>;
type HelmetProviderType = ComponentType<{ context: { helmet?: HelmetData }; children?: ReactNode }>;

/** The Head component of vite-react-ssg uses its own copy of react-helmet-async; render with that same copy. */
function loadHelmetProvider(): HelmetProviderType {
  const fromSsg = createRequire(import.meta.resolve('vite-react-ssg'));
  return (fromSsg('react-helmet-async') as { HelmetProvider: HelmetProviderType }).HelmetProvider;
}

/** Renders `job.paths` to nested index.html files, reusing one route handler for every page. Returns the paths written. */
export async function renderPages(job: RenderJob): Promise<string[]> {
  const { createRoot } = (await import(pathToFileURL(job.serverEntry).href)) as {
    createRoot: (client: boolean) => Promise<{ routes: RouteRecord[] }>;
  };
  const { routes } = await createRoot(false);
  const handler = createStaticHandler([...routes] as never);
  const HelmetProvider = loadHelmetProvider();
  const cssFor = pageCss(job.css);
  const laterClasses = islandClassFinder(job.outDir, entryScripts(job.template));
  const written: string[] = [];

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
    const html = fillTemplate(job.template, {
      appHtml,
      htmlAttributes: helmet.htmlAttributes.toString(),
      headTags: [helmet.title, helmet.meta, helmet.link, helmet.script].map(String).join(''),
      css: cssFor(appHtml, await laterClasses(islandsIn(appHtml))),
    });
    const file = path.join(job.outDir, job.fileFor?.[pagePath] ?? path.join(pagePath, 'index.html'));
    // Synchronous: this thread has nothing else to do, and a round trip through libuv's pool per file cost 1.5 ms a page.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(pagePath);
  }
  return written;
}
