import { CalendarClock, Clock, Mail, MapPin, MessageCircle, Phone } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import { staticPagePaths } from '../../lib/route-paths';
import { home } from 'virtual:site-data/home';
import { privacy } from 'virtual:site-data/privacy';
import { site } from 'virtual:site-data/site';
import { mailtoHref, newTabProps, telHref, whatsappHref } from '../../lib/links';
import { ContactFormIsland } from '../contact/contact-form.island';
import { buttonVariants } from '../ui/button';
import { Card } from '../ui/card';
import { CheckList } from '../ui/check-list';
import { HomeSection } from './home-section';

/**
 * Contact (#contact): call/WhatsApp, e-mail and location cards, the reply
 * promise and hours, four services, and the form's frame around the contact form island.
 */
export function ContactSection() {
  const copy = home.contact;
  return (
    <HomeSection id="contact" intro={copy.intro}>
      <div className="grid gap-8 lg:grid-cols-5 lg:gap-10">
        <div className="space-y-5 lg:col-span-2">
          <ContactCard icon={<Phone className="size-5" aria-hidden="true" />} title={copy.callTitle}>
            <a href={telHref()} className="font-semibold text-ink transition-colors hover:text-primary">
              {site.phoneDisplay}
            </a>
            <a href={whatsappHref()} {...newTabProps} className={buttonVariants({ variant: 'whatsapp', size: 'sm', className: 'mt-3 w-fit' })}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {copy.whatsappLabel}
            </a>
          </ContactCard>
          <ContactCard icon={<Mail className="size-5" aria-hidden="true" />} title={copy.emailTitle}>
            <a href={mailtoHref()} className="break-all font-semibold text-ink transition-colors hover:text-primary">
              {site.email}
            </a>
          </ContactCard>
          <ContactCard icon={<MapPin className="size-5" aria-hidden="true" />} title={copy.locationTitle}>
            <address className="not-italic text-foreground">
              {site.address.street}
              <br />
              {site.address.locality}
            </address>
          </ContactCard>

          <ul className="space-y-3 rounded-2xl bg-primary-soft p-5 text-primary-strong">
            <li className="flex items-start gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong className="font-semibold">{copy.replyLabel}</strong> {site.replyPromise}
              </p>
            </li>
            <li className="flex items-start gap-3">
              <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong className="font-semibold">{copy.availabilityLabel}</strong> {site.availability}
              </p>
            </li>
          </ul>

          <div>
            <h3 className="font-semibold text-ink">{copy.servicesHeading}</h3>
            <CheckList items={copy.services} size="base" className="mt-3" />
          </div>
        </div>

        <Card padded={false} className="flex flex-col p-6 sm:p-8 lg:col-span-3">
          <h3 className="text-2xl font-bold text-ink">{copy.formTitle}</h3>
          <p className="mt-2 text-muted-foreground">{copy.formIntro}</p>
          <div className="mt-6 flex flex-1 flex-col">
            <ContactFormIsland />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-muted-foreground">
            {privacy.form.notice}{' '}
            <a href={staticPagePaths.privacy} className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong">
              {privacy.form.linkLabel}
            </a>
          </p>
        </Card>
      </div>
    </HomeSection>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card padded={false} className="flex gap-4 p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">{icon}</span>
      <div className="flex min-w-0 flex-col">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{title}</h3>
        <div className="mt-1 flex flex-col">{children}</div>
      </div>
    </Card>
  );
}
