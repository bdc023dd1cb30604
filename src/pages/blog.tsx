import { useLoaderData, type ShouldRevalidateFunction } from 'react-router-dom';
import { PageMeta } from '../app/page-meta';
import { BlogExplorer } from '../components/blog/blog-explorer';
import { PageHero } from '../components/page/page-hero';
import type { BlogIndex } from '../content/compile/post-pages';
import { head, heading } from '../generated/head/blog';

export function Component() {
  const index = useLoaderData() as BlogIndex;
  return (
    <>
      <PageMeta head={head} />
      <PageHero breadcrumbs={head.breadcrumbs} heading={heading} lead={head.description} />
      <section aria-label="Articles" className="flow-root bg-surface pb-20">
        <div className="relative mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
          <BlogExplorer posts={index.posts} tags={index.tags} />
        </div>
      </section>
    </>
  );
}

/**
 * Choosing a topic only changes `?tag=`: keep the list already loaded instead
 * of fetching the same data again before the badges can respond.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
