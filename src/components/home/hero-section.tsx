import { home } from 'virtual:site-data/home';
import { imageFor } from '../../lib/images';
import { ContentButton } from '../ui/content-button';
import { Picture } from '../ui/picture';

/*
 * The illustration fills the container below the text on phones and
 * tablets, and one of two columns (gap-14) from lg. It is the largest
 * element of the first screen only on wide layouts; on phones it sits just
 * below the fold and the lead text is the LCP, so it loads eagerly but
 * without high priority (nothing the first paint needs waits for it).
 */
const HERO_SIZES = '(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** The first screen: greeting, the page's h1, lead, 'View My Work' / 'Contact Me', figures and the illustration. */
export function HeroSection({ heading }: { heading: string }) {
  const { hero } = home;
  const [primary, ...others] = hero.actions;
  return (
    <section data-header-tone="dark" className="relative isolate overflow-hidden bg-ink text-ink-foreground">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-40 size-144 rounded-full bg-primary/25 blur-3xl" />
        <div className="absolute -bottom-48 right-0 size-128 rounded-full bg-accent/10 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-28 sm:px-6 sm:pb-20 sm:pt-32 lg:grid-cols-2 lg:gap-14 lg:pb-28 lg:pt-40">
        <div>
          {hero.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-1.5 text-sm font-medium text-ink-foreground ring-1 ring-inset ring-white/10">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {hero.eyebrow}
            </p>
          )}
          <h1 className="mt-6 text-balance text-4xl font-bold leading-tight tracking-tight text-white sm:text-5xl">{heading}</h1>
          <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-ink-foreground/85 sm:text-xl">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            {primary && (
              <ContentButton link={primary} variant="accent" size="lg" />
            )}
            {others.map((link) => (
              <ContentButton
                key={link.label}
                link={link}
                variant="onDark"
                size="lg"
              />
            ))}
          </div>
          {hero.stats.length > 0 && (
            <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/10 pt-8">
              {hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                  <dt className="text-sm leading-snug text-ink-foreground/70">{stat.label}</dt>
                  <dd className="text-2xl font-bold text-white sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {hero.image && (
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-3 rounded-4xl bg-gradient-to-br from-primary/40 via-transparent to-accent/30 blur-xl" />
            <Picture
              image={imageFor(hero.image)}
              alt={hero.imageAlt ?? ''}
              sizes={HERO_SIZES}
              loading="eager"
              className="relative h-auto w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
            />
          </div>
        )}
      </div>
    </section>
  );
}
