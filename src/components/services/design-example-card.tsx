import { TrendingUp } from 'lucide-react';
import type { DesignExample } from '../../content/schemas/portfolio';
import { Badge } from '../ui/badge';

/* Portfolio screenshots are 1200×800 (3:2); the attributes reserve the space before the file arrives. */
const WIDTH = 1200;
const HEIGHT = 800;

/** A design portfolio example: screenshot, kind of site, name, what it does and the result it brought. */
export function DesignExampleCard({ example }: { example: DesignExample }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-card">
      <img
        src={example.image}
        alt={`${example.title} website`}
        width={WIDTH}
        height={HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{example.category}</Badge>
        <h3 className="mt-3 text-lg font-semibold text-ink">{example.title}</h3>
        <p className="mt-2 flex-1 text-muted-foreground">{example.description}</p>
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-primary-soft p-3 text-sm font-semibold text-primary-strong">
          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {example.result}
        </p>
      </div>
    </article>
  );
}
