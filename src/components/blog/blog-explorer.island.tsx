import { Search, SearchX, X } from '../ui/lucide-icons';
import { useId, useState } from 'react';
import type { PostSummary } from '../../../pipeline/compile/post-relations';
import { useSearchParam } from '../../lib/hooks/use-location';
import type { ResponsiveImage } from '../../lib/images';
import { island } from '../../islands/island';
import { Button } from '../ui/button';
import { filterPosts, hasActiveFilters, resolveTag, resultCount } from './filter-posts';
import { PostCard } from './post-card';
import { TagFilter } from './tag-filter';
import { useFullIndex } from './use-full-index';

/** The query parameter that carries the selected topic: /blog?tag=SEO. */
export const TAG_PARAM = 'tag';

/**
 * Search box, topic badges and the filtered grid. Without filters it shows
 * the page's own posts; with a filter on a paginated blog it searches every
 * post through the index fetched on demand (useFullIndex).
 *
 * The selected tag lives in the URL only (`?tag=`), so links, reloads and
 * back/forward all agree with the badges. While the prerendered HTML
 * hydrates, the URL is not read: the static page always shows every post,
 * and the tag applies on the render right after. An island.
 */
export default function BlogExplorer({
  posts: pagePosts,
  tags,
  total = pagePosts.length,
  indexUrl = null,
  images = {},
}: {
  posts: readonly PostSummary[];
  tags: readonly string[];
  /** Number of posts on the whole blog (more than `posts` when the list is paginated). */
  total?: number;
  /** Where every post summary can be fetched when a filter must look beyond this page. */
  indexUrl?: string | null;
  /** The responsive sets of this page's post images (posts found through the index show their original image). */
  images?: Readonly<Record<string, ResponsiveImage>>;
}) {
  const [tagParam, setTagParam] = useSearchParam(TAG_PARAM);
  const [query, setQuery] = useState('');
  const searchId = useId();

  const tag = resolveTag(tagParam, tags);
  const filters = { tag, query };
  const filtering = hasActiveFilters(filters);
  const { posts, loading } = useFullIndex(pagePosts, pagePosts.length < total ? indexUrl : null, filtering);
  const visible = filtering ? filterPosts(posts, filters) : pagePosts;

  const clearFilters = () => {
    setQuery('');
    if (tagParam !== null) setTagParam(null);
  };

  return (
    <div>
      <div className="space-y-5 rounded-2xl border border-border bg-background p-4 shadow-card sm:p-6">
        <div>
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search articles..."
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-xl border border-border bg-surface pl-12 pr-4 text-base text-foreground placeholder:text-muted-foreground focus:border-primary focus:bg-background focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary"
            />
          </div>
        </div>
        <TagFilter tags={tags} selected={tag} onSelect={setTagParam} />
      </div>

      <div className="mt-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {filtering && (loading ? `Searching all ${total} articles…` : <ResultLine count={visible.length} tag={tag} query={query.trim()} />)}
        </p>
        {filtering && (
          <Button type="button" variant="ghost" size="sm" onClick={clearFilters}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        )}
      </div>

      {visible.length > 0 ? (
        <ul className="mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} image={images[post.image]} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState onReset={clearFilters} />
      )}
    </div>
  );
}

function ResultLine({ count, tag, query }: { count: number; tag: string | null; query: string }) {
  return (
    <>
      <span className="font-semibold text-ink">{resultCount(count)}</span>
      {tag && (
        <>
          {' '}
          in <span className="font-semibold text-ink">{tag}</span>
        </>
      )}
      {query && (
        <>
          {' '}
          for <span className="font-semibold text-ink">“{query}”</span>
        </>
      )}
    </>
  );
}

function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">No articles found</h2>
      <p className="mt-2 text-muted-foreground">Try adjusting your search or filter criteria.</p>
      <Button type="button" className="mt-6" onClick={onReset}>
        View all articles
      </Button>
    </div>
  );
}

// Typed text and taps before it is live are kept (islands/client.ts), so it waits for the visitor like every
// island, unless the URL selects a topic: then it applies it as soon as the page has painted.
export const BlogExplorerIsland = island('blog-explorer', BlogExplorer, 'interaction', { loadWithQuery: TAG_PARAM });
