import { BookOpen } from '../ui/lucide-icons';

/** The 'In this article' box: the post's excerpt, above the body. */
export function PostSummaryBox({ excerpt }: { excerpt: string }) {
  return (
    <aside aria-labelledby="post-summary" className="rounded-2xl border-l-4 border-accent bg-accent-soft p-6">
      <h2 id="post-summary" className="flex items-center gap-2 text-base font-bold text-ink">
        <BookOpen aria-hidden="true" className="size-5 text-accent-foreground" />
        In this article
      </h2>
      <p className="mt-2 text-lg leading-relaxed text-foreground">{excerpt}</p>
    </aside>
  );
}
