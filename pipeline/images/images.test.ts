import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '../validate/errors.ts';
import type { ImageVariants } from '../../src/lib/image-variants.ts';
import { headersFor, parseHeaders } from '../../scripts/serve/host-rules.ts';
import { headersFile } from '../emit/emit-host-files.ts';
import { buildImages, imageManifest, writeVariants, type ImageBuildOptions } from './index.ts';
import { variantWidths } from './widths.ts';

describe('variantWidths', () => {
  it('never upscales and keeps the source width between two steps', () => {
    expect(variantWidths(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(variantWidths(256)).toEqual([160, 256]);
    expect(variantWidths(640)).toEqual([160, 320, 480, 640]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it('stops at the top step for sources wider than the ladder', () => {
    expect(variantWidths(4000)).toEqual([160, 320, 480, 640, 960, 1280, 1600]);
  });
});

/** A photo-like test image (a gradient: flat colours would encode to almost nothing). */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels.set([(x * 255) / width, (y * 255) / height, 128], i);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('the image step', () => {
  let dir: string;
  let options: ImageBuildOptions & { cacheDir: string };
  const images = (name: string) => path.join(dir, 'content', 'images', name);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'image-step-'));
    await mkdir(images('blog'), { recursive: true });
    await picture(700, 394).jpeg().toFile(images('blog/post.jpg'));
    await picture(200, 300).png().toFile(images('avatar.png'));
    // Stored 300×150 with EXIF orientation 6 (rotate 90°): displayed 150×300.
    await picture(300, 150).jpeg().withMetadata({ orientation: 6 }).toFile(images('phone.jpg'));
    await writeFile(images('logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    options = {
      root: dir,
      contentDir: path.join(dir, 'content'),
      cacheDir: path.join(dir, 'cache'),
      log: () => undefined,
    };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lists every raster source with its displayed dimensions and srcsets narrowest first', async () => {
    const entries: Record<string, ImageVariants> = (await buildImages(options)).manifest;
    expect(Object.keys(entries).sort()).toEqual(['/images/avatar.png', '/images/blog/post.jpg', '/images/phone.jpg']);
    expect(entries['/images/blog/post.jpg']).toMatchObject({ width: 700, height: 394 });
    expect(entries['/images/avatar.png']).toMatchObject({ width: 200, height: 300 });
    expect(entries['/images/phone.jpg']).toMatchObject({ width: 150, height: 300 });
    const widths = (set: string) => set.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths(entries['/images/blog/post.jpg']!.avif)).toEqual([160, 320, 480, 640, 700]);
    expect(widths(entries['/images/blog/post.jpg']!.webp)).toEqual([160, 320, 480, 640, 700]);
    expect(entries['/images/blog/post.jpg']!.avif).toMatch(/^\/images\/_variants\/blog\/post\.160\.[0-9a-f]{8}\.avif 160w, /);
  });

  it('writes real files at the promised widths and formats, never wider than the source', async () => {
    const build = await buildImages(options);
    const out = path.join(dir, 'out');
    await writeVariants(build, out);
    for (const variant of build.variants) {
      const meta = await sharp(path.join(out, variant.url)).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.width).toBeLessThanOrEqual(variant.source.width);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
    }
    const phone = build.variants.find((variant) => variant.source.publicPath === '/images/phone.jpg' && variant.width === 150);
    expect((await sharp(path.join(out, phone!.url)).metadata()).height).toBe(300);
  });

  it('encodes nothing on a warm run, and renames only the variants of a changed source', async () => {
    const cold = await buildImages(options);
    expect(cold.encoded).toBe(cold.variants.length);
    const warm = await buildImages(options);
    expect(warm.encoded).toBe(0);
    expect(warm.variants.map((v) => v.url)).toEqual(cold.variants.map((v) => v.url));

    await picture(700, 394).negate().jpeg().toFile(images('blog/post.jpg'));
    const changed = await buildImages(options);
    const urls = (build: typeof cold, source: string) => build.variants.filter((v) => v.source.publicPath === source).map((v) => v.url);
    expect(changed.encoded).toBe(urls(changed, '/images/blog/post.jpg').length);
    expect(urls(changed, '/images/blog/post.jpg').some((url) => urls(cold, '/images/blog/post.jpg').includes(url))).toBe(false);
    expect(urls(changed, '/images/avatar.png')).toEqual(urls(cold, '/images/avatar.png'));
    expect(changed.manifest['/images/blog/post.jpg']!.avif).toContain(urls(changed, '/images/blog/post.jpg')[0]);
  });

  it('fails on an undecodable file with a content error naming it, and leaves no cache entry for it', async () => {
    await writeFile(images('blog/broken.jpg'), 'not an image at all');
    const truncated = await picture(700, 394).jpeg().toBuffer();
    await writeFile(images('cut.jpg'), truncated.subarray(0, truncated.length / 2));
    const error = await buildImages(options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const files = (error as ContentError).issues.map((issue) => issue.file);
    expect(files).toEqual([expect.stringMatching(/content\/images\/blog\/broken\.jpg$/), expect.stringMatching(/content\/images\/cut\.jpg$/)]);
    expect((error as Error).message).toMatch(/broken\.jpg:1 is not a readable image/);
    const cached = await readdir(options.cacheDir).catch(() => []);
    expect(cached.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('plans the same manifest without encoding anything (the unit tests\' site data)', async () => {
    const planned = await imageManifest(options.contentDir);
    expect(await readdir(options.cacheDir).catch(() => [])).toEqual([]);
    expect(planned).toEqual((await buildImages(options)).manifest);
  });

  it('caches the variants forever on the host, and never the originals', () => {
    const rules = parseHeaders(headersFile());
    const cacheControl = (url: string) => Object.fromEntries(headersFor(rules, url))['Cache-Control'];
    expect(cacheControl('/images/_variants/blog/post.640.3f9a1c2e.avif')).toMatch(/immutable/);
    expect(cacheControl('/images/blog/post.jpg')).toBeUndefined();
    expect(cacheControl('/images/og-default.jpg')).toBeUndefined();
  });
});
