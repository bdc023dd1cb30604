import { ArrowLeft, UserRound } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../ui/breadcrumbs';

/**
 * The top of a post: breadcrumbs, 'Back to Articles', the title (the page's
 * h1) and the byline. It matches the inner pages' hero and leaves room at
 * the bottom for the illustration to overlap it.
 */
export function PostHeader({
  breadcrumbs,
  title,
  author,
  children,
}: {
  breadcrumbs: readonly { name: string; path: string }[];
  title: string;
  author?: string;
  /** The date and read time line. */
  children?: ReactNode;
}) {
  return (
    <header className="bg-ink pb-24 pt-24 text-ink-foreground sm:pb-28 sm:pt-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Breadcrumbs items={breadcrumbs} onDark />
        <Link
          to="/blog"
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:text-white hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Articles
        </Link>
        <h1 className="mt-4 text-3xl font-bold leading-tight text-white sm:text-4xl lg:text-5xl">{title}</h1>
        {(author || children) && (
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-foreground">
            {author && (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-white">
                <UserRound aria-hidden="true" className="size-4" />
                <span>
                  <span className="sr-only">By </span>
                  {author}
                </span>
              </p>
            )}
            {children}
          </div>
        )}
      </div>
    </header>
  );
}
