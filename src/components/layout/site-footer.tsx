import { Mail, MapPin, Phone } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import { staticPagePaths } from '../../lib/route-paths';
import { navigation } from 'virtual:site-data/navigation';
import { privacy } from 'virtual:site-data/privacy';
import { site } from 'virtual:site-data/site';
import { renderedOnce } from '../../islands/island';
import { mailtoHref, newTabProps, telHref } from '../../lib/links';
import { BrandMark } from './brand-mark';
import { CopyrightYear } from './copyright-year';
import { FooterLink } from './footer-link';
import { SocialIcon, socialNames, type SocialNetwork } from './social-icon';

const networks = Object.keys(site.social) as SocialNetwork[];

/** The footer's content is the same on every page: rendered once (a hundred elements React would build for each page). */
const footerContent = renderedOnce('site-footer', () => <FooterContent />);

/** The footer of every page: brand and social links, the link columns, contact facts and the copyright line. */
export function SiteFooter() {
  return <footer className="bg-ink text-ink-foreground" dangerouslySetInnerHTML={{ __html: footerContent() }} />;
}

function FooterContent() {
  const { footer } = navigation;
  return (
    <>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 pb-10 pt-16 sm:grid-cols-3 sm:px-6 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 sm:col-span-3 lg:col-span-3">
          <BrandMark tone="dark" />
          <p className="mt-4 max-w-sm leading-relaxed text-ink-foreground/75">{footer.blurb}</p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-white">{footer.socialHeading}</h2>
          <ul className="mt-3 flex gap-2">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  aria-label={socialNames[network]}
                  {...newTabProps}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-foreground ring-1 ring-inset ring-white/10 transition-colors hover:bg-primary hover:text-white hover:ring-primary"
                >
                  <SocialIcon network={network} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {footer.groups.map((group) => (
          <FooterColumn key={group.heading} heading={group.heading} className="lg:col-span-2">
            {group.links.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
          </FooterColumn>
        ))}

        <FooterColumn heading={footer.contactHeading} className="col-span-2 sm:col-span-3 lg:col-span-3">
          <li>
            <ContactLine icon={<Phone aria-hidden="true" className="size-4" />}>
              <a href={telHref()} className="transition-colors hover:text-white">
                {site.phoneDisplay}
              </a>
            </ContactLine>
          </li>
          <li>
            <ContactLine icon={<Mail aria-hidden="true" className="size-4" />}>
              <a href={mailtoHref()} className="break-all transition-colors hover:text-white">
                {site.email}
              </a>
            </ContactLine>
          </li>
          <li>
            <ContactLine icon={<MapPin aria-hidden="true" className="size-4" />}>
              {site.address.locality}
            </ContactLine>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-ink-foreground/70 sm:px-6">
          <p>
            © <CopyrightYear /> {footer.copyright}
          </p>
          {/* Here rather than in navigation.yaml: the header island ships that file, and this link needs no JavaScript. */}
          <a href={staticPagePaths.privacy} className="underline-offset-2 transition-colors hover:text-white hover:underline">
            {privacy.form.linkLabel}
          </a>
        </div>
      </div>
    </>
  );
}

function FooterColumn({ heading, className, children }: { heading: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="flex items-start gap-2.5 text-ink-foreground/80">
      <span className="mt-1 text-accent">{icon}</span>
      <span>{children}</span>
    </span>
  );
}
