import { ContentPageHero } from '../components/page/content-page-hero';
import { ContentButtons } from '../components/ui/content-button';
import { InlineMarkup } from '../components/ui/inline-markup';
import { formatDisplayDate } from '../lib/dates';
import { head, heading } from 'virtual:site-data/head/privacy';
import { privacy } from 'virtual:site-data/privacy';

/** /privacy: the privacy notice from content/privacy.yaml, one h2 per section. */
export function Component() {
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={privacy.hero} />
      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-10">
          {privacy.sections.map((section) => (
            <div key={section.heading}>
              <h2 className="text-2xl font-bold text-ink">{section.heading}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i} className="mt-4 leading-relaxed text-foreground">
                  <InlineMarkup text={paragraph} />
                </p>
              ))}
              {section.actions && (
                <div className="mt-6 flex flex-wrap gap-3">
                  <ContentButtons links={section.actions} />
                </div>
              )}
            </div>
          ))}
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={privacy.updated}>{formatDisplayDate(privacy.updated)}</time>.
          </p>
        </div>
      </section>
    </>
  );
}
