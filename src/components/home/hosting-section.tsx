import { Quote } from '../ui/lucide-icons';
import { home } from 'virtual:site-data/home';
import { hosting } from 'virtual:site-data/hosting';
import { hostingBillingUrl } from '../../lib/links';
import { ContentButton } from '../ui/content-button';
import { Icon } from '../ui/icon';
import { HomeSection } from './home-section';
import { PlanCard } from './plan-card';

/** Hosting (#hosting): four benefits, the three plans, a quote and links to the full plans and the contact section. */
export function HostingSection() {
  const { intro, benefits, orderLabel, quote, links } = home.hosting;
  const orderHref = hostingBillingUrl('home');
  return (
    <HomeSection id="hosting" intro={intro} tone="dark">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-inset ring-white/10">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent/15 text-accent">
              <Icon name={benefit.icon} className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-white">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-foreground/75">{benefit.description}</p>
          </li>
        ))}
      </ul>

      <ul className="mt-16 grid items-stretch gap-8 md:grid-cols-3 md:gap-6">
        {hosting.homePlans.map((plan) => (
          <li key={plan.name}>
            <PlanCard plan={plan} popularLabel={hosting.popularLabel} orderLabel={orderLabel} orderHref={orderHref} />
          </li>
        ))}
      </ul>

      <figure className="mx-auto mt-16 max-w-3xl text-center">
        <Quote aria-hidden="true" className="mx-auto size-8 text-accent" />
        <blockquote className="mt-4 text-balance text-xl font-medium leading-relaxed text-white sm:text-2xl">{quote.text}</blockquote>
        <figcaption className="mt-4 text-sm font-semibold uppercase tracking-wider text-ink-foreground/70">{quote.attribution}</figcaption>
      </figure>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        {links.map((link, i) => (
          <ContentButton
            key={link.label}
            link={link}
            size="lg"
            variant={i === 0 ? 'light' : 'onDark'}
          />
        ))}
      </div>
    </HomeSection>
  );
}
