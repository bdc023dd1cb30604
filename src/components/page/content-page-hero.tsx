import { PageMeta } from '../../app/page-meta';
import type { PageHead } from '../../../pipeline/compile/seo/page-head';
import type { Hero } from '../../../pipeline/validate/schemas/blocks';
import { ContentButtons } from '../ui/content-button';
import { PageHero } from './page-hero';

/** The top of a content-driven inner page: its head tags, then the hero with breadcrumbs, h1, lead and buttons from YAML. */
export function ContentPageHero({ head, heading, hero }: { head: PageHead; heading: string; hero: Pick<Hero, 'eyebrow' | 'lead' | 'actions'> }) {
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
    </>
  );
}
