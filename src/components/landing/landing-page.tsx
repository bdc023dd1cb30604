import { PageMeta } from '../../app/page-meta';
import type { LandingPage as LandingContent } from '../../../pipeline/validate/schemas/landing-pages';
import type { PageHead } from '../../../pipeline/compile/seo/page-head';
import { cn } from '../../lib/cn';
import { PageHero } from '../page/page-hero';
import { ChipList } from '../ui/chip';
import { ContentButtons } from '../ui/content-button';
import { FeatureGrid } from '../ui/feature-grid';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';
import { CallLine } from './call-line';
import { CrossLinks } from './cross-links';
import { HostingRecommendation } from './hosting-recommendation';
import { PackageCards } from './package-cards';

/**
 * A local search landing page: hero (with optional tag chips), three feature
 * cards, the website package cards when the content gives them an intro,
 * the hosting recommendation beside the related links, and the call-us line.
 */
export function LandingPage({ head, heading, content }: { head: PageHead; heading: string; content: LandingContent }) {
  return (
    <>
      <PageMeta head={head} />
      <PageHero
        breadcrumbs={head.breadcrumbs}
        eyebrow={content.hero.eyebrow}
        heading={heading}
        lead={content.hero.lead}
        actions={<ContentButtons links={content.hero.actions} primary="accent" secondary="light" size="lg" />}
      >
        {content.tags && <ChipList items={content.tags} tone="onDark" label="Specialities" className="mt-8" />}
      </PageHero>
      <Section id="features" {...introProps(content.features.intro)}>
        <FeatureGrid items={content.features.items} className="md:grid-cols-3" />
      </Section>
      {content.packages && <PackageCards intro={content.packages} />}
      {/* Alternate the band colours: after the grey package section, white. */}
      <div className={cn('py-16 sm:py-20', content.packages ? 'bg-background' : 'bg-surface')}>
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
          <HostingRecommendation data={content.hostingRecommendation} />
          <CrossLinks data={content.crossLinks} />
        </div>
      </div>
      <CallLine data={content.callLine} />
    </>
  );
}
