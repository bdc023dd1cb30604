import { Server } from '../ui/lucide-icons';
import type { LandingPage } from '../../../pipeline/validate/schemas/landing-pages';
import { ContentButton } from '../ui/content-button';

/** The hosting recommendation box: a heading, a sentence and one button. */
export function HostingRecommendation({ data }: { data: LandingPage['hostingRecommendation'] }) {
  return (
    <section
      aria-labelledby="hosting-recommendation"
      className="flex h-full flex-col rounded-2xl bg-ink p-6 text-ink-foreground shadow-card sm:p-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/10 text-accent">
        <Server aria-hidden="true" className="size-6" />
      </span>
      <h2 id="hosting-recommendation" className="mt-5 text-2xl font-bold text-white">
        {data.heading}
      </h2>
      <p className="mt-3 text-lg text-ink-foreground/90">{data.text}</p>
      <div className="mt-auto pt-6">
        <ContentButton link={data.link} variant="accent" />
      </div>
    </section>
  );
}
