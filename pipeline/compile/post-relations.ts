/** A post as lists and cards show it. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  date: string;
  readTime: number;
  tags: string[];
}

export interface TagService {
  patterns: string[];
  label: string;
  link: string;
}

/** Newest first; posts of the same day by descending id. Dates are ISO (`2025-05-10`), so text order is date order. */
export function byNewest(a: PostSummary, b: PostSummary): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id;
}

/** Posts by tag, for relatedPosts: each post is its place in the newest-first order. */
export interface TagIndex<P extends PostSummary> {
  /** Newest first. */
  posts: readonly P[];
  /** Lower-cased tag → places in `posts`, ascending (newest first). */
  byTag: ReadonlyMap<string, readonly number[]>;
  /** Shared-tag counts by place; zero between calls. */
  counts: Uint16Array;
}

const tagKeys = (post: Pick<PostSummary, 'tags'>) => new Set(post.tags.map((tag) => tag.toLowerCase()));

export function indexByTag<P extends PostSummary>(posts: readonly P[]): TagIndex<P> {
  const sorted = [...posts].sort(byNewest);
  const byTag = new Map<string, number[]>();
  sorted.forEach((post, place) => {
    for (const key of tagKeys(post)) {
      const list = byTag.get(key);
      if (list) list.push(place);
      else byTag.set(key, [place]);
    }
  });
  return { posts: sorted, byTag, counts: new Uint16Array(sorted.length) };
}

/**
 * Up to `limit` other posts sharing at least one tag with `post`, those
 * sharing the most tags first, then the newest. One pass over the posts
 * that share a tag, with counts in a typed array and a running top list
 * (no sort): a build with thousands of posts calls this for each of them.
 */
export function relatedPosts<P extends PostSummary>(post: Pick<PostSummary, 'slug' | 'tags'>, index: TagIndex<P>, limit = 2): P[] {
  const { counts } = index;
  const touched: number[] = [];
  // A tag written twice ("SEO", "seo") counts once.
  for (const key of tagKeys(post)) {
    for (const place of index.byTag.get(key) ?? []) if ((counts[place] = counts[place]! + 1) === 1) touched.push(place);
  }
  // Places ascend within each tag, not across tags: ties on count go to the lower place (newer).
  const ranksAbove = (a: number, b: number) => counts[a]! > counts[b]! || (counts[a] === counts[b] && a < b);
  const top: number[] = [];
  for (const place of touched) {
    if (index.posts[place]!.slug === post.slug) continue;
    let at = top.length;
    while (at > 0 && ranksAbove(place, top[at - 1]!)) at -= 1;
    if (at < limit) {
      top.splice(at, 0, place);
      if (top.length > limit) top.pop();
    }
  }
  for (const place of touched) counts[place] = 0;
  return top.map((place) => index.posts[place]!);
}

/**
 * relatedPosts for many posts: posts with the same tags share one pass,
 * which finds one post more than asked (the post itself may be among
 * them) and each drops itself. The same answer as relatedPosts per post
 * (tested); a synthetic blog of 4,000 posts over 20 tags has about 1,300
 * distinct tag sets.
 */
export function relatedPostsFinder<P extends PostSummary>(index: TagIndex<P>, limit = 2): (post: Pick<PostSummary, 'slug' | 'tags'>) => P[] {
  const byTagSet = new Map<string, P[]>();
  return (post) => {
    const key = [...tagKeys(post)].sort().join('\0');
    let found = byTagSet.get(key);
    if (!found) {
      // Only the tags: a post may hold much more (a loaded post's blocks are read when touched).
      found = relatedPosts({ slug: '\0', tags: post.tags }, index, limit + 1);
      byTagSet.set(key, found);
    }
    return found.filter((other) => other.slug !== post.slug).slice(0, limit);
  };
}

/**
 * The 'Relevant Services' for a post's tags: walks the map in its written
 * order (first entry first) and keeps an entry when a word of any tag starts
 * with one of its patterns, case-insensitively ("Web Hosting" matches
 * "hosting", "Servers" matches "server", "UI/UX" matches "ui", "Web-Design"
 * matches "design", "E-commerce" matches "e-commerce", but "Building" does
 * not match "ui"). Each link once, at most `limit`.
 */
export function relevantServices<S extends TagService>(tags: readonly string[], map: readonly S[], limit = 3): S[] {
  const lowerTags = tags.map((tag) => tag.toLowerCase());
  const chosen: S[] = [];
  for (const entry of map) {
    if (chosen.length >= limit) break;
    if (chosen.some((c) => c.link === entry.link)) continue;
    if (entry.patterns.some((pattern) => lowerTags.some((tag) => startsAWord(tag, pattern.toLowerCase())))) chosen.push(entry);
  }
  return chosen;
}

/** Whether `pattern` occurs in `text` where a word begins: at the start, or after a character that is not a letter or digit. */
function startsAWord(text: string, pattern: string): boolean {
  if (!pattern) return false;
  for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true;
  }
  return false;
}
