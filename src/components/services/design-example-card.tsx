import { TrendingUp } from '../ui/lucide-icons';
import type { DesignExample } from '../../../pipeline/validate/schemas/portfolio';
import { imageFor } from '../../lib/images';
import { Badge } from '../ui/badge';
import { Picture } from '../ui/picture';

/* Screenshots are 3:2, drawn one column on phones and three from md in the max-w-6xl grid (gap-6). */
const IMAGE_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** A design portfolio example: screenshot, kind of site, name, what it does and the result it brought. */
export function DesignExampleCard({ example }: { example: DesignExample }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-card">
      <Picture
        image={imageFor(example.image)}
        alt={`${example.title} website`}
        sizes={IMAGE_SIZES}
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
