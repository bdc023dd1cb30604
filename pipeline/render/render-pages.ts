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
  paths: string[];
  /** The post data, shared with every rendering thread (packed-posts.ts). */
  posts: PackedPosts;
  /** The posts whose pages this thread reads: a rendering thread's own; all when undefined (the build's thread). */
  slugs?: string[];
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

/** Renders `job.paths` to nested index.html files, reusing one route handler for every page. Returns the pages written. */
export async function renderPages(job: RenderJob): Promise<RenderedPage[]> {
  const server = (await import(pathToFileURL(job.serverEntry).href)) as ServerEntry;
  const posts = trackPostData(unpackPosts(job.posts, job.slugs && new Set(job.slugs)));
  server.setPostData(posts.data);
  const frame: PageFrame = { template: job.template, cssFor: pageCss(job.css), laterClasses: islandClassFinder(job.clientDir, entryScripts(job.template)) };
  const written: RenderedPage[] = [];
  const folders = folderMaker();

  for (const pagePath of job.paths) {
    posts.take();
    const { html } = await renderPage(server, pagePath, frame);
    const file = path.join(job.outDir, pageFile(pagePath, job.fileFor));
    // Synchronous: this thread has nothing else to do, and a round trip through libuv's pool per file cost 1.5 ms a page.
    folders.make(path.dirname(file));
    writeFileSync(file, html);
    written.push({ path: pagePath, reads: posts.take() });
  }
  return written;
}
