import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { compileSiteData, type CompiledSite, type PostData } from './compile/compile-site-data';
import { contentDir, loadSiteContent, type SiteContent } from './load/site-content';
import { buildCards, writeCards } from './images/cards/index';
import { cardCacheIsEmpty, startCardThread, takeEarlyCardThread } from './images/cards/card-thread';
import { defaultCardCacheDir } from './images/cards/card-cache';
import { postCardFeeder } from './images/cards/early-cards';
import { resolveContactBackend, type ContactBackend } from './check/contact-backend';
import { emitHostFiles } from './emit/emit';
import { buildImages, writeVariants } from './images/index';
import { withImageManifest } from './images/manifest';
import { prerender, type Step } from './render/index';
import { buildTarget, guardBuild } from './check/production-guard';
import type { SiteModules } from './render/site-data';
import type { OpenItem } from '../scripts/live/sample-identity';

export interface BuildResult {
  pages: number;
  bytes: number;
  ms: number;
  /** Where the built contact form sends messages. */
  backend: ContactBackend;
  /** What a demo deploy (SITE_DEMO_DEPLOY=1) ships although a production build would refuse it. */
  warnings: OpenItem[];
  /** Wall time of each step in ms, in order (the card step overlaps the ones after compile). */
  steps: [string, number][];
}

export interface BuildOptions {
  root?: string;
  contentDir?: string;
  outDir?: string;
  /** --production: refuse to ship a dead form or the sample identity (also in Netlify's and Cloudflare Pages' builds). */
  production?: boolean;
  /** The environment the build reads (host build variables, VITE_SUPABASE_*); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The whole build as one explicit chain: load → validate → link (throws a
 * ContentError listing every problem before anything is written) → decide
 * the contact backend and, for production, refuse a dead form or the sample
 * identity (ProductionBuildError, also before anything is written) → compile
 * (in memory: this build's own data) → social cards (on their own threads,
 * beside the next steps) → images → render (into a staging folder) → emit
 * host files → swap the staging folder into place. A failure at any step
 * leaves the previous output folder exactly as it was. Builds into
 * different output folders may run at once: nothing else they write is
 * shared but the content-keyed caches, written atomically.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const steps: [string, number][] = [];
  const step: Step = async (name, run) => {
    const from = performance.now();
    try {
      return await run();
    } finally {
      steps.push([name, performance.now() - from]);
    }
  };
  const env = options.env ?? process.env;
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? env.SITE_OUT_DIR ?? 'dist');
  // On a cold cache the card thread starts first (in scripts/build.ts, or here): it draws its glyph sets on the other core while the content loads.
  const thread = takeEarlyCardThread() ?? ((await cardCacheIsEmpty(defaultCardCacheDir(root))) ? startCardThread() : undefined);
  try {
    // With a card thread running, each post's card is handed to it as the post is read.
    const onPost = thread && postCardFeeder(thread, { contentDir: contentDir(options.contentDir), cacheDir: defaultCardCacheDir(root) });
    const content = await step('load', () => loadSiteContent({ dir: options.contentDir, onPost }));
    // Before anything is written: the form's backend, and whether this build may ship.
    const resolution = resolveContactBackend({ mode: 'production', root, env });
    const target = buildTarget({ production: options.production, env });
    const warnings = guardBuild(content.collections.site, resolution, target);
    const { backend } = resolution;
    const compiled = await step('compile', () => compileSiteData(content));
    // Social cards render on their own thread while the pages are built; awaited before the swap.
    const cardStep = step('cards', () => buildCards({ root, contentDir: content.dir, cards: compiled.cards, thread }));
    try {
      // Before rendering: the pages import the image manifest.
      const images = await step('images', () => buildImages({ root, contentDir: content.dir }));
      const modules = withImageManifest(compiled.modules, images.manifest);
      const pages = await render(content, { modules, posts: compiled.posts, blog: compiled.blog }, root, `${outDir}.staging`, backend, step);
      await step('copy images and cards', async () => {
        await writeVariants(images, `${outDir}.staging`);
        await writeCards(await cardStep, `${outDir}.staging`);
      });
      await step('swap', () => swapInto(`${outDir}.staging`, outDir));
      return { pages, bytes: await totalBytes(outDir), ms: performance.now() - started, backend, warnings, steps };
    } finally {
      // A failed build still waits for the card thread (their finished cards stay cached).
      await cardStep.catch(() => undefined);
    }
  } finally {
    thread?.close();
  }
}

/** Prerenders every route into `dir` from this build's data, then adds the host files. Returns the number of pages rendered. */
async function render(
  content: SiteContent,
  data: { modules: SiteModules; posts: PostData; blog: CompiledSite['blog'] },
  root: string,
  dir: string,
  backend: ContactBackend,
  step: Step,
): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  const pages = await prerender({ root, outDir: dir, backend, step, modules: data.modules, posts: data.posts });
  await step('host files', () => emitHostFiles(content, data.blog, dir, backend));
  return pages;
}

async function swapInto(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(outDir, previous).catch(() => undefined);
  await rename(staging, outDir);
  await rm(previous, { recursive: true, force: true });
}

async function totalBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map(async (e) => (await stat(path.join(e.parentPath, e.name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
