import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { generatedDir } from '../../../src/content/compile/write-generated';
import { ContentError, type ContentIssue } from '../../../src/content/errors';
import type { ImageVariants } from '../../../src/lib/image-variants';
import { ENCODE_CONCURRENCY, mapBounded } from './bounded';
import { writeManifest } from './manifest';
import { findSources, readSource, type SourceImage } from './sources';
import { cachedFile, defaultCacheDir, ensureEncoded } from './variant-cache';
import { planVariants, srcset, type Variant } from './variants';

export interface ImageBuildOptions {
  /** Project root (src/generated and the default cache live under it). */
  root: string;
  /** The content folder holding images/. */
  contentDir: string;
  cacheDir?: string;
  /** Where the manifest module goes; src/generated/images.ts by default. */
  manifestFile?: string;
  /** Receives the one summary line; console.log by default. */
  log?: (line: string) => void;
}

export interface ImageBuild {
  sources: SourceImage[];
  variants: Variant[];
  /** Public URL of each variant → its encoded file in the cache (what the output folder and the dev server serve). */
  files: Map<string, string>;
  /** How many variants were encoded in this run (the rest came from the cache). */
  encoded: number;
  ms: number;
}

/**
 * The image step: reads every raster image in content/images, encodes each
 * at its width ladder in AVIF and WebP (only what the cache lacks, a few at
 * a time), and writes the manifest the components import. A file that is
 * not a readable image stops the build with a content error naming it.
 */
export async function buildImages(options: ImageBuildOptions): Promise<ImageBuild> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? defaultCacheDir(options.root);
  const issues: ContentIssue[] = [];
  const files = await findSources(options.contentDir);
  const sources = (await settle(files, 8, issues, (file) => readSource(options.contentDir, file))).filter((source) => source !== undefined);
  const planned = sources.map((source) => ({ source, variants: planVariants(source) }));
  const variants = planned.flatMap((plan) => plan.variants);

  // Two sources with the same bytes share their encodes: one job per key.
  const jobs = [...new Map(variants.map((variant) => [variant.key, variant])).values()];
  const encoded = (await settle(jobs, ENCODE_CONCURRENCY, issues, (variant) => ensureEncoded(cacheDir, variant))).filter(Boolean).length;
  // Every broken file is named in one run (once, though several of its variants failed).
  if (issues.length > 0) throw new ContentError([...new Map(issues.map((issue) => [issue.file, issue])).values()]);

  const entries: Record<string, ImageVariants> = {};
  for (const { source, variants: own } of planned) {
    entries[source.publicPath] = { width: source.width, height: source.height, avif: srcset(own, 'avif'), webp: srcset(own, 'webp') };
  }
  await writeManifest(options.manifestFile ?? path.join(generatedDir(options.root), 'images.ts'), entries);

  const result = {
    sources,
    variants,
    files: new Map(variants.map((variant) => [variant.url, cachedFile(cacheDir, variant)])),
    encoded,
    ms: performance.now() - started,
  };
  (options.log ?? console.log)(imageSummary(result));
  return result;
}

export function imageSummary({ sources, variants, encoded, ms }: Pick<ImageBuild, 'sources' | 'variants' | 'encoded' | 'ms'>): string {
  return `Images: ${sources.length} sources, ${variants.length} variants (${encoded} encoded, rest cached) in ${(ms / 1000).toFixed(1)} s`;
}

/** Copies every variant into `<outDir>/images/_variants/...`, next to the originals. */
export async function writeVariants(build: ImageBuild, outDir: string): Promise<void> {
  const targets = [...build.files].map(([url, cached]) => [cached, path.join(outDir, ...url.split('/'))] as const);
  await Promise.all([...new Set(targets.map(([, target]) => path.dirname(target)))].map((dir) => mkdir(dir, { recursive: true })));
  await mapBounded(targets, 16, ([cached, target]) => copyFile(cached, target));
}

/** Runs `task` on every item (bounded). A content error is added to `issues` and its item gives undefined; other errors are thrown. */
async function settle<T, R>(items: readonly T[], limit: number, issues: ContentIssue[], task: (item: T) => Promise<R>): Promise<(R | undefined)[]> {
  return mapBounded(items, limit, async (item) => {
    try {
      return await task(item);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
      return undefined;
    }
  });
}
