import { ContentPageHero } from '../components/page/content-page-hero';
import { AudienceCards } from '../components/business/audience-cards';
import { Reasons } from '../components/business/reasons';
import { SuccessStories } from '../components/business/success-stories';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { businessSolutions } from 'virtual:site-data/businessSolutions';
import { head, heading } from 'virtual:site-data/head/businessSolutions';

/** /business-solutions: hero, audiences (#solutions), success stories, reasons and a call to action. */
export function Component() {
  const { hero, audiences, successStories, reasons, cta } = businessSolutions;
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={hero} />
      <AudienceCards data={audiences} />
      <SuccessStories data={successStories} />
      <Reasons data={reasons} />
      <ContentCtaSection cta={cta} />
    </>
  );
}
