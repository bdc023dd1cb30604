/**
 * The blog list's filters, kept apart from where the list comes from: the
 * same function filters the prerendered summaries today and a search index
 * fetched on demand later. Pure, so it is tested without rendering.
 */

/** What the filters read from a post. */
export interface FilterablePost {
  title: string;
  excerpt: string;
  tags: readonly string[];
}

export interface PostFilters {
  /** The selected topic (compared case-insensitively), or none. */
  tag: string | null;
  /** Free text typed in the search box. */
  query: string;
}

/** Lower case, accents removed, so "Café" finds "cafe". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The search box's words; blank input means no search. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

export function hasActiveFilters(filters: PostFilters): boolean {
  return filters.tag !== null || queryWords(filters.query).length > 0;
}

/**
 * Posts matching every active filter (AND): carrying the selected tag, and
 * containing each word of the query somewhere in the title, excerpt or tags.
 * The input order is kept.
 */
export function filterPosts<P extends FilterablePost>(posts: readonly P[], filters: PostFilters): P[] {
  const tag = filters.tag === null ? null : fold(filters.tag);
  const words = queryWords(filters.query);
  if (tag === null && words.length === 0) return [...posts];
  return posts.filter((post) => {
    if (tag !== null && !post.tags.some((t) => fold(t) === tag)) return false;
    if (words.length === 0) return true;
    const haystack = fold([post.title, post.excerpt, ...post.tags].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The known tag a `?tag=` value names, in its written case ("seo" → "SEO").
 * An unknown value is kept as it is: the list then shows its empty state.
 */
export function resolveTag(value: string | null, tags: readonly string[]): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return tags.find((tag) => fold(tag) === fold(trimmed)) ?? trimmed;
}

/** "1 result" / "4 results". */
export function resultCount(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}
