import { ArrowUpRight, MapPin } from '../ui/lucide-icons';
import type { Project } from '../../../pipeline/validate/schemas/portfolio';
import { imageFor } from '../../lib/images';
import { newTabProps } from '../../lib/links';
import { ChipList } from '../ui/chip';
import { CARD_GRID_SIZES } from '../ui/image-sizes';
import { Picture } from '../ui/picture';

/** A portfolio project: screenshot, location, title, two-line description, tags and 'View Project' (new tab). */
export function ProjectCard({ project, viewLabel }: { project: Project; viewLabel: string }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-card transition-shadow hover:shadow-lg">
      <div className="overflow-hidden bg-muted">
        <Picture
          image={imageFor(project.image)}
          alt={project.title}
          sizes={CARD_GRID_SIZES}
          className="aspect-3/2 h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 text-primary" />
          {project.location}
        </p>
        <h3 className="mt-2 text-xl font-semibold text-ink">{project.title}</h3>
        <p className="mt-2 line-clamp-2 text-muted-foreground">{project.description}</p>
        <ChipList items={project.tags} tone="outline" className="mt-4" />
        <div className="mt-auto pt-6">
          <a
            href={project.url}
            {...newTabProps}
            className="inline-flex items-center gap-1.5 font-semibold text-primary transition-colors hover:text-primary-strong"
          >
            {viewLabel}
            <ArrowUpRight aria-hidden="true" className="size-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
            <span className="sr-only">: {project.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
