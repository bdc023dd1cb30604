import type { ReactNode } from 'react';
import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { cn } from '../../lib/cn';
import { Reveal } from '../ui/reveal';
import { SectionHeading } from '../ui/section-heading';

const tones = {
  plain: 'bg-background',
  muted: 'bg-surface',
  dark: 'bg-ink text-ink-foreground',
} as const;

/**
 * A home page section: its anchor id (80 px clear of the header when jumped
 * to), background, heading from content, and content that fades in once.
 */
export function HomeSection({
  id,
  intro,
  tone = 'plain',
  align = 'center',
  children,
}: {
  id: string;
  intro: SectionIntro;
  tone?: keyof typeof tones;
  align?: 'center' | 'left';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('relative py-16 sm:py-24', tones[tone])}>
      <Reveal className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} align={align} tone={tone === 'dark' ? 'dark' : 'light'} />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Reveal>
    </section>
  );
}
