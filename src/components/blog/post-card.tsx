import { ArrowRight } from '../ui/lucide-icons';
import type { PostSummary } from '../../../pipeline/compile/post-relations';
import { blogPostPath } from '../../lib/route-paths';
import type { ResponsiveImage } from '../../lib/images';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

/**
 * A post in a list: image, date, read time, title (2 lines), excerpt
 * (3 lines), tags and 'Read more'. The image repeats the title's link for
 * pointer users only, so keyboard users meet each post's links once.
 */
export function PostCard({ post, image = { src: post.image }, headingLevel = 2 }: { post: PostSummary; image?: ResponsiveImage; headingLevel?: 2 | 3 }) {
  const href = blogPostPath(post.slug);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-card transition-shadow hover:shadow-lg">
      <a href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostImage image={image} className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
      </a>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta date={post.date} readTime={post.readTime} className="text-muted-foreground" />
        <Heading className="mt-3 line-clamp-2 text-xl font-bold leading-snug text-ink">
          <a href={href} className="hover:text-primary">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 line-clamp-3 text-muted-foreground">{post.excerpt}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary-strong">
              {tag}
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-5">
          <a href={href} className="inline-flex items-center gap-1 font-semibold text-primary hover:text-primary-strong hover:underline">
            Read more<span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </a>
        </p>
      </div>
    </article>
  );
}
