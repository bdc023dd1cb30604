import { Link, useLoaderData } from 'react-router-dom';
import { PageMeta } from '../app/page-meta';
import { PostBody } from '../components/blog/post-body';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import type { PostPage } from '../content/compile/post-pages';
import { formatDisplayDate } from '../content/dates';
import { head as blogHead } from '../generated/head/blog';

/** Unknown slug: the spec's placeholder post, kept out of search results. */
const placeholderHead = { ...blogHead, title: 'Blog Post', noindex: true, jsonLd: [] };

export function Component() {
  const post = useLoaderData() as PostPage | null;
  if (!post) {
    return (
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-24">
        <PageMeta head={placeholderHead} />
        <Breadcrumbs items={blogHead.breadcrumbs} />
        <h1 className="mt-4 text-3xl font-bold">Blog Post</h1>
        <p className="mt-4">Full content not found.</p>
        <Link to="/blog" className="mt-8 inline-block underline">
          Back to Articles
        </Link>
      </article>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-24">
      <PageMeta head={post.head} />
      <Breadcrumbs items={post.head.breadcrumbs} />
      <Link to="/blog" className="mt-4 inline-block underline">
        Back to Articles
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{post.title}</h1>
      <p className="mt-2 text-sm">
        <time dateTime={post.date}>{formatDisplayDate(post.date)}</time> · {post.readTime} min read · {post.author}
      </p>
      <aside className="mt-6 rounded border p-4">
        <h2 className="font-semibold">In this article</h2>
        <p>{post.excerpt}</p>
      </aside>
      <PostBody blocks={post.blocks} />
    </article>
  );
}
