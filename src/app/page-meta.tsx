import { site } from '../generated/site';
import type { PageHead } from '../content/seo/page-head';
import { PageHeadTags } from './page-head-tags';

/** A page's head tags, in the site's language. */
export function PageMeta({ head }: { head: PageHead }) {
  return <PageHeadTags head={head} lang={site.language} />;
}
