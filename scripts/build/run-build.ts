import { readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build as ssgBuild } from 'vite-react-ssg/node';
import { writeGenerated } from '../../src/content/compile/write-generated';
import { loadSiteContent } from '../../src/content/load/site-content';
import { emitHostFiles } from './emit';
import { hydrationPreloads, transformPageHtml } from './page-html';

export interface BuildResult {
  pages: number;
  bytes: number;
  ms: number;
}

/**
 * The whole build as one explicit chain: load → validate → link (throws a
 * ContentError listing every problem before anything is written) → compile
 * (src/generated) → render (vite-react-ssg into a staging folder) → emit host
 * files → swap the staging folder into place. A failure at any step leaves
 * the previous output folder exactly as it was.
 */
export async function buildSite(options: { root?: string; contentDir?: string; outDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? process.env.SITE_OUT_DIR ?? 'dist');
  const content = await loadSiteContent({ dir: options.contentDir });
  await writeGenerated(content, root);

  const staging = `${outDir}.staging`;
  await rm(staging, { recursive: true, force: true });
  let preload: string[] | undefined;
  let pages = 0;
  await ssgBuild(
    {
      dirStyle: 'nested',
      entry: 'src/main.tsx',
      beastiesOptions: false,
      concurrency: 32,
      async onPageRendered(_route, html) {
        pages += 1;
        preload ??= hydrationPreloads(JSON.parse(await readFile(path.join(staging, '.vite', 'manifest.json'), 'utf8')));
        return transformPageHtml(html, { preload });
      },
    },
    { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } },
  );
  await emitHostFiles(content, staging);

  const previous = `${outDir}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(outDir, previous).catch(() => undefined);
  await rename(staging, outDir);
  await rm(previous, { recursive: true, force: true });

  return { pages, bytes: await totalBytes(outDir), ms: performance.now() - started };
}

async function totalBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map(async (e) => (await stat(path.join(e.parentPath, e.name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
