import { describe, expect, it } from 'vitest';
import { filterPosts, hasActiveFilters, queryWords, resolveTag, resultCount } from './filter-posts';

const posts = [
  { slug: 'hosting', title: 'Fast Website Hosting in Tanzania', excerpt: 'Why speed and uptime matter.', tags: ['Hosting', 'Performance'] },
  { slug: 'seo', title: 'Five SEO Strategies', excerpt: 'Rank higher on Google in Dar es Salaam.', tags: ['SEO', 'Marketing'] },
  { slug: 'shop', title: 'E-commerce Guide', excerpt: 'Sell online with M-Pesa and a fast shop.', tags: ['E-commerce', 'Hosting'] },
  { slug: 'cafe', title: 'A Website for a Café', excerpt: 'Menus people can read on a phone.', tags: ['Web Design'] },
];
const slugs = (list: readonly { slug: string }[]) => list.map((p) => p.slug);

describe('filterPosts', () => {
  it('returns every post, in order, when no filter is active', () => {
    expect(slugs(filterPosts(posts, { tag: null, query: '' }))).toEqual(['hosting', 'seo', 'shop', 'cafe']);
    expect(slugs(filterPosts(posts, { tag: null, query: '   ' }))).toEqual(['hosting', 'seo', 'shop', 'cafe']);
  });

  it('keeps the posts carrying the selected tag, whatever its case', () => {
    expect(slugs(filterPosts(posts, { tag: 'Hosting', query: '' }))).toEqual(['hosting', 'shop']);
    expect(slugs(filterPosts(posts, { tag: 'hosting', query: '' }))).toEqual(['hosting', 'shop']);
  });

  it('does not match a tag by a part of it', () => {
    expect(filterPosts(posts, { tag: 'Host', query: '' })).toEqual([]);
  });

  it('searches title, excerpt and tags case-insensitively', () => {
    expect(slugs(filterPosts(posts, { tag: null, query: 'STRATEGIES' }))).toEqual(['seo']); // title
    expect(slugs(filterPosts(posts, { tag: null, query: 'm-pesa' }))).toEqual(['shop']); // excerpt
    expect(slugs(filterPosts(posts, { tag: null, query: 'marketing' }))).toEqual(['seo']); // tag
    expect(slugs(filterPosts(posts, { tag: null, query: 'fast' }))).toEqual(['hosting', 'shop']);
  });

  it('needs every word of the query, in any order or field', () => {
    expect(slugs(filterPosts(posts, { tag: null, query: 'tanzania uptime' }))).toEqual(['hosting']);
    expect(slugs(filterPosts(posts, { tag: null, query: 'fast  google' }))).toEqual([]);
  });

  it('ignores accents', () => {
    expect(slugs(filterPosts(posts, { tag: null, query: 'cafe' }))).toEqual(['cafe']);
    expect(slugs(filterPosts(posts, { tag: null, query: 'CAFÉ' }))).toEqual(['cafe']);
  });

  it('combines the tag and the search with AND', () => {
    expect(slugs(filterPosts(posts, { tag: 'Hosting', query: 'shop' }))).toEqual(['shop']);
    expect(filterPosts(posts, { tag: 'SEO', query: 'shop' })).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterPosts(posts, { tag: null, query: '' });
    expect(result).not.toBe(posts);
    expect(posts).toHaveLength(4);
  });
});

describe('hasActiveFilters', () => {
  it('is true with a tag or non-blank search text', () => {
    expect(hasActiveFilters({ tag: null, query: '' })).toBe(false);
    expect(hasActiveFilters({ tag: null, query: ' \t' })).toBe(false);
    expect(hasActiveFilters({ tag: 'SEO', query: '' })).toBe(true);
    expect(hasActiveFilters({ tag: null, query: 'seo' })).toBe(true);
  });
});

describe('queryWords', () => {
  it('splits on any whitespace and folds case', () => {
    expect(queryWords('  Web\tHOSTING  dar ')).toEqual(['web', 'hosting', 'dar']);
  });
});

describe('resolveTag', () => {
  const tags = ['E-commerce', 'Hosting', 'SEO'];
  it('maps a query value to the tag as written', () => {
    expect(resolveTag('seo', tags)).toBe('SEO');
    expect(resolveTag(' hosting ', tags)).toBe('Hosting');
  });
  it('treats a missing or blank value as no tag', () => {
    expect(resolveTag(null, tags)).toBeNull();
    expect(resolveTag('', tags)).toBeNull();
    expect(resolveTag('  ', tags)).toBeNull();
  });
  it('keeps an unknown value, so the list can say nothing matches', () => {
    expect(resolveTag('Blockchain', tags)).toBe('Blockchain');
  });
});

describe('resultCount', () => {
  it('uses the singular for one', () => {
    expect(resultCount(0)).toBe('0 results');
    expect(resultCount(1)).toBe('1 result');
    expect(resultCount(12)).toBe('12 results');
  });
});
