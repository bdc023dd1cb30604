import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

/** The visible breadcrumb trail; the same list feeds the page's BreadcrumbList JSON-LD. `onDark` sets light text for dark page tops. */
export function Breadcrumbs({ items, onDark = false }: { items: readonly { name: string; path: string }[]; onDark?: boolean }) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Breadcrumb"
      className={cn('text-sm', onDark && '[&_a]:text-ink-foreground [&_a:hover]:text-white [&_ol]:text-ink-foreground/80 [&_span[aria-current]]:text-white')}
    >
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="hover:text-primary hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
