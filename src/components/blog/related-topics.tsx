import { Tag } from '../ui/lucide-icons';
import { Link } from 'react-router-dom';
import { TAG_PARAM } from './blog-explorer.island';

/** The post's tags as links to the blog list filtered by each. */
export function RelatedTopics({ tags }: { tags: readonly string[] }) {
  return (
    <section aria-labelledby="post-topics" className="border-t border-border pt-8">
      <h2 id="post-topics" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Tag aria-hidden="true" className="size-5 text-primary" />
        Related topics
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/blog?${new URLSearchParams({ [TAG_PARAM]: tag })}`}
              className="inline-flex h-9 items-center rounded-full border border-border px-3.5 text-sm font-medium text-foreground transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary-strong"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
