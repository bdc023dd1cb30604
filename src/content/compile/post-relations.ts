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

/** Newest first; posts of the same day by descending id. */
export function byNewest(a: PostSummary, b: PostSummary): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}

/**
 * Up to `limit` other posts sharing at least one tag with `post`, those
 * sharing the most tags first, then the newest. `byTag` indexes posts by tag
 * so this stays cheap with thousands of posts.
 */
export function relatedPosts<P extends PostSummary>(post: P, byTag: ReadonlyMap<string, readonly P[]>, limit = 2): P[] {
  const shared = new Map<P, number>();
  // A tag written twice ("SEO", "seo") counts once.
  for (const tag of new Set(post.tags.map((t) => t.toLowerCase()))) {
    for (const other of byTag.get(tag) ?? []) {
      if (other.slug !== post.slug) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  return [...shared.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || byNewest(a, b))
    .slice(0, limit)
    .map(([other]) => other);
}

export function indexByTag<P extends PostSummary>(posts: readonly P[]): Map<string, P[]> {
  const index = new Map<string, P[]>();
  for (const post of posts) {
    for (const key of new Set(post.tags.map((t) => t.toLowerCase()))) {
      const list = index.get(key);
      if (list) list.push(post);
      else index.set(key, [post]);
    }
  }
  return index;
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
