import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unpackPosts, type PackedPosts } from './packed-posts.ts';
import { entryScripts } from '../emit/client-chunks.ts';
import { islandClassFinder } from './island-classes.ts';
import { pageCss } from './page-css.ts';
import { renderPage, type PageFrame } from './render-page.ts';
import { trackPostData } from './post-data-reads.ts';
import { folderMaker } from '../incremental/link-files.ts';
import type { ServerEntry } from './server-entry.ts';
import type { CssRules } from './css-rules.ts';

export interface RenderJob {
  /** The server bundle (vite build --ssr src/main.tsx). */
  serverEntry: string;
  /** The client bundle: the islands' chunks are read for the classes they set (island-classes.ts). */
  clientDir: string;
  /** Where the pages are written. */
  outDir: string;
  template: string;
  /** The site's full stylesheet (each page inlines the part it uses). */
  css: string;
  /** The stylesheet's rules, read once for every thread (readCssRules: two lightningcss passes, about 50 ms a thread). */
  cssRules: CssRules;
  paths: string[];
  /** The id of the route each path is a page of (route-paths.ts): the page is matched in that route's branch of the table alone. A path not here is matched in the whole table. */
  routeOf?: Record<string, string>;
  /** The post data, shared with every rendering thread (packed-posts.ts). */
  posts: PackedPosts;
  /**
   * Shared by the threads that render `paths` together: the index of the
   * next path none of them has taken. Each takes PAGES_PER_TAKE at a time,
   * so a thread that started later or renders slower takes fewer: they end
   * together. Without it, this thread renders every path.
   */
  next?: Int32Array;
  /** Where a path's page is written, when not at `<path>/index.html` (the per-folder 404 pages). */
  fileFor?: Record<string, string>;
}

/** A page written: its path and what it read of the post data (post-data-reads.ts). */
export interface RenderedPage {
  path: string;
  reads: string[];
}

/** Where a path's page goes, relative to the output folder. */
export const pageFile = (pagePath: string, fileFor?: Record<string, string>): string => fileFor?.[pagePath] ?? path.join(pagePath, 'index.html').replace(/^[/\\]/, '');

/** Renders `job.paths` (with `job.next`, the ones this thread takes) to nested index.html files, reusing one route handler for every page. Returns the pages written. */
export async function renderPages(job: RenderJob): Promise<RenderedPage[]> {
  const server = (await import(pathToFileURL(job.serverEntry).href)) as ServerEntry;
  const posts = trackPostData(unpackPosts(job.posts));
  server.setPostData(posts.data);
  const frame: PageFrame = { template: job.template, cssFor: pageCss(job.css, job.cssRules), laterClasses: islandClassFinder(job.clientDir, entryScripts(job.template)) };
  const written: RenderedPage[] = [];
  const folders = folderMaker();

  for (const pagePath of takenPaths(job.paths, job.next)) {
    posts.take();
    const { html } = await renderPage(server, pagePath, frame, job.routeOf?.[pagePath]);
    const file = path.join(job.outDir, pageFile(pagePath, job.fileFor));
    // Synchronous: this thread has nothing else to do, and a round trip through libuv's pool per file cost 1.5 ms a page.
    folders.make(path.dirname(file));
    writeFileSync(file, html);
    written.push({ path: pagePath, reads: posts.take() });
  }
  return written;
}

/** Pages a thread takes at once from the shared `next`: few enough that the threads end within a few pages of each other. */
export const PAGES_PER_TAKE = 8;

/** The paths this thread renders: all of them, or, with `next`, the runs it takes before the others do. */
export function* takenPaths(paths: string[], next?: Int32Array): Generator<string> {
  if (!next) return yield* paths;
  for (let from = Atomics.add(next, 0, PAGES_PER_TAKE); from < paths.length; from = Atomics.add(next, 0, PAGES_PER_TAKE)) {
    yield* paths.slice(from, from + PAGES_PER_TAKE);
  }
}
