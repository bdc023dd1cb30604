import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { CheckList } from '../ui/check-list';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** What the owner offers, as a checked list in two columns on wide screens. */
export function ServicesList({ intro, items }: { intro: SectionIntro; items: readonly string[] }) {
  return (
    <Section id="services" className="bg-surface" {...introProps(intro)}>
      <div className="mx-auto max-w-4xl rounded-2xl border border-border bg-background p-6 shadow-card sm:p-8">
        <CheckList items={items} size="base" className="grid gap-x-10 gap-y-4 sm:grid-cols-2 sm:space-y-0" />
      </div>
    </Section>
  );
}
