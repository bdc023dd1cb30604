import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { unpackPosts, type PackedPosts } from './packed-posts.ts';
import { bundleBackend, type ContactBackend } from '../check/contact-backend.ts';
import type { SiteModules } from './site-data.ts';
import { startBundleRunner, type BundleRunner } from './bundle-runner.ts';
import { stylesheetHref } from './page-template.ts';
import { readCssRules } from './css-rules.ts';
import { pageFile, renderPages, type RenderedPage, type RenderJob } from './render-pages.ts';
import { cachedBundle, type CachedBundle } from '../incremental/bundle-cache.ts';
import { linkFiles, linkTree, type Linker } from '../incremental/link-files.ts';
import { blogNotFoundPath } from '../../src/lib/route-paths.ts';
import { routePaths } from './route-paths.ts';
import type { ServerEntry } from './server-entry.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';

/** Times a step of the build (run-build.ts reports them); here, the bundling and the rendering. */
export type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;
const untimed: Step = (_name, run) => run();

export interface PrerenderOptions {
  root: string;
  outDir: string;
  backend: ContactBackend;
  /** The compiled content the bundles import (virtual:site-data/*). */
  modules: SiteModules;
  /** The post data the route loaders read while rendering. */
  posts: PackedPosts;
  /** Names the bundles: the code, `modules` and the settings (incremental/keys.ts). Equal keys, equal bundles. */
  bundleKey: string;
  /** A bundling process started early (first builds) with `backend`'s define (bundleDefine); one is started when the bundles are not cached otherwise. */
  bundler?: BundleRunner;
  /** A page the previous build wrote that is still right (its file, and what it read), or undefined: it is rendered. */
  reuse?: (pagePath: string) => { file: string; reads: string[] } | undefined;
  /** Puts cached and reused files into `outDir`: hard links by default (a rebuild's staged output keeps those in place already). */
  link?: Linker;
  step?: Step;
}

export interface PrerenderResult {
  /** Every page, rendered or reused, with what it read of the post data. */
  pages: RenderedPage[];
  rendered: number;
  /** Whether the bundles came from the cache. */
  bundleCached: boolean;
}

/** Pages per rendering thread below which one thread is faster than starting more. */
const PAGES_PER_WORKER = 150;

/**
 * Where the not-found pages go: the site-wide one, and the blog's own (the
 * spec's placeholder post) that hosts serve for unknown /blog/ addresses.
 */
export const notFoundFiles: Record<string, string> = { '/404': '404.html', [blogNotFoundPath]: `${blogNotFoundPath.slice(1)}.html` };

/**
 * Prerenders the app into `outDir`. vite-react-ssg's own build renders each
 * page through a DOM parser on one thread (about 17 ms a page here); this
 * step renders its route table with string templates, shares the pages
 * among worker threads, and inlines only the CSS each page uses.
 * Returns the number of pages.
 */
export async function prerender({ root, outDir, backend, modules, posts, bundleKey, bundler, reuse, link = linkFiles, step = untimed }: PrerenderOptions): Promise<PrerenderResult> {
  const { bundle: bundleDirs, hit, template } = await step('bundle', async () => {
    const cached = await cachedBundle(root, bundleKey, (folder) => (bundler ?? startBundleRunner(root, bundleDefine(backend))).finish(modules, folder));
    // An early bundling process whose bundles turned out to be cached stops now, not after the rendering it would slow.
    if (cached.hit) await bundler?.close();
    // The template and the full stylesheet stay in the bundle: every page inlines the part of the sheet it uses, and none links it.
    const template = templateFrom(await readFile(path.join(cached.bundle.client, 'index.html'), 'utf8'));
    const unserved = new Set(['index.html', stylesheetHref(template).replace(/^\//, '')]);
    linkTree(cached.bundle.client, outDir, link, (file) => !unserved.has(file.split(path.sep).join('/')));
    return { ...cached, template };
  });
  // The rendering threads inherit NODE_ENV when they start: React's production build, whoever calls this.
  const result = await step('render', () => asProduction(() => renderAll(outDir, bundleDirs, template, posts, reuse, link)));
  return { ...result, bundleCached: hit };
}

/** What the bundles are built with: the backend the build decided on (the same value the CSP gets), not whatever the config file would read. */
export const bundleDefine = (backend: ContactBackend): Record<string, string> => ({ __CONTACT_BACKEND__: JSON.stringify(bundleBackend(backend)) });

/** The client build's index.html as the page template: whitespace between tags only costs bytes on every page. */
export const templateFrom = (indexHtml: string): string => indexHtml.replace(/>\s+</g, '><').trim();

/** Renders every route with the server bundle (or links the previous build's page where `reuse` has it), on as many threads as pay off. */
async function renderAll(outDir: string, bundle: CachedBundle, template: string, posts: PackedPosts, reuse: PrerenderOptions['reuse'], link: Linker): Promise<Omit<PrerenderResult, 'bundleCached'>> {
  const serverEntry = path.join(bundle.server, 'main.mjs');
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  // The blog's paths come from the post data.
  server.setPostData(unpackPosts(posts));
  // Each path with the route it is a page of: a page is matched in that route's branch alone (src/lib/route-branch.ts).
  const routeOf = await routePaths(server.routes, server.includedRoutes);
  const allPaths = [...routeOf.keys(), blogNotFoundPath];
  const reused: RenderedPage[] = [];
  const links: [string, string][] = [];
  const paths = allPaths.filter((pagePath) => {
    const previous = reuse?.(pagePath);
    if (!previous) return true;
    links.push([previous.file, path.join(outDir, pageFile(pagePath, notFoundFiles))]);
    reused.push({ path: pagePath, reads: previous.reads });
    return false;
  });
  link(links);

  const css = await readFile(path.join(bundle.client, stylesheetHref(template)), 'utf8');
  const threads = Math.max(1, Math.min(availableParallelism(), Math.floor(paths.length / PAGES_PER_WORKER)));
  // The threads take the paths a few at a time from one shared counter (render-pages.ts), so neither waits for the
  // other at the end. This thread renders too, from the start: it has the server bundle and the post data already,
  // where a rendering thread costs a few hundred milliseconds loading modules (and joins once it has) and about 200 MB.
  const job: RenderJob = { serverEntry, clientDir: bundle.client, outDir, template, css, cssRules: readCssRules(css), fileFor: notFoundFiles, posts, paths, routeOf: routeIds(paths, routeOf), next: new Int32Array(new SharedArrayBuffer(4)) };
  const others = Array.from({ length: threads - 1 }, () => inWorker(path.join(bundle.renderer, 'worker.mjs'), job));
  const written = (await Promise.all([renderPages(job), ...others])).flat();
  return { pages: [...written, ...reused], rendered: written.length };
}

/** The route of each of `paths` that has one (the blog's placeholder page has none: it is matched in the whole table). */
function routeIds(paths: string[], routeOf: Map<string, string | undefined>): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const pagePath of paths) {
    const id = routeOf.get(pagePath);
    if (id !== undefined) ids[pagePath] = id;
  }
  return ids;
}

/**
 * Runs Vite with NODE_ENV=production. Vite takes production mode from
 * NODE_ENV when it is set, whatever `mode` says: under a test runner
 * (NODE_ENV=test) the bundles got React's development JSX, with each
 * component's absolute path in them, so the same tree built in two folders
 * gave different assets.
 */
async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** A rendering thread, started from the bundled worker.mjs without the TypeScript loader (150 ms to start instead of 370). */
function inWorker(code: string, job: RenderJob): Promise<RenderedPage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { workerData: job, execArgv: [], resourceLimits: THREAD_LIMITS });
    worker.once('message', (message: { files?: RenderedPage[]; error?: string }) => {
      void worker.terminate();
      if (message.files) resolve(message.files);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}
