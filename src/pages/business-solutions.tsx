import { PageMeta } from '../app/page-meta';
import { AudienceCards } from '../components/business/audience-cards';
import { Reasons } from '../components/business/reasons';
import { SuccessStories } from '../components/business/success-stories';
import { CtaSection } from '../components/page/cta-section';
import { PageHero } from '../components/page/page-hero';
import { ContentButtons } from '../components/ui/content-button';
import { businessSolutions } from '../generated/businessSolutions';
import { head, heading } from '../generated/head/businessSolutions';

/** /business-solutions: hero, audiences (#solutions), success stories, reasons and a call to action. */
export function Component() {
  const { hero, audiences, successStories, reasons, cta } = businessSolutions;
  return (
    <>
      <PageMeta head={head} />
      <PageHero
        breadcrumbs={head.breadcrumbs}
        eyebrow={hero.eyebrow}
        heading={heading}
        lead={hero.lead}
        actions={<ContentButtons links={hero.actions} primary="accent" secondary="light" size="lg" />}
      />
      <AudienceCards data={audiences} />
      <SuccessStories data={successStories} />
      <Reasons data={reasons} />
      <CtaSection heading={cta.heading} text={cta.text} actions={<ContentButtons links={cta.actions} primary="accent" secondary="light" size="lg" />} />
    </>
  );
}
