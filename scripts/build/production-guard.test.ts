import { describe, expect, it } from 'vitest';
import { buildTarget } from './production-guard';

describe('buildTarget', () => {
  it('is production when asked, in a Netlify production deploy or in any Cloudflare Pages build', () => {
    expect(buildTarget({ production: true, env: {} })).toMatchObject({ production: true, demo: false });
    expect(buildTarget({ env: { CONTEXT: 'production' } })).toMatchObject({ production: true, reason: expect.stringContaining('CONTEXT=production') });
    expect(buildTarget({ env: { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' } })).toMatchObject({ production: true, reason: expect.stringContaining('branch main') });
  });

  it('is not production locally or in a Netlify deploy preview', () => {
    expect(buildTarget({ env: {} }).production).toBe(false);
    expect(buildTarget({ env: { CONTEXT: 'deploy-preview' } }).production).toBe(false);
  });

  it('SITE_DEMO_DEPLOY=1 marks a deliberate demo deploy', () => {
    expect(buildTarget({ env: { CONTEXT: 'production', SITE_DEMO_DEPLOY: '1' } })).toMatchObject({ production: true, demo: true });
  });
});
