import { spawnSync } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeHugoSite } from './bench/hugo-site';
import { syntheticPost } from './bench/synthetic-posts';
import { measureDevSaves } from './bench/dev-save';
import { kb, pageWeight } from '../pipeline/check/page-weight';
import { defaultCacheDir as imageCacheDir } from '../pipeline/images/variant-cache';
import { bundlesDir } from '../pipeline/incremental/bundle-cache';
import { BUILD_ARGS } from '../pipeline/typescript-threads';
import { buildMalloc } from '../pipeline/thread-limits';

/**
 * `npm run bench -- --posts N [--runs 3] [--keep]`: the real site plus N
 * generated posts shaped like the real ones (scripts/bench/synthetic-posts.ts),
 * built the way a user builds: `npm run build` as a whole process, timed from
 * outside. After one untimed build, `runs` times a cold build (no output, no
 * social card cached, no build record, post cache or bundle) and the same
 * with every card cached (the difference is what the cards cost; like any
 * build after the first, they find the build's own code stripped and
 * compiled in the cache, pipeline/stripped-cache.mjs, which the untimed
 * build put there); then `runs` times a rebuild with
 * nothing changed and a rebuild after editing one post (both incremental).
 * What a cold build must not find is set aside, not deleted, until the
 * timed builds are done (setAside). The table gives the median of the runs and the peak memory of the largest
 * process. The bench's builds keep their cache in its own folder
 * (SITE_CACHE_DIR), never the project's. When
 * `hugo` is on PATH, Hugo renders the same posts by the same line rules
 * (scripts/bench/hugo-site.ts), one cold Hugo build after each cold build
 * of ours, and the ratio is shown. The content images'
 * variants come from their cache in every run: they are the real site's few
 * images, the same at any N, and Hugo's side has none. Then, unless
 * `--skip-dev`, `npm run dev` on the same content: a post open in Chromium,
 * a paragraph appended to its file `runs` times, and the time until the
 * reloaded page shows it, its first contentful paint (scripts/bench/dev-save.ts).
 */
const { values } = parseArgs({
  options: { posts: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' }, keep: { type: 'boolean', default: false }, 'skip-dev': { type: 'boolean', default: false } },
});
const count = Number(values.posts);
const runs = Number(values.runs);
const root = process.cwd();
const work = await mkdtemp(path.join(os.tmpdir(), `bench-${count}-`));
const contentDir = path.join(work, 'content');
const outDir = path.join(work, 'dist');

await mkdir(contentDir);
for (const name of await readdir('content')) if (name.endsWith('.yaml')) await cp(path.join('content', name), path.join(contentDir, name));
await cp('content/images', path.join(contentDir, 'images'), { recursive: true });
await cp('content/posts', path.join(contentDir, 'posts'), { recursive: true });
for (let n = 1; n <= count; n += 1) {
  const post = syntheticPost(n);
  await writeFile(path.join(contentDir, 'posts', post.name), post.text);
}

interface Timed {
  seconds: number;
  /** Peak resident memory of the largest process, in MB (undefined without GNU time). */
  peakMb?: number;
}

const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs a command to completion and measures it from outside: wall time and peak RSS. */
function timed(command: string, args: string[], env: Record<string, string> = {}, cwd = root): Timed {
  const marker = path.join(work, 'time.txt');
  const [bin, argv] = gnuTime ? [gnuTime, ['-f', '%e %M', '-o', marker, command, ...args]] : [command, args];
  const started = performance.now();
  const run = spawnSync(bin, argv, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  if (!gnuTime) return { seconds };
  const [, rssKb] = readFileSync(marker, 'utf8').trim().split(/\s+/).map(Number);
  return { seconds, peakMb: rssKb! / 1024 };
}

// Image variants are shared with the project's cache (the same few images at any N); cards are the bench's own.
const cacheDir = path.join(work, 'cache');
const cardCacheDir = path.join(cacheDir, 'site-cards');
await mkdir(imageCacheDir(root), { recursive: true });
await mkdir(cacheDir);
await symlink(imageCacheDir(root), path.join(cacheDir, 'site-images'));
// Built as `npm run build` builds (scripts/node22.mjs), with the build's malloc settings.
const buildEnv = { ...buildMalloc(process.env), SITE_CONTENT_DIR: contentDir, SITE_OUT_DIR: outDir, SITE_CACHE_DIR: cacheDir };
const build = () => timed(process.execPath, BUILD_ARGS, buildEnv);
const editedPost = path.join(contentDir, 'posts', syntheticPost(1).name);
const original = await readFile(editedPost, 'utf8');

const cold: Timed[] = [];
const coldCardsCached: Timed[] = [];
const unchanged: Timed[] = [];
const onePost: Timed[] = [];
/**
 * Clearing by rename: what a cold build must not find goes into the bench's
 * trash folder, deleted after the last timed build. On an ext4 file system
 * without a journal, a new file skips every inode freed in the last minutes
 * (the kernel's recently_deleted check), so deleting thousands of files
 * right before a build made its file creation several times slower: seconds
 * of kernel time a user's fresh clone does not pay. Hugo's output is set
 * aside the same way.
 */
const trash = path.join(work, 'trash');
let trashed = 0;
async function setAside(target: string): Promise<void> {
  if (!existsSync(target)) return;
  await mkdir(trash, { recursive: true });
  trashed += 1;
  await rename(target, path.join(trash, String(trashed))).catch(() => rm(target, { recursive: true, force: true }));
}
/** What a cold build must not find: the output, the build record and post cache, the bundles (incremental/). */
async function forgetBuilds(): Promise<void> {
  await setAside(outDir);
  await setAside(path.join(cacheDir, 'site-build'));
  await setAside(bundlesDir(root));
}

// Hugo's builds take turns with the cold builds: this host's speed drifts within minutes, and a ratio of runs
// taken apart by several minutes measured the drift as much as the builds.
const hugo: Timed[] = [];
const hugoSite = path.join(work, 'hugo');
const hasHugo = spawnSync('hugo', ['version'], { encoding: 'utf8' }).status === 0;
if (hasHugo) await writeHugoSite(path.join(contentDir, 'posts'), hugoSite);
const hugoBuild = async () => {
  await setAside(path.join(hugoSite, 'public'));
  await setAside(path.join(hugoSite, 'resources'));
  return timed('hugo', ['--quiet'], {}, hugoSite);
};

// One untimed build first. The bench's cache folder starts empty, and a first build strips and compiles the build's own
// code into it, as a user's first build does; timed, that build was the slowest cold run of every bench (3.1–3.4 s
// against 2.7–2.8 s at 1,000 posts). What it leaves besides (output, record, cards) is set aside before each cold build.
console.log("untimed: one build, which strips and compiles the build's own code into the bench's cache");
build();

// Cold builds first: a rebuild's swap deletes the output it replaces, which would slow the next cold build (see setAside).
for (let run = 1; run <= runs; run += 1) {
  await forgetBuilds();
  // Cold: no social card is cached (they scale with the posts); the image variants stay cached (see above).
  await setAside(cardCacheDir);
  cold.push(build());
  if (hasHugo) hugo.push(await hugoBuild());
  await forgetBuilds();
  coldCardsCached.push(build());
  const hugoPart = hasHugo ? `, Hugo ${hugo.at(-1)!.seconds.toFixed(2)} s` : '';
  console.log(`run ${run}/${runs}: cold ${cold.at(-1)!.seconds.toFixed(1)} s (cards cached ${coldCardsCached.at(-1)!.seconds.toFixed(1)} s)${hugoPart}`);
}
for (let run = 1; run <= runs; run += 1) {
  unchanged.push(build());
  await appendFile(editedPost, `Edited in run ${run}: one more paragraph after the last one.\n`);
  onePost.push(build());
  console.log(`run ${run}/${runs}: unchanged ${unchanged.at(-1)!.seconds.toFixed(1)} s, one post edited ${onePost.at(-1)!.seconds.toFixed(1)} s`);
}
await writeFile(editedPost, original);

const devSaves = values['skip-dev']
  ? undefined
  : await measureDevSaves({ root, contentDir, postFile: editedPost, postPath: `/blog/${syntheticPost(1).name.replace(/\.md$/, '')}`, saves: runs });
if (devSaves) console.log(`dev server, save to page: ${devSaves.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (xs: Timed[]) => median(xs.map((x) => x.seconds));
const peak = (xs: Timed[]) => (xs[0]?.peakMb === undefined ? undefined : Math.max(...xs.map((x) => x.peakMb!)));
const mb = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} MB`);
const pages = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('index.html')).length;
const [home, blog, post] = await Promise.all([pageWeight(outDir, '/'), pageWeight(outDir, '/blog'), pageWeight(outDir, '/blog/synthetic-guide-1')]);

console.log(`\nBench: ${count} generated posts + the real site (${pages} pages), ${os.cpus().length} cores, median of ${runs} runs`);
console.table({
  'cold build': `${seconds(cold).toFixed(1)} s`,
  'cold build, cards cached': `${seconds(coldCardsCached).toFixed(1)} s`,
  'social cards cost': `${(seconds(cold) - seconds(coldCardsCached)).toFixed(1)} s (${((seconds(cold) / seconds(coldCardsCached) - 1) * 100).toFixed(0)} %)`,
  // Each run's cold build against the build with cards cached that followed it: the host drifts less within a run.
  'social cards cost, run by run': `${(median(cold.map((x, i) => x.seconds / coldCardsCached[i]!.seconds)) * 100 - 100).toFixed(0)} %`,
  'rebuild, nothing changed': `${seconds(unchanged).toFixed(1)} s`,
  'rebuild, one post edited': `${seconds(onePost).toFixed(1)} s`,
  'peak memory (largest process)': mb(peak([...cold, ...coldCardsCached, ...unchanged, ...onePost])),
  'dev server, save to page': devSaves ? `${median(devSaves).toFixed(0)} ms` : values['skip-dev'] ? 'skipped' : `no Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
  ...(hugo.length
    ? {
        'Hugo cold build': `${seconds(hugo).toFixed(2)} s`,
        'ratio (cold / Hugo)': `${(seconds(cold) / seconds(hugo)).toFixed(1)}×`,
        // Each cold build against the Hugo build right after it.
        'ratio, run by run': `${median(cold.map((x, i) => x.seconds / hugo[i]!.seconds)).toFixed(2)}×`,
        'Hugo peak memory': mb(peak(hugo)),
      }
    : { Hugo: 'not on PATH' }),
  'home JS (gzip)': kb(home.js),
  'post JS (gzip)': kb(post.js),
  '/blog first load (gzip)': kb(blog.html + blog.js + blog.css),
});
const hugoCells = hugo.length ? `${seconds(hugo).toFixed(2)} s | ${(seconds(cold) / seconds(hugo)).toFixed(1)}× | ${mb(peak(hugo))}` : '— | — | —';
console.log(`\n| ${count} | ${pages} | ${seconds(cold).toFixed(1)} s | ${seconds(unchanged).toFixed(1)} s | ${seconds(onePost).toFixed(1)} s | ${mb(peak([...cold, ...coldCardsCached, ...unchanged, ...onePost]))} | ${hugoCells} |`);

await rm(trash, { recursive: true, force: true });
if (!values.keep) await rm(work, { recursive: true, force: true });
else console.log(`Kept ${work}`);
