import { linkFiles, type Linker } from '../incremental/link-files.ts';
import path from 'node:path';
import { ContentError, type ContentIssue } from '../validate/errors.ts';
import type { ImageVariants } from '../../src/lib/image-variants.ts';
import { ENCODE_CONCURRENCY, mapBounded } from './bounded.ts';
import { findSources, readSource, type SourceImage } from './sources.ts';
import { cachedFile, defaultCacheDir, ensureEncoded } from './variant-cache.ts';
import { planVariants, srcset, type Variant } from './variants.ts';

export interface ImageBuildOptions {
  /** Project root (the default cache lives under it). */
  root: string;
  /** The content folder holding images/. */
  contentDir: string;
  cacheDir?: string;
  /** Receives the one summary line; console.log by default. */
  log?: (line: string) => void;
}

export interface ImageBuild {
  sources: SourceImage[];
  variants: Variant[];
  /** Each source's variants, keyed by the URL content uses: what the app imports as `virtual:site-data/images`. */
  manifest: Record<string, ImageVariants>;
  /** Public URL of each variant → its encoded file in the cache (what the output folder and the dev server serve). */
  files: Map<string, string>;
  /** How many variants were encoded in this run (the rest came from the cache). */
  encoded: number;
  ms: number;
}

/**
 * The image step: reads every raster image in content/images, encodes each
 * at its width ladder in AVIF and WebP (only what the cache lacks, a few at
 * a time), and returns the manifest the components import. A file that is
 * not a readable image stops the build with a content error naming it.
 */
export async function buildImages(options: ImageBuildOptions): Promise<ImageBuild> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? defaultCacheDir(options.root);
  const issues: ContentIssue[] = [];
  const planned = await planImages(options.contentDir, issues);
  const variants = planned.flatMap((plan) => plan.variants);

  // Two sources with the same bytes share their encodes: one job per key.
  const jobs = [...new Map(variants.map((variant) => [variant.key, variant])).values()];
  const encoded = (await settle(jobs, ENCODE_CONCURRENCY, issues, (variant) => ensureEncoded(cacheDir, variant))).filter(Boolean).length;
  // Every broken file is named in one run (once, though several of its variants failed).
  if (issues.length > 0) throw new ContentError([...new Map(issues.map((issue) => [issue.file, issue])).values()]);

  const result = {
    sources: planned.map((plan) => plan.source),
    variants,
    manifest: manifestOf(planned),
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

/**
 * The manifest alone, nothing encoded: what the variants' URLs will be
 * (they name the source's hash, not the encoded bytes). For the unit tests'
 * site data (pipeline/render/site-data.ts).
 */
export async function imageManifest(contentDir: string): Promise<Record<string, ImageVariants>> {
  const issues: ContentIssue[] = [];
  const planned = await planImages(contentDir, issues);
  if (issues.length > 0) throw new ContentError(issues);
  return manifestOf(planned);
}

type Planned = { source: SourceImage; variants: Variant[] }[];

/** Reads every source in content/images and plans its variants; unreadable files go to `issues`. */
async function planImages(contentDir: string, issues: ContentIssue[]): Promise<Planned> {
  const files = await findSources(contentDir);
  const sources = (await settle(files, 8, issues, (file) => readSource(contentDir, file))).filter((source) => source !== undefined);
  return sources.map((source) => ({ source, variants: planVariants(source) }));
}

function manifestOf(planned: Planned): Record<string, ImageVariants> {
  const entries: Record<string, ImageVariants> = {};
  for (const { source, variants } of planned) {
    entries[source.publicPath] = { width: source.width, height: source.height, avif: srcset(variants, 'avif'), webp: srcset(variants, 'webp') };
  }
  return entries;
}

/** Copies every variant into `<outDir>/images/_variants/...`, next to the originals. */
export async function writeVariants(build: ImageBuild, outDir: string, link: Linker = linkFiles): Promise<void> {
  // Hard links to the cached files: the build never writes into them.
  link([...build.files].map(([url, cached]) => [cached, path.join(outDir, ...url.split('/'))] as const));
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
