import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { imageFor } from '../../lib/images';
import { Picture } from '../ui/picture';
import { SectionHeading } from '../ui/section-heading';

/* The portrait: at most max-w-sm (384px) on phones and tablets, two of five columns (gap-16) from lg. */
const PORTRAIT_SIZES = '(min-width: 1152px) 404px, (min-width: 1024px) calc(40vw - 58px), (min-width: 416px) 384px, calc(100vw - 32px)';

/** The owner's story beside the portrait (the portrait's 4:5 ratio is reserved before it loads). */
export function Story({ intro, paragraphs, portrait, portraitAlt }: { intro: SectionIntro; paragraphs: readonly string[]; portrait?: string; portraitAlt?: string }) {
  return (
    <section id="story" aria-labelledby="story-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        {portrait && (
          <div className="relative mx-auto w-full max-w-sm lg:col-span-2 lg:max-w-none">
            <span aria-hidden="true" className="absolute -bottom-4 -right-4 h-2/3 w-2/3 rounded-2xl bg-accent-soft" />
            <Picture
              image={imageFor(portrait)}
              alt={portraitAlt ?? ''}
              sizes={PORTRAIT_SIZES}
              className="relative aspect-[4/5] w-full rounded-2xl bg-muted object-cover shadow-card"
            />
          </div>
        )}
        <div className={portrait ? 'lg:col-span-3' : 'lg:col-span-5'}>
          <SectionHeading id="story-heading" eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} align="left" />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
