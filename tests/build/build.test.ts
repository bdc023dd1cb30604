import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { ContentError, formatIssue } from '../../pipeline/validate/errors';
import { makeContentTree, projectRoot } from './content-tree';

const outDir = path.join(os.tmpdir(), `site-build-test-${process.pid}`);
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const entry of entries.map((e) => path.join(e.parentPath, e.name)).sort()) hash.update(entry).update(await readFile(entry));
  return hash.digest('hex');
}

describe('building a small fixture site', () => {
  beforeAll(async () => {
    const contentDir = await makeContentTree('small-blog');
    await buildSite({ root: projectRoot, contentDir, outDir });
  }, 180_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('writes a nested index.html per post, with its head and content prerendered', async () => {
    const html = await read('blog/seo-basics-tanzania/index.html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"[^>]*><head><meta charset="UTF-8"\s*\/?>/i);
    expect(html).toMatch(/<title[^>]*>SEO Basics for Small Businesses/);
    expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="https:\/\/[^"]+\/blog\/seo-basics-tanzania"/);
    expect(html).toContain('<h1');
    expect(html).toContain('Claim your business profile');
    expect(html).toContain('property="article:published_time" content="2024-01-15"');
    const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.length).toBe(1);
    const nodes = ld[0]['@graph'] as { '@type': string }[];
    expect(nodes.map((d) => d['@type'])).toEqual(['ProfessionalService', 'WebSite', 'WebPage', 'BreadcrumbList', 'BlogPosting', 'Person']);
    expect(nodes[4]).toMatchObject({ headline: 'SEO Basics for Small Businesses', datePublished: '2024-01-15', keywords: 'SEO, Hosting' });
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('leaves drafts out of pages, sitemap and feed', async () => {
    await expect(read('blog/draft-post/index.html')).rejects.toThrow();
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('/blog/fast-hosting</loc><lastmod>2025-05-10');
    expect(sitemap).not.toContain('draft-post');
    expect(sitemap).not.toContain('/wordpress-development');
    expect(sitemap).not.toContain('404');
    const rss = await read('rss.xml');
    expect(rss.indexOf('Fast Hosting for Tanzanian Shops')).toBeLessThan(rss.indexOf('SEO Basics for Small Businesses'));
    expect(rss).not.toContain('Draft');
  });

  it('emits host files: redirects, headers, robots, stubs and the 404 page', async () => {
    expect(await read('_redirects')).toMatch(/\/wordpress-development\s+\/website-design#wordpress\s+301/);
    expect(await read('_headers')).toContain('Content-Security-Policy:');
    expect(await read('robots.txt')).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
    const stub = await read('hosting-services/index.html');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/website-hosting-tanzania">');
    expect(stub).toContain('<meta name="robots" content="noindex">');
    const notFound = await read('404.html');
    expect(notFound).toContain('404 - Page Not Found');
    expect(notFound).toContain('Page Not Found - 404 Error');
    // The same page shell as every page: its header menu wakes through the one site script.
    expect(notFound).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);
    expect(notFound).toContain('data-island="site-header"');
    // Served at any unknown address with status 404: it names no canonical address of its own.
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('og:url');
  });

  it('leaves no literal placeholder in any page', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((f) => String(f).endsWith('.html'));
    for (const file of files) expect(await read(String(file)), String(file)).not.toMatch(/\{(?:firstName|lastName|fullName|phoneDisplay|email|name|phone)\}/);
  });
});

describe('building a broken content tree', () => {
  it('reports every error with file and line and leaves the previous output untouched', async () => {
    const previous = await mkdtemp(path.join(os.tmpdir(), 'site-previous-'));
    await mkdir(path.join(previous, 'blog'), { recursive: true });
    await writeFile(path.join(previous, 'index.html'), '<h1>previous build</h1>');
    await writeFile(path.join(previous, 'blog', 'index.html'), '<h1>previous blog</h1>');
    const before = await treeHash(previous);
    const contentDir = await makeContentTree('broken-posts');

    const error = await buildSite({ root: projectRoot, contentDir, outDir: previous }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).issues.map(formatIssue).map((l) => l.replace(contentDir, '<content>'));
    expect(lines).toEqual([
      "<content>/posts/bad-date.md:6 date: expected an ISO date or 'May 10, 2025'",
      '<content>/posts/no-title.md:2 title: is required (expected string)',
    ]);
    expect(await treeHash(previous)).toBe(before);
    await rm(previous, { recursive: true, force: true });
  });
});
