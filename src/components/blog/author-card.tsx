import { ArrowRight } from '../ui/lucide-icons';
import { Link } from 'react-router-dom';
import { imageFor } from '../../lib/images';
import { Avatar } from '../ui/avatar';

export interface Author {
  name: string;
  jobTitle: string;
  bio: string;
  /** The about page. */
  href: string;
  portrait?: string;
}

/** Who wrote the post, with a link to the about page. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <section aria-labelledby="post-author" className="rounded-2xl border border-border bg-background p-6 shadow-card">
      <h2 id="post-author" className="text-sm font-semibold uppercase tracking-wider text-primary">
        About the author
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar name={author.name} image={author.portrait ? imageFor(author.portrait) : undefined} size="md" />
        <div>
          <p className="text-lg font-bold text-ink">{author.name}</p>
          <p className="text-sm text-muted-foreground">{author.jobTitle}</p>
        </div>
      </div>
      <p className="mt-4 text-muted-foreground">{author.bio}</p>
      <Link to={author.href} className="group mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:text-primary-strong hover:underline">
        More about {author.name}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
      </Link>
    </section>
  );
}
