import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { blogListPath as pagePath } from '../../lib/route-paths';

/** Links between the prerendered pages of the blog list, so every post is reachable without JavaScript. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={pagePath(page - 1)} className="rounded-lg px-3 py-2 font-semibold text-primary hover:bg-primary-soft">
          ← Newer
        </Link>
      )}
      {visiblePages(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
        <Link
          key={n}
          to={pagePath(n)}
          aria-current={n === page ? 'page' : undefined}
          className={cn('min-w-10 rounded-lg px-3 py-2 text-center font-semibold', n === page ? 'bg-primary text-primary-foreground' : 'text-ink hover:bg-muted')}
        >
          {n}
        </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={pagePath(page + 1)} className="rounded-lg px-3 py-2 font-semibold text-primary hover:bg-primary-soft">
          Older →
        </Link>
      )}
    </nav>
  );
}

/** First, last and the pages around the current one; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}
