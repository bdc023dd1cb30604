import { describe, expect, it } from 'vitest';
import type { Site } from '../../pipeline/validate/schemas/site';
import { externalSiteUrl, hostingBillingUrl, hostingStoreUrl, resolveLink, telHref, whatsappHref } from './links';

const referral = (campaign: string) => ({ source: 'portfolio-site', medium: 'referral', campaign });
const referrals = {
  home: referral('home-hosting'),
  hostingTanzania: referral('hosting-page'),
  webHostingDar: referral('dar-page'),
  services: referral('services-page'),
  about: referral('about-page'),
  footer: referral('footer'),
};
const owner = {
  firstName: 'Asha',
  phone: '+255700000001',
  email: 'asha@example.co.tz',
  whatsapp: '255700000001',
  external: {
    hostingBilling: { url: 'https://billing.example.co.tz/', referrals },
    hostingStore: { url: 'https://billing.example.co.tz/store/economy', currency: 'TZS', referrals },
    hostingCompany: { name: 'Host', url: 'https://host.example.co.tz/' },
    businessSolutions: { name: 'Biz', url: 'https://biz.example.co.tz/' },
    agriculture: { name: 'Farm', url: 'https://farm.example.co.tz/' },
  },
} as unknown as Site;

describe('outbound links', () => {
  it('builds tel: and WhatsApp links with the greeting encoded', () => {
    expect(telHref(owner)).toBe('tel:+255700000001');
    expect(whatsappHref(undefined, owner)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsappHref("Hello Asha, I'm interested in your services.", owner)).toBe(
      'https://wa.me/255700000001?text=Hello%20Asha%2C%20I\'m%20interested%20in%20your%20services.',
    );
  });

  it('adds the linking page’s referral parameters to the billing site and store', () => {
    expect(hostingBillingUrl('home', owner)).toBe(
      'https://billing.example.co.tz/?utm_source=portfolio-site&utm_medium=referral&utm_campaign=home-hosting',
    );
    expect(hostingStoreUrl('footer', owner)).toBe(
      'https://billing.example.co.tz/store/economy?currency=TZS&utm_source=portfolio-site&utm_medium=referral&utm_campaign=footer',
    );
  });

  it('leaves an unset optional site out', () => {
    expect(externalSiteUrl('moreProjects', undefined, owner)).toBeUndefined();
    expect(resolveLink({ label: 'More', external: 'moreProjects' }, owner)).toBeUndefined();
  });

  it('resolves content links by kind', () => {
    expect(resolveLink({ label: 'Plans', href: '/website-hosting-tanzania#plans' }, owner)).toMatchObject({ internal: true, newTab: false });
    expect(resolveLink({ label: 'Portfolio', href: '#portfolio' }, owner)).toMatchObject({ internal: false, newTab: false });
    expect(resolveLink({ label: 'Call', contact: 'phone' }, owner)).toMatchObject({ href: 'tel:+255700000001', newTab: false });
    expect(resolveLink({ label: 'Farm', external: 'agriculture' }, owner)).toMatchObject({ href: 'https://farm.example.co.tz/', newTab: true });
  });
});
