import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { aboutPath, blogPostPath, staticPagePaths } from '../../src/lib/route-paths.ts';
import type { CompiledSite } from '../compile/compile-site-data.ts';
import type { HostContent } from '../content-thread/load-and-compile.ts';
import { robotsTxt, rssXml, sitemapXml, type SitemapEntry } from './emit-feeds.ts';
import { backendOrigin, type ContactBackend } from '../check/contact-backend.ts';
import { REDIRECT_SCRIPT, headersFile, redirectStubHtml, redirectsFile } from './emit-host-files.ts';

/**
 * Writes the files a static host needs next to the prerendered pages:
 * sitemap.xml, robots.txt, rss.xml, _redirects, _headers, redirect stubs,
 * the blog index asset and the content images (the 404 pages come from the
 * prerenderer). `blog` is the blog index and its search index file, as the
 * compile step built them.
 */
export async function emitHostFiles(content: HostContent, { index, indexAsset }: CompiledSite['blog'], outDir: string, backend: ContactBackend): Promise<void> {
  const { site } = content.collections;
  const pages: SitemapEntry[] = [...Object.values(staticPagePaths), aboutPath(site)].map((p) => ({ path: p }));
  const posts: SitemapEntry[] = index.posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.date }));
  // A rebuild's staging folder holds only new files: a file's folder may not be there yet.
  const write = async (name: string, text: string) => {
    const file = path.join(outDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };

  await Promise.all([
    write('sitemap.xml', await sitemapXml(site.siteUrl, [...pages, ...posts])),
    write('robots.txt', robotsTxt(site.siteUrl)),
    write(
      'rss.xml',
      rssXml({
        siteUrl: site.siteUrl,
        title: content.collections.pages.blog.title,
        description: content.collections.pages.blog.description,
        language: site.language,
        author: `${site.firstName} ${site.lastName}`,
        posts: index.posts,
      }),
    ),
    write('_redirects', redirectsFile(content.redirects)),
    write('_headers', headersFile(backendOrigin(backend))),
    write('redirect.js', REDIRECT_SCRIPT),
    write(indexAsset.url.slice(1), indexAsset.json),
    ...content.redirects.map(async (redirect) => {
      const dir = path.join(outDir, redirect.from.replace(/^\//, ''));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'index.html'), redirectStubHtml(redirect, site.siteUrl, site.language));
    }),
    cp(path.join(content.dir, 'images'), path.join(outDir, 'images'), { recursive: true }),
  ]);
}
