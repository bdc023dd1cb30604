import { spawnSync } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { copyRealContent, editContentFile, makeContentTree, projectRoot } from './content-tree';
import { startDev, type DevProcess } from './dev-process';

/*
 * Building, checking content and testing in the project leave a running
 * `npm run dev` as it was: each build compiles into its own memory, the dev
 * server holds its own, and no file either reads is written by the other.
 * The dev server serves a copy of the real content; a fixture site with
 * other posts is built and checked beside it.
 */
const outDir = path.join(os.tmpdir(), `site-dev-untouched-${process.pid}`);
let dev: DevProcess | undefined;
let devContent = '';

/** Every file under the given paths with its size and modification time: what a write would change. */
async function fileStamps(paths: string[]): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  for (const top of paths) {
    const info = await stat(top);
    const files = info.isDirectory()
      ? (await readdir(top, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [top];
    for (const file of files) {
      const { size, mtimeMs } = await stat(file);
      stamps.set(file, `${size} ${mtimeMs}`);
    }
  }
  return stamps;
}

const page = async (pathname: string) => (await fetch(`${dev!.url}${pathname}`)).text();

describe('a running dev server', () => {
  beforeAll(async () => {
    devContent = await copyRealContent();
    dev = await startDev({ SITE_CONTENT_DIR: devContent });
  }, 180_000);
  afterAll(async () => {
    await dev?.stop();
    await Promise.all([outDir, devContent].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('serves the same pages, from the same files, after a fixture site is built and checked in the project', async () => {
    const watched = [path.join(projectRoot, 'src'), path.join(projectRoot, 'index.html'), path.join(projectRoot, 'vite.config.ts'), devContent];
    const before = { home: await page('/'), blog: await page('/blog'), files: await fileStamps(watched) };
    expect(before.blog).toContain('/blog/fast-website-hosting-tanzania');

    const fixture = await makeContentTree('small-blog');
    await buildSite({ root: projectRoot, contentDir: fixture, outDir });
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { cwd: projectRoot, env: { ...process.env, SITE_CONTENT_DIR: fixture }, encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    await rm(fixture, { recursive: true, force: true });

    expect(await fileStamps(watched)).toEqual(before.files);
    expect(await page('/')).toBe(before.home);
    // The fixture's posts went into its own build only.
    const blog = await page('/blog');
    expect(blog).toBe(before.blog);
    expect(blog).not.toContain('/blog/seo-basics-tanzania');
  });

  it('shows a content edit on the next request, in the parts a build renders once for all pages too', async () => {
    // A name no content file holds (a testimonial's author is a Baraka), as short as the one it replaces (the about page's description quotes it, within 160 characters).
    await editContentFile(devContent, 'site.yaml', /^firstName: .*$/m, 'firstName: Jabu');
    await expect.poll(() => page('/'), { timeout: 60_000, interval: 500 }).toContain('Jabu');
    // The header island and the footer, each rendered once for every page of a build.
    const html = await page('/');
    expect(html.slice(html.indexOf('<header'), html.indexOf('</header>'))).toContain('Jabu<!-- --> <span class="text-primary');
    expect(html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))).toContain('Jabu<!-- --> <span class="text-accent">');
  });
});
