import { describe, expect, it } from 'vitest';
import { isItemActive, isLinkActive, navHrefs, sameActiveLinksPath } from './nav-active';

describe('isLinkActive', () => {
  it('marks a hash link only on the home page with that hash', () => {
    expect(isLinkActive('/#about', '/', '#about')).toBe(true);
    expect(isLinkActive('/#about', '/', '#contact')).toBe(false);
    expect(isLinkActive('/#about', '/', '')).toBe(false);
    expect(isLinkActive('/#about', '/services', '#about')).toBe(false);
  });

  it('marks a page link on its path and below it', () => {
    expect(isLinkActive('/blog', '/blog', '')).toBe(true);
    expect(isLinkActive('/blog', '/blog/fast-hosting', '')).toBe(true);
    expect(isLinkActive('/blog', '/blog/', '')).toBe(true);
    expect(isLinkActive('/blog', '/blogroll', '')).toBe(false);
    expect(isLinkActive('/blog', '/', '')).toBe(false);
  });
});

describe('isItemActive', () => {
  const services = {
    label: 'Services',
    children: [
      { label: 'All Services', href: '/services' },
      { label: 'Hosting', href: '/website-hosting-tanzania' },
    ],
  };

  it('marks a dropdown on any of its links’ paths', () => {
    expect(isItemActive(services, '/services', '')).toBe(true);
    expect(isItemActive(services, '/website-hosting-tanzania', '#plans')).toBe(true);
    expect(isItemActive(services, '/blog', '')).toBe(false);
  });
});

describe('sameActiveLinksPath', () => {
  const hrefs = ['/#about', '/#portfolio', '/services', '/website-design', '/blog', '/#contact'];

  it('gives the section of a page below a linked page: every post shares /blog', () => {
    expect(sameActiveLinksPath('/blog/fast-hosting', hrefs)).toBe('/blog');
    expect(sameActiveLinksPath('/blog/page/2', hrefs)).toBe('/blog');
  });

  it('keeps a path that is linked itself, the home page (hash links) and a page under no link', () => {
    expect(sameActiveLinksPath('/blog', hrefs)).toBe('/blog');
    expect(sameActiveLinksPath('/', hrefs)).toBe('/');
    expect(sameActiveLinksPath('/privacy', hrefs)).toBe('/privacy');
    expect(sameActiveLinksPath('/blogroll/x', hrefs)).toBe('/blogroll/x');
  });

  it('keeps the page own path when a link below the section would tell them apart', () => {
    expect(sameActiveLinksPath('/blog/fast-hosting', [...hrefs, '/blog/fast-hosting'])).toBe('/blog/fast-hosting');
    expect(sameActiveLinksPath('/blog/other', [...hrefs, '/blog/fast-hosting'])).toBe('/blog');
  });

  it('gives a path on which each link is active exactly when it is on the page, for every hash', () => {
    const all = [...hrefs, '/blog/fast-hosting', '/website-design/shops'];
    for (const pathname of ['/', '/blog', '/blog/x', '/blog/fast-hosting', '/blog/fast-hosting/more', '/website-design/shops/a', '/services/', '/x/y']) {
      const same = sameActiveLinksPath(pathname, all);
      for (const href of all) for (const hash of ['', '#about', '#contact']) expect(isLinkActive(href, same, hash)).toBe(isLinkActive(href, pathname, hash));
    }
  });
});

describe('navHrefs', () => {
  it('lists the links of the entries and of their menus', () => {
    expect(navHrefs([{ label: 'Blog', href: '/blog' }, { label: 'Services', children: [{ label: 'All', href: '/services' }, { label: 'SEO', href: '/seo-services' }] }])).toEqual(['/blog', '/services', '/seo-services']);
  });
});
