import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeGenerated } from '../../src/content/compile/write-generated';
import { loadSiteContent, type SiteContent } from '../../src/content/load/site-content';
import { withBuildLock } from './build-lock';
import { buildCards, writeCards } from './cards/index';
import { emitHostFiles } from './emit';
import { buildImages, writeVariants } from './images/index';
import { prerender } from './prerender/index';

export interface BuildResult {
  pages: number;
  bytes: number;
  ms: number;
}

/**
 * The whole build as one explicit chain: load → validate → link (throws a
 * ContentError listing every problem before anything is written) → compile
 * (src/generated) → social cards (on their own threads, beside the next
 * steps) → images → render (into a staging folder) → emit host files →
 * swap the staging folder into place. A failure at any step leaves
 * the previous output folder exactly as it was.
 */
export async function buildSite(options: { root?: string; contentDir?: string; outDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? process.env.SITE_OUT_DIR ?? 'dist');
  const content = await loadSiteContent({ dir: options.contentDir });
  return withBuildLock(root, async () => {
    const { cards } = await writeGenerated(content, root);
    // Social cards render on their own threads while the pages are built; awaited before the swap.
    const cardStep = buildCards({ root, contentDir: content.dir, cards });
    try {
      // Before rendering: the pages import the image manifest.
      const images = await buildImages({ root, contentDir: content.dir });
      const pages = await render(content, root, `${outDir}.staging`);
      await writeVariants(images, `${outDir}.staging`);
      await writeCards(await cardStep, `${outDir}.staging`);
      await swapInto(`${outDir}.staging`, outDir);
      return { pages, bytes: await totalBytes(outDir), ms: performance.now() - started };
    } finally {
      // A failed build still waits for the card threads (their finished cards stay cached).
      await cardStep.catch(() => undefined);
    }
  });
}

/** Prerenders every route into `dir`, then adds the host files. Returns the number of pages rendered. */
async function render(content: SiteContent, root: string, dir: string): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  const pages = await prerender({ root, outDir: dir });
  await emitHostFiles(content, dir);
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
