import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { copyRealContent, projectRoot } from './content-tree';

/**
 * Builds the real content (one post given its own sharing image and a
 * place) and checks every built page's sharing tags, cards and JSON-LD.
 */
const outDir = path.join(os.tmpdir(), `site-share-test-${process.pid}`);
const SITE = 'https://www.example.co.tz';
const OWN_IMAGE_POST = 'blog/fast-website-hosting-tanzania';

type Node = Record<string, unknown> & { '@type'?: string | string[]; '@id'?: string };
interface Page {
  file: string;
  html: string;
}
let pages: Page[] = [];

beforeAll(async () => {
  const contentDir = await copyRealContent();
  const post = path.join(contentDir, 'posts', 'fast-website-hosting-tanzania.md');
  const text = await readFile(post, 'utf8');
  await writeFile(
    post,
    text.replace(
      'readTime: 8\n',
      'readTime: 8\nogImage: /images/portfolio/kariakoo-electronics.jpg\nogImageAlt: An electronics shop website on a laptop\nlocation: Arusha, Tanzania\n',
    ),
  );
  await buildSite({ root: projectRoot, contentDir, outDir });
  const files = (await readdir(outDir, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
  const all = await Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(outDir, file), 'utf8') })));
  // Redirect stubs are not pages: they send the visitor on at once.
  pages = all.filter((page) => !page.html.includes('http-equiv="refresh"'));
}, 240_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const pageFile = (route: string) => (route === '404' ? '404.html' : path.join(route, 'index.html'));
const pageAt = (route: string) => {
  const page = pages.find((p) => p.file === pageFile(route));
  if (!page) throw new Error(`no page ${route}`);
  return page;
};

function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  return tag?.match(/content="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
}

function documents(html: string): Node[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
}

/** Every object in a JSON-LD tree. */
function objects(value: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) objects(item, into);
  else if (value && typeof value === 'object') {
    into.push(value as Node);
    for (const child of Object.values(value)) objects(child, into);
  }
  return into;
}

/** An object that only names an @id refers to a node; one with more keys describes it. */
const isReference = (node: Node) => Object.keys(node).length === 1 && typeof node['@id'] === 'string';

function graphOf(html: string) {
  const docs = documents(html);
  const all = objects(docs);
  const described = new Map(all.filter((n) => n['@id'] && !isReference(n)).map((n) => [n['@id']!, n]));
  const resolve = (value: unknown): Node => {
    const node = value as Node;
    return isReference(node) ? (described.get(node['@id']!) ?? {}) : node;
  };
  const ofType = (type: string) => all.filter((n) => n['@type'] === type || (Array.isArray(n['@type']) && n['@type'].includes(type)));
  return { docs, all, described, resolve, ofType };
}

/*
 * Property lists from Google Search Central's structured-data documentation
 * (developers.google.com/search/docs/appearance/structured-data/…).
 */
/** Article (BlogPosting): Google lists no required property; these are its recommended ones, which this site promises. */
const ARTICLE_PROPERTIES = ['author', 'dateModified', 'datePublished', 'headline', 'image'];
const ARTICLE_AUTHOR_PROPERTIES = ['name', 'url'];
/** FAQPage: required. */
const FAQ_PAGE_REQUIRED = ['mainEntity'];
const QUESTION_REQUIRED = ['name', 'acceptedAnswer'];
const ANSWER_REQUIRED = ['text'];
/** LocalBusiness: required (address, name), then the recommended ones the spec and this site promise. */
const LOCAL_BUSINESS_REQUIRED = ['address', 'name'];
const LOCAL_BUSINESS_PROMISED = ['geo', 'telephone', 'url', 'image', 'priceRange', 'openingHoursSpecification'];
const ADDRESS_PROPERTIES = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];
/** BreadcrumbList: required, with at least two ListItems; every item but the last needs `item`. */
const BREADCRUMB_REQUIRED = ['itemListElement'];
const LIST_ITEM_REQUIRED = ['name', 'position'];

const missing = (node: Node, properties: string[]) => properties.filter((p) => node[p] === undefined || node[p] === '' || (Array.isArray(node[p]) && (node[p] as unknown[]).length === 0));

describe('sharing tags on every built page', () => {
  it('builds the pages the site has (redirect stubs aside), 404 pages included', () => {
    expect(pages.map((p) => p.file)).toEqual(expect.arrayContaining(['index.html', '404.html', 'blog/404.html', 'website-design/index.html']));
    expect(pages.length).toBe(26);
  });

  it('names an absolute og:image with its width, height and alt, and twitter:image:alt, on every page', () => {
    for (const { file, html } of pages) {
      expect(meta(html, 'og:image'), file).toMatch(new RegExp(`^${SITE}/`));
      expect(meta(html, 'twitter:image'), file).toBe(meta(html, 'og:image'));
      expect(Number(meta(html, 'og:image:width')), file).toBeGreaterThan(0);
      expect(Number(meta(html, 'og:image:height')), file).toBeGreaterThan(0);
      expect(meta(html, 'og:image:alt')?.length, file).toBeGreaterThan(10);
      expect(meta(html, 'twitter:image:alt'), file).toBe(meta(html, 'og:image:alt'));
    }
  });

  it('serves each card: a JPEG of exactly 1200×630 and at most 300 KB that decodes whole, sizes as the tags say', async () => {
    const cards = new Set(pages.map((p) => meta(p.html, 'og:image')!).filter((url) => url.includes('/cards/')));
    // 14 pages (the privacy page among them) and 11 posts, less the post with an image of its own (/blog/404 shares the blog's card).
    expect(cards.size).toBe(24);
    for (const url of cards) {
      const file = path.join(outDir, url.slice(SITE.length));
      const bytes = await readFile(file);
      const info = await sharp(bytes).metadata();
      expect({ format: info.format, width: info.width, height: info.height }, url).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      expect(bytes.length, url).toBeLessThanOrEqual(300 * 1024);
      // Every scan byte read, libjpeg failing on any warning (a short scan, a restart marker out of order).
      const pixels = await sharp(bytes, { failOn: 'warning' }).raw().toBuffer();
      expect(pixels.length, url).toBe(1200 * 630 * 3);
    }
    for (const { file, html } of pages.filter((p) => meta(p.html, 'og:image')!.includes('/cards/'))) {
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], file).toEqual(['1200', '630']);
    }
  });

  it("describes each card's text in its alt: the page's price, or the post's title", () => {
    expect(meta(pageAt('website-design').html, 'og:image:alt')).toContain('From TSh 750,000');
    expect(meta(pageAt('website-hosting-tanzania').html, 'og:image:alt')).toContain('From TSh 65,000 a year');
    expect(meta(pageAt('seo-services').html, 'og:image:alt')).toContain('From TSh 300,000 a month');
    expect(meta(pageAt('web-developer-tanzania').html, 'og:image:alt')).toContain('From TSh 650,000');
    expect(meta(pageAt('blog/top-10-web-developers-tanzania').html, 'og:image:alt')).toMatch(/^Top 10 /);
    expect(meta(pageAt('').html, 'og:image:alt')).toContain('Juma Mwakyusa');
  });

  it("uses a post's own image, with its real size and alt, instead of a card", async () => {
    const { html } = pageAt(OWN_IMAGE_POST);
    expect(meta(html, 'og:image')).toBe(`${SITE}/images/portfolio/kariakoo-electronics.jpg`);
    const real = await sharp(path.join(projectRoot, 'content/images/portfolio/kariakoo-electronics.jpg')).metadata();
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([String(real.width), String(real.height)]);
    expect(meta(html, 'og:image:alt')).toBe('An electronics shop website on a laptop');
  });

  it('names the place a page or post is about (location)', () => {
    expect(meta(pageAt('web-developer-dar-es-salaam').html, 'geo.placename')).toBe('Dar es Salaam, Tanzania');
    expect(meta(pageAt(OWN_IMAGE_POST).html, 'geo.placename')).toBe('Arusha, Tanzania');
    expect(meta(pageAt('services').html, 'geo.placename')).toBeUndefined();
    const landing = graphOf(pageAt('web-hosting-dar-es-salaam').html);
    expect(landing.ofType('WebPage')[0]!.contentLocation).toEqual({ '@type': 'Place', name: 'Dar es Salaam, Tanzania' });
    expect(landing.ofType('Service')[0]!.areaServed).toEqual({ '@type': 'Place', name: 'Dar es Salaam, Tanzania' });
    const post = graphOf(pageAt(OWN_IMAGE_POST).html);
    expect(post.ofType('BlogPosting')[0]!.contentLocation).toEqual({ '@type': 'Place', name: 'Arusha, Tanzania' });
  });
});

describe('structured data on every built page', () => {
  it('is one @graph per page, with no @id that the page does not describe', () => {
    for (const { file, html } of pages) {
      const { docs, all, described } = graphOf(html);
      expect(docs.length, file).toBe(1);
      expect(docs[0]!['@context'], file).toBe('https://schema.org');
      expect(Array.isArray(docs[0]!['@graph']), file).toBe(true);
      const dangling = all.filter(isReference).map((n) => n['@id']!).filter((id) => !described.has(id));
      expect(dangling, file).toEqual([]);
    }
  });

  it('carries the business with its address, map position, phone, price range and Monday–Friday 09:00–18:00 hours on every page', () => {
    for (const { file, html } of pages) {
      const businesses = graphOf(html).ofType('ProfessionalService');
      expect(businesses.length, file).toBe(1);
      const business = businesses[0]!;
      expect(missing(business, [...LOCAL_BUSINESS_REQUIRED, ...LOCAL_BUSINESS_PROMISED]), file).toEqual([]);
      expect(missing(business.address as Node, ADDRESS_PROPERTIES), file).toEqual([]);
      expect(business.geo, file).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
      expect(business.telephone, file).toBe('+255712345678');
      expect(business.openingHoursSpecification, file).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '18:00',
        },
      ]);
      expect(graphOf(html).ofType('WebSite').length, file).toBe(1);
    }
  });

  it('gives every indexable page its WebPage and, below the home page, its breadcrumb trail with the required properties', () => {
    for (const { file, html } of pages.filter((p) => !p.html.includes('name="robots"'))) {
      const graph = graphOf(html);
      const webPages = graph.ofType('WebPage');
      expect(webPages.length, file).toBe(1);
      if (file === 'index.html' || file === '404.html') continue;
      const trail = graph.resolve(webPages[0]!.breadcrumb);
      expect(trail['@type'], file).toBe('BreadcrumbList');
      expect(missing(trail, BREADCRUMB_REQUIRED), file).toEqual([]);
      const items = trail.itemListElement as Node[];
      expect(items.length, file).toBeGreaterThanOrEqual(2);
      items.forEach((item, i) => {
        expect(missing(item, LIST_ITEM_REQUIRED), file).toEqual([]);
        expect(item.position, file).toBe(i + 1);
        if (i < items.length - 1) expect(item.item, file).toMatch(new RegExp(`^${SITE}/`));
      });
    }
  });

  it('describes each post as a BlogPosting with its author (with a url) and its publisher (with a name and a logo)', () => {
    const posts = pages.filter((p) => /^blog\/(?!404|page\/)[^/]+\/index\.html$/.test(p.file));
    expect(posts.length).toBe(11);
    for (const { file, html } of posts) {
      const graph = graphOf(html);
      const articles = graph.ofType('BlogPosting');
      expect(articles.length, file).toBe(1);
      const article = articles[0]!;
      expect(missing(article, ARTICLE_PROPERTIES), file).toEqual([]);
      const author = graph.resolve(article.author);
      expect(author['@type'], file).toBe('Person');
      expect(missing(author, ARTICLE_AUTHOR_PROPERTIES), file).toEqual([]);
      expect(author.url, file).toBe(`${SITE}/about-juma-mwakyusa`);
      const publisher = graph.resolve(article.publisher);
      expect(publisher.name, file).toBe('Juma Mwakyusa');
      expect((publisher.logo as Node).url, file).toBe(`${SITE}/images/logo.svg`);
    }
  });

  it('lists the FAQ each page shows as a FAQPage with the required properties', () => {
    const questions = { 'website-design': 5, 'seo-services': 4 };
    for (const [route, count] of Object.entries(questions)) {
      const faqs = graphOf(pageAt(route).html).ofType('FAQPage');
      expect(faqs.length, route).toBe(1);
      expect(missing(faqs[0]!, FAQ_PAGE_REQUIRED), route).toEqual([]);
      const entities = faqs[0]!.mainEntity as Node[];
      expect(entities.length, route).toBe(count);
      for (const question of entities) {
        expect(question['@type']).toBe('Question');
        expect(missing(question, QUESTION_REQUIRED), route).toEqual([]);
        expect(missing(question.acceptedAnswer as Node, ANSWER_REQUIRED), route).toEqual([]);
      }
    }
    for (const { file, html } of pages) {
      for (const faq of graphOf(html).ofType('FAQPage')) expect(missing(faq, FAQ_PAGE_REQUIRED), file).toEqual([]);
    }
  });

  it('describes services with their TSh offers, and the owner as a Person on the about page', () => {
    const design = graphOf(pageAt('website-design').html).ofType('Service');
    expect(design.length).toBe(1);
    const prices = (design[0]!.offers as Node[]).map((offer) => [offer.price, offer.priceCurrency]);
    expect(prices).toEqual(expect.arrayContaining([[750000, 'TZS'], [1500000, 'TZS'], [2500000, 'TZS'], [550000, 'TZS']]));
    const hosting = (graphOf(pageAt('website-hosting-tanzania').html).ofType('Service')[0]!.offers as Node[]).map((offer) => offer.price);
    expect(hosting).toEqual(expect.arrayContaining([65000, 85000, 110000]));
    const about = graphOf(pageAt('about-juma-mwakyusa').html);
    const person = about.ofType('Person');
    expect(person.length).toBe(1);
    expect(person[0]).toMatchObject({ name: 'Juma Mwakyusa', url: `${SITE}/about-juma-mwakyusa`, jobTitle: 'Web Developer & Hosting Provider' });
    expect(about.resolve(about.ofType('WebPage')[0]!.mainEntity)['@type']).toBe('Person');
  });
});
