import { ContentPageHero } from '../components/page/content-page-hero';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { AddOnCard } from '../components/pricing/add-on-card';
import { HostingPlanCard } from '../components/pricing/hosting-plan-card';
import { PopularPlansSummary } from '../components/pricing/popular-plans-summary';
import { HostingTestimonialCard } from '../components/services/hosting-testimonial-card';
import { AnchorNav } from '../components/ui/anchor-nav';
import { FeatureGrid } from '../components/ui/feature-grid';
import { Section } from '../components/ui/section';
import { introProps } from '../components/ui/section-intro';
import { Steps } from '../components/ui/steps';
import { head, heading } from 'virtual:site-data/head/websiteHostingTanzania';
import { hosting } from 'virtual:site-data/hosting';
import { hostingStoreUrl } from '../lib/links';

/**
 * /website-hosting-tanzania: features, a plan summary, in-page navigation,
 * the plan cards (#plans), testimonials, add-ons, the setup process and a
 * closing call to action (#contact). Order buttons carry this page's
 * referral parameters.
 */
export function Component() {
  const { page } = hosting;
  const orderHref = hostingStoreUrl('hostingTanzania');
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={page.hero} />
      <div className="mx-auto -mt-8 max-w-6xl px-4 sm:-mt-10 sm:px-6">
        <FeatureGrid items={page.features} dense headingLevel={2} className="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
      <Section id="popular-plans" className="pb-10 sm:pb-12">
        <PopularPlansSummary
          intro={page.popularSummary.intro}
          plans={hosting.plans}
          popularPlan={hosting.popularPlan}
          popularLabel={hosting.popularLabel}
          actions={page.popularSummary.actions}
        />
      </Section>
      <AnchorNav links={page.anchors} className="border-t" />
      <Section id="plans" className="bg-surface" {...introProps(page.plansSection.intro)}>
        <ul className="grid gap-8 pt-4 lg:grid-cols-3">
          {hosting.plans.map((plan) => (
            <li key={plan.name}>
              <HostingPlanCard
                plan={plan}
                popular={plan.name === hosting.popularPlan}
                popularLabel={hosting.popularLabel}
                orderLabel={page.plansSection.orderLabel}
                orderHref={orderHref}
              />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">{page.plansSection.note}</p>
      </Section>
      <Section id="testimonials" {...introProps(page.testimonialsSection)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {hosting.testimonials.map((testimonial) => (
            <li key={testimonial.attribution}>
              <HostingTestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="add-ons" className="bg-surface" {...introProps(page.addOnsSection)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hosting.addOns.map((addOn) => (
            <li key={addOn.name}>
              <AddOnCard addOn={addOn} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" {...introProps(page.processSection)}>
        <Steps steps={page.steps} />
      </Section>
      <ContentCtaSection id="contact" cta={page.cta} />
    </>
  );
}
