import { SitemapStream, streamToPromise } from 'sitemap';
import type { PostSummary } from '../compile/post-relations.ts';

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change (posts). */
  lastmod?: string;
}

/** sitemap.xml: every indexable page and post (no redirects, no 404, no drafts). */
export async function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({ hostname: siteUrl });
  for (const entry of entries) stream.write(entry.lastmod ? { url: entry.path, lastmod: entry.lastmod } : { url: entry.path });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** rss.xml: the posts, newest first. */
export function rssXml(input: { siteUrl: string; title: string; description: string; language: string; posts: readonly PostSummary[]; author: string }): string {
  const items = input.posts
    .map((post) => {
      const link = `${input.siteUrl}/blog/${post.slug}`;
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${xml(post.excerpt)}</description>`,
        `      <dc:creator>${xml(input.author)}</dc:creator>`,
        ...post.tags.map((tag) => `      <category>${xml(tag)}</category>`),
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const newest = input.posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(input.title)}</title>`,
    `    <link>${xml(`${input.siteUrl}/blog`)}</link>`,
    `    <description>${xml(input.description)}</description>`,
    `    <language>${xml(input.language)}</language>`,
    `    <atom:link href="${xml(`${input.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(`${newest}T00:00:00Z`).toUTCString()}</lastBuildDate>`] : []),
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
