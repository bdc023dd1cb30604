import { ContentPageHero } from '../components/page/content-page-hero';
import { Achievements } from '../components/about/achievements';
import { ServicesList } from '../components/about/services-list';
import { Story } from '../components/about/story';
import { Ventures } from '../components/about/ventures';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { about } from 'virtual:site-data/about';
import { head, heading } from 'virtual:site-data/head/about';

/** The about page: hero, achievements, ventures, services, story, and a call, e-mail and hosting-company call to action. */
export function Component() {
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={about.hero} />
      <Achievements stats={about.achievements} />
      <Ventures intro={about.ventures.intro} items={about.ventures.items} />
      <ServicesList intro={about.services.intro} items={about.services.items} />
      <Story intro={about.story.intro} paragraphs={about.story.paragraphs} portrait={about.hero.image} portraitAlt={about.hero.imageAlt} />
      <ContentCtaSection cta={about.cta} />
    </>
  );
}
