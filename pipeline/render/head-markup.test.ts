import { describe, expect, it } from 'vitest';
import { headMarkup, htmlAttributes } from './head-markup.ts';
import type { PageHead } from '../compile/seo/page-head.ts';

const head: PageHead = {
  title: 'Tom & Jerry\'s "Shop"',
  description: 'A <b>shop</b>',
  canonical: 'https://example.com/shop',
  keywords: ['a', 'b'],
  ogType: 'article',
  ogImage: { url: 'https://example.com/card.jpg', width: 1200, height: 630, alt: 'Card' },
  siteName: 'Site',
  locale: 'en_TZ',
  article: { publishedTime: '2025-01-01', author: 'Me', tags: ['x', 'y'] },
  breadcrumbs: [],
  jsonLd: [{ name: '</script><b>' }],
};

describe('headMarkup', () => {
  it('writes title, meta tags, canonical and JSON-LD in that order, escaped', () => {
    const html = headMarkup(head);
    expect(html.startsWith('<title>Tom &amp; Jerry&#x27;s &quot;Shop&quot;</title><meta name="description" content="A &lt;b&gt;shop&lt;/b&gt;"/>')).toBe(true);
    expect(html).toContain('<meta name="keywords" content="a, b"/><meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:tag" content="x"/><meta property="article:tag" content="y"/><link rel="canonical" href="https://example.com/shop"/>');
    expect(html.endsWith('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>')).toBe(true);
    expect(html).not.toContain('robots');
    expect(html).not.toContain('data-');
  });

  it('marks a noindex page for robots and gives it no canonical link', () => {
    const html = headMarkup({ ...head, noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('writes the language as the html element\'s attribute', () => {
    expect(htmlAttributes('en')).toBe('lang="en"');
  });
});
