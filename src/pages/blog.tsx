import { useLoaderData } from 'react-router-dom';
import { PageMeta } from '../app/page-meta';
import { BlogExplorerIsland } from '../components/blog/blog-explorer.island';
import { BlogPagination } from '../components/blog/blog-pagination';
import { PageHero } from '../components/page/page-hero';
import type { BlogPage } from '../../pipeline/compile/blog-list';
import { head, heading } from 'virtual:site-data/head/blog';
import { imagesFor } from '../lib/images';

/** /blog and its continuation pages /blog/page/N (only when there are more posts than fit one page). */
export function Component() {
  const page = useLoaderData() as BlogPage;
  return (
    <>
      <PageMeta head={page.head} />
      <PageHero breadcrumbs={head.breadcrumbs} heading={heading} lead={head.description} />
      <section aria-label="Articles" className="flow-root bg-surface pb-20">
        <div className="relative mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
          <BlogExplorerIsland images={imagesFor(page.posts.map((post) => post.image))} posts={page.posts} tags={page.tags} total={page.total} indexUrl={page.indexUrl} />
          <BlogPagination page={page.page} pageCount={page.pageCount} />
        </div>
      </section>
    </>
  );
}

