import { describe, expect, it } from 'vitest';
import { byNewest, indexByTag, relatedPosts, relatedPostsFinder, relevantServices, type PostSummary, type TagService } from './post-relations.ts';

function post(id: number, date: string, tags: string[], slug = `post-${id}`): PostSummary {
  return { id, slug, title: `Post ${id}`, excerpt: 'An excerpt long enough.', image: '/images/blog/x.jpg', date, readTime: 5, tags };
}

const related = (target: PostSummary, all: PostSummary[], limit?: number) =>
  relatedPosts(target, indexByTag(all), limit).map((p) => p.id);

describe('byNewest', () => {
  it('puts later dates first, then higher ids on the same day', () => {
    const list = [post(1, '2024-01-15', ['a']), post(3, '2025-05-10', ['a']), post(2, '2025-05-10', ['a'])];
    expect(list.sort(byNewest).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});

describe('relatedPosts', () => {
  const current = post(1, '2025-01-01', ['Hosting', 'SEO']);
  const all = [
    current,
    post(2, '2024-06-01', ['Hosting']),
    post(3, '2025-03-01', ['SEO']),
    post(4, '2023-01-01', ['Hosting', 'SEO']),
    post(5, '2025-06-01', ['Design']),
  ];

  it('gives at most two posts by default, never the post itself', () => {
    const ids = related(current, all);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(1);
  });

  it('ranks posts sharing more tags first, then the newest', () => {
    expect(related(current, all, 10)).toEqual([4, 3, 2]);
  });

  it('leaves out posts sharing no tag', () => {
    expect(related(current, all, 10)).not.toContain(5);
  });

  it('compares tags case-insensitively', () => {
    const lower = post(6, '2020-01-01', ['hosting']);
    expect(related(post(7, '2025-01-01', ['HOSTING']), [lower])).toEqual([6]);
  });

  it('does not count a tag twice when it is written twice', () => {
    const doubled = post(8, '2020-01-01', ['SEO', 'seo']);
    const twoShared = post(9, '2019-01-01', ['SEO', 'Hosting']);
    expect(related(current, [current, doubled, twoShared])).toEqual([9, 8]);
    expect(related(post(10, '2025-01-01', ['Seo', 'SEO']), [doubled, twoShared])).toEqual([8, 9]);
  });

  it('returns nothing for a post whose tags nobody else has', () => {
    expect(related(post(11, '2025-01-01', ['Unique']), all)).toEqual([]);
  });

  it('picks what ranking every candidate would pick, over many posts with shared tags and dates', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const many = Array.from({ length: 300 }, (_, i) =>
      post(i + 1, `2024-0${1 + next(9)}-1${next(10)}`, Array.from({ length: 1 + next(3) }, () => tags[next(tags.length)]!)),
    );
    const index = indexByTag(many);
    for (const target of many) {
      const keys = new Set(target.tags.map((t) => t.toLowerCase()));
      const expected = many
        .filter((other) => other !== target)
        .map((other) => ({ other, shared: [...new Set(other.tags.map((t) => t.toLowerCase()))].filter((t) => keys.has(t)).length }))
        .filter(({ shared }) => shared > 0)
        .sort((x, y) => y.shared - x.shared || byNewest(x.other, y.other))
        .slice(0, 3)
        .map(({ other }) => other.id);
      expect(relatedPosts(target, index, 3).map((p) => p.id)).toEqual(expected);
    }
  });

  it('ranks right with many tags a post (counts above 3) and thousands of posts', () => {
    const tags = Array.from({ length: 12 }, (_, i) => `t${i}`);
    let seed = 3;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const many = Array.from({ length: 2000 }, (_, i) =>
      post(i + 1, `20${10 + next(15)}-0${1 + next(9)}-1${next(10)}`, Array.from({ length: 1 + next(9) }, () => tags[next(tags.length)]!)),
    );
    const index = indexByTag(many);
    for (const target of many.slice(0, 150)) {
      const keys = new Set(target.tags);
      const expected = many
        .filter((other) => other !== target)
        .map((other) => ({ other, shared: [...new Set(other.tags)].filter((t) => keys.has(t)).length }))
        .filter(({ shared }) => shared > 0)
        .sort((x, y) => y.shared - x.shared || byNewest(x.other, y.other))
        .slice(0, 5)
        .map(({ other }) => other.id);
      expect(relatedPosts(target, index, 5).map((p) => p.id)).toEqual(expected);
    }
  });

  it('gives the same posts through relatedPostsFinder, which shares one pass among posts with the same tags', () => {
    const tags = ['a', 'B', 'b', 'c', 'd'];
    let seed = 11;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const many = Array.from({ length: 400 }, (_, i) =>
      post(i + 1, `2024-0${1 + next(9)}-1${next(10)}`, Array.from({ length: 1 + next(3) }, () => tags[next(tags.length)]!)),
    );
    const index = indexByTag(many);
    for (const limit of [1, 2, 3]) {
      const find = relatedPostsFinder(index, limit);
      let shared = 0;
      for (const target of many) {
        const expected = relatedPosts(target, index, limit).map((p) => p.id);
        expect(find(target).map((p) => p.id)).toEqual(expected);
        if (expected.length === limit) shared += 1;
      }
      // The comparison saw full lists, not only empty ones.
      expect(shared).toBeGreaterThan(300);
    }
  });
});

describe('relevantServices', () => {
  const map: TagService[] = [
    { patterns: ['seo'], label: 'SEO Services', link: '/seo-services' },
    { patterns: ['hosting', 'server', 'ssl', 'domain'], label: 'Website Hosting', link: '/website-hosting-tanzania' },
    { patterns: ['wordpress'], label: 'WordPress Development', link: '/wordpress-development' },
    { patterns: ['e-commerce', 'ecommerce', 'shop', 'store'], label: 'E-commerce Websites', link: '/ecommerce-websites' },
    { patterns: ['design', 'responsive', 'ux', 'ui'], label: 'Website Design', link: '/website-design' },
    { patterns: ['maintenance', 'support', 'backup'], label: 'Website Maintenance', link: '/website-maintenance' },
  ];
  const links = (tags: string[], limit?: number) => relevantServices(tags, map, limit).map((s) => s.link);

  it('matches a word of a tag by its start, case-insensitively', () => {
    expect(links(['Web Hosting'])).toEqual(['/website-hosting-tanzania']);
    expect(links(['Servers'])).toEqual(['/website-hosting-tanzania']);
    expect(links(['UI/UX'])).toEqual(['/website-design']);
    expect(links(['Local SEO'])).toEqual(['/seo-services']);
  });

  it('does not match inside a word', () => {
    expect(links(['Building'])).toEqual([]);
    expect(links(['Webhosting'])).toEqual([]);
  });

  it('matches words joined by a hyphen, and hyphenated patterns', () => {
    expect(links(['E-commerce'])).toEqual(['/ecommerce-websites']);
    expect(links(['Web-Design'])).toEqual(['/website-design']);
    expect(links(['SSL-certificates'])).toEqual(['/website-hosting-tanzania']);
  });

  it('keeps the order of the map, not of the tags', () => {
    expect(links(['Maintenance', 'Design', 'SEO'])).toEqual(['/seo-services', '/website-design', '/website-maintenance']);
  });

  it('gives each link once and at most three', () => {
    expect(links(['Hosting', 'SSL', 'Domains'])).toEqual(['/website-hosting-tanzania']);
    expect(links(['SEO', 'Hosting', 'WordPress', 'Shop', 'Design', 'Support'])).toEqual([
      '/seo-services',
      '/website-hosting-tanzania',
      '/wordpress-development',
    ]);
    expect(links(['SEO', 'Hosting'], 1)).toEqual(['/seo-services']);
  });

  it('keeps the first entry when two entries share a link', () => {
    const withDuplicate = [...map, { patterns: ['tanzania'], label: 'Hosting again', link: '/website-hosting-tanzania' }];
    expect(relevantServices(['Hosting', 'Tanzania'], withDuplicate).map((s) => s.label)).toEqual(['Website Hosting']);
  });

  it('chooses nothing for tags no pattern names', () => {
    expect(links(['Small Business', 'Tanzania'])).toEqual([]);
    expect(links([])).toEqual([]);
  });
});
