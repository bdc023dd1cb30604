import { describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../../pipeline/emit/emit-host-files';
import { findRedirect, headersFor, parseHeaders, parseRedirects } from './host-rules';

const redirects = [
  { from: '/wordpress-development', to: '/website-design#wordpress' },
  { from: '/hosting-services', to: '/website-hosting-tanzania' },
];

describe('host rules written by the build and read by the preview server', () => {
  it('round-trips _redirects as 301 rules matching with or without a trailing slash', () => {
    const rules = parseRedirects(redirectsFile(redirects));
    expect(rules.filter((r) => r.status === 301)).toEqual(redirects.map((r) => ({ ...r, status: 301 })));
    expect(findRedirect(rules, '/wordpress-development/')?.to).toBe('/website-design#wordpress');
    expect(findRedirect(rules, '/website-design')).toBeUndefined();
  });

  it('ends with the not-found rule of the blog, which is no redirect', () => {
    const rules = parseRedirects(redirectsFile(redirects));
    expect(rules.at(-1)).toEqual({ from: '/blog/*', to: '/blog/404.html', status: 404 });
    expect(findRedirect(rules, '/blog/*')).toBeUndefined();
  });

  it('applies security headers everywhere and immutable caching to hashed assets only', () => {
    const rules = parseHeaders(headersFile('https://abc.supabase.co'));
    const page = Object.fromEntries(headersFor(rules, '/services'));
    expect(page['Content-Security-Policy']).toContain("script-src 'self';");
    expect(page['Content-Security-Policy']).toContain("connect-src 'self' https://abc.supabase.co");
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Cache-Control']).toBeUndefined();
    const asset = Object.fromEntries(headersFor(rules, '/assets/app-123.js'));
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});
