import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CompiledSite } from './compile/compile-site-data.ts';
import { contentDir } from './load/content-dir.ts';
import { startContentThread, type ContentThread } from './content-thread/index.ts';
import type { ContentJob, HostContent } from './content-thread/load-and-compile.ts';
import { buildCards, writeCards } from './images/cards/index.ts';
import { cardCacheIsEmpty, startCardThread, takeEarlyCardThread, type CardThread } from './images/cards/card-thread.ts';
import { defaultCardCacheDir } from './images/cards/card-cache.ts';
import { resolveContactBackend, type ContactBackend } from './check/contact-backend.ts';
import { emitHostFiles } from './emit/emit.ts';
import { buildImages, writeVariants, type ImageBuild } from './images/index.ts';
import { withImageManifest } from './images/manifest.ts';
import { bundleDefine, notFoundFiles, prerender, type PrerenderOptions, type PrerenderResult, type Step } from './render/index.ts';
import { pageFile } from './render/render-pages.ts';
import { startBundleRunner, type BundleRunner } from './render/bundle-runner.ts';
import { buildTarget, guardBuild } from './check/production-guard.ts';
import type { SiteModules } from './render/site-data.ts';
import type { OpenItem } from '../scripts/live/sample-identity.ts';
import { cacheRoot } from './cache-root.ts';
import { codeKey, contentKey } from './incremental/fingerprint.ts';
import { buildKey, bundleKey, settingsKey } from './incremental/keys.ts';
import { fileStats, readRecord, recordFile, sameFiles, unchanged, writeRecord, type BuildRecord } from './incremental/build-record.ts';
import { patchedOutput, wholeOutput } from './incremental/staged-output.ts';
import type { Linker } from './incremental/link-files.ts';
import { readHasher } from './render/post-data-reads.ts';
import type { PackedPosts } from './render/packed-posts.ts';
import { envDirFor } from './check/contact-backend.ts';

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
  /** Pages rendered by this build (the rest were the previous build's, unchanged); 0 when nothing changed. */
  rendered: number;
  /** Nothing changed since the last build into this folder, which still held its output: nothing was done. */
  upToDate: boolean;
}

export interface BuildOptions {
  root?: string;
  contentDir?: string;
  outDir?: string;
  /** --production: refuse to ship a dead form or the sample identity (also in Netlify's and Cloudflare Pages' builds). */
  production?: boolean;
  /** The environment the build reads (host build variables, VITE_SUPABASE_*); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /**
   * The caller's own work, timed as the step `name` (`npm run build`: the
   * editor schemas), given the build's code key. In a first build it starts once the content thread is
   * loading, on the main thread that leaves idle, and is awaited once the
   * content has loaded; a rebuild, which loads on the main thread, runs it
   * first. Its failure fails the build before anything is written, and a
   * failed build still lets it finish.
   */
  alongside?: { name: string; run: (codeKey: string) => Promise<unknown> };
}

/**
 * The whole build as one explicit chain: load → validate → link (throws a
 * ContentError listing every problem before anything is written) → decide
 * the contact backend and, for production, refuse a dead form or the sample
 * identity (ProductionBuildError, also before anything is written) → compile
 * (in memory: this build's own data) → social cards (on their own threads,
 * beside the next steps) → images → render (into a staging folder) → emit
 * host files → put the staged output in place (staged-output.ts). A failure at any step
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
  const dir = contentDir(options.contentDir);

  // What the last build into this folder wrote, and whether anything it was made from changed since.
  const { keys, record, output, identities, resolution, target } = await step('compare', async () => {
    const resolution = resolveContactBackend({ mode: 'production', root, env });
    const target = buildTarget({ production: options.production, env });
    const settings = settingsKey({ root, outDir, dir, target, backend: resolution.backend, problems: resolution.problems }, env);
    const code = codeKey(root, envDirFor(root, env));
    const keys = { code, settings, build: buildKey(code, contentKey(dir), settings), record: recordFile(cacheRoot(root, env), outDir) };
    const identities = new Map<string, string>();
    const output = existsSync(outDir) ? fileStats(outDir, identities) : undefined;
    const record = await readRecord(keys.record);
    return { keys, record, output, identities, resolution, target };
  });
  if (record?.buildKey === keys.build && output && sameFiles(output, record.files)) {
    takeEarlyCardThread()?.close();
    if (options.alongside) await step(options.alongside.name, () => options.alongside!.run(keys.code));
    const result = record.result as Pick<BuildResult, 'pages' | 'bytes' | 'backend' | 'warnings'>;
    return { ...result, ms: performance.now() - started, steps, rendered: 0, upToDate: true };
  }

  // A first build into this folder will bundle: the bundling process starts while the content loads.
  const bundler = record ? undefined : startBundleRunner(root, bundleDefine(resolution.backend));
  // Old outputs a cut-off build left go while this one works.
  const leftovers = removeLeftovers(outDir).catch(() => undefined);
  // On a cold cache the card thread starts first (in scripts/build.ts, or here): it draws its glyph sets on the other core while the content loads.
  const thread = takeEarlyCardThread() ?? ((await cardCacheIsEmpty(defaultCardCacheDir(root))) ? startCardThread() : undefined);
  let contentThread: ContentThread | undefined;
  let alongside: Promise<unknown> | undefined;
  let imageStep: Promise<ImageBuild> | undefined;
  try {
    // A first build into this folder parses every post: on a thread of its own, which ends with its heap
    // (content-thread/index.ts). A rebuild takes nearly every post from the post cache: here, where the modules
    // are loaded already (the thread's own start-up was most of a one-post rebuild's load step at 4,000 posts).
    const job = { root, env, dir, code: keys.code };
    const runAlongside = () => (options.alongside ? step(options.alongside.name, () => options.alongside!.run(keys.code)) : undefined);
    // A rebuild loads on this thread: the caller's work would only be cut into pieces by the load's and end after it.
    if (record) await runAlongside();
    contentThread = record ? await inThisThread(job, thread) : startContentThread(job, thread);
    if (!record) alongside = runAlongside();
    // Awaited after the load, or in the last finally if the load fails: never left to reject unheard.
    alongside?.catch(() => undefined);
    const content = await step('load', () => contentThread!.loaded);
    await alongside;
    // Before anything is written: whether this build may ship (the form's backend was decided above).
    const warnings = guardBuild(content.collections.site, resolution, target);
    const { backend } = resolution;
    // The images beside the post pages' compile: with the site modules, made first, their manifest is all the bundles read.
    imageStep = step('images', () => buildImages({ root, contentDir: content.dir }));
    imageStep.catch(() => undefined);
    if (bundler) {
      const early = Promise.all([contentThread.modules, imageStep]).then(([modules, images]) => bundler.give(withImageManifest(modules, images.manifest)));
      early.catch(() => undefined);
    }
    const { posts, ...compiled } = await step('compile', () => contentThread!.compiled);
    const savedPosts = contentThread.saved;
    // Social cards render on their own thread while the pages are built; awaited before the swap.
    const cardStep = step('cards', () => buildCards({ root, contentDir: content.dir, cards: compiled.cards, thread }));
    try {
      // Before rendering: the pages import the image manifest.
      const images = await imageStep;
      const modules = withImageManifest(compiled.modules, images.manifest);
      const bundle = bundleKey(keys.code, keys.settings, modules);
      const hashes = new Map<string, string>();
      const readHash = readHasher(posts);
      const hashOf = (read: string) => hashes.get(read) ?? hashes.set(read, readHash(read)).get(read)!;
      // A page of the last build is reused when made from the same bundles, from the same post data, and still in place.
      const reuse = (pagePath: string) => {
        const page = record?.bundleKey === bundle ? record.pages[pagePath] : undefined;
        if (!page || !output || !unchanged(output[page.file], record!.files[page.file])) return undefined;
        if (!page.reads.every((read) => record!.readHashes[read] === hashOf(read))) return undefined;
        return { file: path.join(outDir, page.file), reads: page.reads };
      };
      // A rebuild stages only what changed and keeps the rest in place; a first build stages everything and swaps.
      const staged = record && output ? patchedOutput(outDir, { stats: output, identities, recorded: record.files }, swapInto) : wholeOutput(outDir, swapInto);
      const { dir: staging, link } = staged;
      const rendered = await render(content, { modules, posts, blog: compiled.blog }, { root, dir: staging, backend, bundleKey: bundle, bundler, reuse, link }, step);
      await step('copy images and cards', async () => {
        await writeVariants(images, staging, link);
        await writeCards(await cardStep, staging, link);
      });
      const files = await step('swap', () => staged.commit());
      const result = await step('record', async () => {
        const result = { pages: rendered.pages.length, bytes: Object.values(files).reduce((sum, [size]) => sum + size, 0), backend, warnings };
        const pages: BuildRecord['pages'] = {};
        for (const page of rendered.pages) pages[page.path] = { file: pageFile(page.path, notFoundFiles), reads: page.reads };
        const readHashes = Object.fromEntries([...new Set(rendered.pages.flatMap((page) => page.reads))].sort().map((read) => [read, hashOf(read)]));
        await Promise.all([savedPosts, leftovers]);
        await writeRecord(keys.record, { version: 1, buildKey: keys.build, bundleKey: bundle, pages, readHashes, files, result });
        return result;
      });
      return { ...result, ms: performance.now() - started, steps, rendered: rendered.rendered, upToDate: false };
    } finally {
      // A failed build still waits for the card thread (their finished cards stay cached).
      await cardStep.catch(() => undefined);
    }
  } finally {
    // A failed build does not wait for the post cache (a successful one has it written by now); it does let the caller's work finish.
    contentThread?.stop();
    await alongside?.catch(() => undefined);
    await imageStep?.catch(() => undefined);
    thread?.close();
    await bundler?.close();
  }
}

/** Prerenders every route into `target.dir` from this build's data (reusing what `target.reuse` allows), then adds the host files. */
async function render(
  content: HostContent,
  data: { modules: SiteModules; posts: PackedPosts; blog: CompiledSite['blog'] },
  target: { root: string; dir: string; backend: ContactBackend; bundleKey: string; bundler?: BundleRunner; reuse: PrerenderOptions['reuse']; link: Linker },
  step: Step,
): Promise<PrerenderResult> {
  await rm(target.dir, { recursive: true, force: true });
  const result = await prerender({ ...target, outDir: target.dir, step, modules: data.modules, posts: data.posts });
  await step('host files', () => emitHostFiles(content, data.blog, target.dir, target.backend));
  return result;
}

/**
 * Puts the staging folder in place of the output folder. The old output is
 * then deleted by a detached `rm -rf` (thousands of files take half a second
 * the build need not wait for; it leaves the output folder alone), or in
 * this process where there is no `rm`. A removal cut short leaves a
 * `<outDir>.previous-*` folder, which the next build deletes.
 */
async function swapInto(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}.previous-${randomBytes(4).toString('hex')}`;
  const hadOutput = await rename(outDir, previous).then(
    () => true,
    () => false,
  );
  await rename(staging, outDir);
  if (!hadOutput) return;
  if (process.platform === 'win32') await rm(previous, { recursive: true, force: true });
  else spawn('rm', ['-rf', previous], { detached: true, stdio: 'ignore' }).unref();
}

/** Old outputs whose removal was cut short (see swapInto). */
async function removeLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.previous`;
  const names = await readdir(parent).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
}

/** Load and compile on the build's own thread, as the content thread would (its early cards go straight to the card thread). */
async function inThisThread(job: Omit<ContentJob, 'earlyCards'>, cards?: CardThread): Promise<ContentThread> {
  const { loadAndCompile } = await import('./content-thread/load-and-compile.ts');
  const steps = loadAndCompile({ ...job, earlyCards: cards !== undefined }, { early: cards && ((job) => cards.early(job)) });
  // Nothing takes them early here (a rebuild bundles, if at all, after the compile); a failure is the compile's to report.
  const modules = steps.compiled.then((compiled) => compiled.modules);
  modules.catch(() => undefined);
  return { ...steps, modules, stop: () => undefined };
}
