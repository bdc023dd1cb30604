import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCacheDir as imageCacheDir } from '../../pipeline/images/variant-cache';
import { BUILD_ARGS } from '../../pipeline/typescript-threads';
import { editContentFile, projectRoot } from './content-tree';

/**
 * What a build keeps between builds (the build record, bundles, pages of the
 * last output, encoded images, social cards) must never make a rebuild
 * differ from a cold build. A copy of the project is built cold; one post is
 * edited and it is rebuilt (only that page is rendered again); one price and
 * one component are edited and it is rebuilt; then it is rebuilt with nothing
 * changed (nothing is done), and once more after a page of its output was
 * tampered with (that page is put right). The result is compared byte for
 * byte with a cold build of a second copy of the edited tree. Copies, so a
 * running dev server never sees the edits; each copy has its own cache
 * (SITE_CACHE_DIR: records, bundles, cards) and shares the image variants,
 * which no edit here changes.
 */
const run = promisify(execFile);
const work = await mkdtemp(path.join(os.tmpdir(), 'warm-rebuild-'));
// KEEP_WORK=1 keeps the copies for a look at what differs.
afterAll(() => (process.env.KEEP_WORK ? undefined : rm(work, { recursive: true, force: true })));

/** The files a build reads, copied; node_modules linked. */
async function copyProject(from: string, name: string): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir);
  for (const entry of ['.gitignore', 'content', 'pipeline', 'public', 'scripts', 'src', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
    await cp(path.join(from, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** A cache folder of its own, with the project's image variants linked in (encoded once, whoever builds first). */
async function cacheFor(name: string): Promise<string> {
  const dir = path.join(work, `${name}-cache`);
  await mkdir(dir);
  await mkdir(imageCacheDir(projectRoot), { recursive: true });
  await symlink(imageCacheDir(projectRoot), path.join(dir, 'site-images'));
  return dir;
}

/** `npm run build` in `dir` as its own process; returns what it printed. */
async function build(dir: string, cache: string): Promise<string> {
  // The copy's own content/ and dist/, whatever the calling shell points at.
  const { SITE_CONTENT_DIR: _content, SITE_OUT_DIR: _out, ...env } = process.env;
  const { stdout } = await run(process.execPath, BUILD_ARGS, {
    cwd: dir,
    env: { ...env, SITE_CACHE_DIR: cache },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Every file under `dir`, relative, sorted. */
async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const cards = (log: string) => {
  const match = /Social cards: (\d+) cards \((\d+) rendered, (\d+) cached\)/.exec(log);
  if (!match) throw new Error(`no social-card line in:\n${log}`);
  return { total: Number(match[1]), rendered: Number(match[2]), cached: Number(match[3]) };
};

/** The build's summary: pages in all, and how many were rendered ('Nothing changed' when it did nothing). */
const pages = (log: string) => {
  if (/^Nothing changed since the last build: (\d+) pages/m.test(log)) return { upToDate: true, rendered: 0 };
  const match = /^Built (\d+) pages in .*?(?:; (\d+) rendered, (\d+) unchanged since the last build)?\)/m.exec(log);
  if (!match) throw new Error(`no summary line in:\n${log}`);
  return { upToDate: false, rendered: match[2] === undefined ? Number(match[1]) : Number(match[2]) };
};

const POST = 'posts/fast-website-hosting-tanzania.md';
const ADDED_PARAGRAPH = 'A paragraph added after the first build, to be found in the rebuilt page.';
const FOOTER_HEADING = 'Find us online';

describe('a rebuild with the cache', () => {
  it('writes exactly what a cold build of the edited tree writes', { timeout: 300_000 }, async () => {
    const warm = await copyProject(projectRoot, 'warm');
    const warmCache = await cacheFor('warm');
    const firstLog = await build(warm, warmCache);
    const first = cards(firstLog);
    expect(first.rendered).toBe(first.total);
    const total = pages(firstLog).rendered;

    // One post: its page is rendered again, and no other (the paragraph changes neither its card text nor its read time).
    await editContentFile(path.join(warm, 'content'), POST, /\s*$/, `\n\n${ADDED_PARAGRAPH}\n`);
    expect(pages(await build(warm, warmCache))).toEqual({ upToDate: false, rendered: 1 });

    // One price, one component (its text and a class no other element uses, so the page CSS changes too).
    const hosting = await readFile(path.join(warm, 'content', 'hosting.yaml'), 'utf8');
    const cheapest = Math.min(...(parse(hosting) as { plans: { price: number }[] }).plans.map((plan) => plan.price));
    await editContentFile(path.join(warm, 'content'), 'hosting.yaml', new RegExp(`price: ${cheapest}\\b`, 'g'), `price: ${cheapest + 7000}`);
    await editContentFile(
      path.join(warm, 'src'),
      'components/layout/site-footer.tsx',
      '<h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-white">{footer.socialHeading}</h2>',
      `<h2 className="mt-6 text-sm font-semibold uppercase tracking-widest text-white">${FOOTER_HEADING}</h2>`,
    );
    const secondLog = await build(warm, warmCache);
    const second = cards(secondLog);
    // The cache did work (most cards were reused) and was not blind (the cards quoting the price were redrawn).
    expect(second.cached).toBeGreaterThan(0);
    expect(second.rendered).toBeGreaterThan(0);
    // A component changed: every page is rendered again.
    expect(pages(secondLog)).toEqual({ upToDate: false, rendered: total });

    // Nothing changed: nothing is done. A page of the output edited by hand: that page is rendered again.
    expect(pages(await build(warm, warmCache))).toEqual({ upToDate: true, rendered: 0 });
    const tampered = path.join(warm, 'dist', 'services', 'index.html');
    await writeFile(tampered, (await readFile(tampered, 'utf8')).replace('</body>', '<p>edited by hand</p></body>'));
    expect(pages(await build(warm, warmCache))).toEqual({ upToDate: false, rendered: 1 });

    const cold = await copyProject(warm, 'cold');
    const third = cards(await build(cold, await cacheFor('cold')));
    expect(third.rendered).toBe(third.total);

    const warmFiles = await files(path.join(warm, 'dist'));
    expect(await files(path.join(cold, 'dist'))).toEqual(warmFiles);
    const differing: string[] = [];
    for (const file of warmFiles) {
      const [a, b] = await Promise.all([readFile(path.join(warm, 'dist', file)), readFile(path.join(cold, 'dist', file))]);
      if (!a.equals(b)) differing.push(file);
    }
    expect(differing).toEqual([]);

    // And the edits are there to compare.
    const page = (route: string) => readFile(path.join(warm, 'dist', route, 'index.html'), 'utf8');
    expect(await page('blog/fast-website-hosting-tanzania')).toContain(ADDED_PARAGRAPH);
    expect(await page('website-hosting-tanzania')).toContain((cheapest + 7000).toLocaleString('en-US'));
    const home = await page('');
    expect(home).toContain(FOOTER_HEADING);
    expect(home).toContain('tracking-widest');
    expect(home).toMatch(/\.tracking-widest\{/);
  });

  it('stops on a component that does not compile, naming it, and leaves the last output as it was', { timeout: 300_000 }, async () => {
    const project = await copyProject(projectRoot, 'broken');
    const cache = await cacheFor('broken');
    await build(project, cache);
    const before = await Promise.all((await files(path.join(project, 'dist'))).map(async (file) => [file, await readFile(path.join(project, 'dist', file))] as const));

    await editContentFile(path.join(project, 'src'), 'components/layout/site-footer.tsx', '<h2 className=', '<h2 {className=');
    const failure = await build(project, cache).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('site-footer.tsx');
    expect(failure?.stderr).toContain('The Vite build failed');

    const after = await files(path.join(project, 'dist'));
    expect(after).toEqual(before.map(([file]) => file));
    for (const [file, bytes] of before) expect((await readFile(path.join(project, 'dist', file))).equals(bytes), file).toBe(true);
  });
});
