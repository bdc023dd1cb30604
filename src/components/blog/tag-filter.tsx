import { cn } from '../../lib/cn';

/**
 * The topic badges: one toggle button per tag. Pressing the selected one
 * clears the selection.
 */
export function TagFilter({ tags, selected, onSelect }: { tags: readonly string[]; selected: string | null; onSelect: (tag: string | null) => void }) {
  const selectedKey = selected?.toLowerCase();
  return (
    <div role="group" aria-labelledby="blog-topics-label" className="flex flex-col gap-3 sm:flex-row sm:items-baseline">
      <p id="blog-topics-label" className="shrink-0 text-sm font-semibold text-ink">
        Topics
      </p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const pressed = tag.toLowerCase() === selectedKey;
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(pressed ? null : tag)}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-strong'
                    : 'border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft hover:text-primary-strong',
                )}
              >
                {tag}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
