import { describe, expect, it } from 'vitest';
import { isItemActive, isLinkActive } from './nav-active';

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
