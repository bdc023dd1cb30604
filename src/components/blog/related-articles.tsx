import { imageFor } from '../../lib/images';
import type { PostSummary } from '../../../pipeline/compile/post-relations';
import { PostCard } from './post-card';

/** Up to two other posts sharing a tag with this one (chosen at build time). */
export function RelatedArticles({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id="related-articles" className="text-center text-3xl font-bold text-ink">
          Related Articles
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} image={imageFor(post.image)} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
