import { describe, expect, it } from 'vitest';
import type { Site } from '../validate/schemas/site.ts';
import type { BackendResolution } from './contact-backend.ts';
import { buildTarget, guardBuild, ProductionBuildError } from './production-guard.ts';

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

const sampleSite = { sample: true, siteUrl: 'https://www.example.co.tz', phone: '+255712345678', whatsapp: '255712345678', email: 'hello@example.co.tz' } as Site;
const ownSite = { sample: false, siteUrl: 'https://www.mwakyusa.co.tz', phone: '+255754000111', whatsapp: '255754000111', email: 'juma@mwakyusa.co.tz' } as Site;
const embedded: BackendResolution = { backend: { kind: 'embedded' }, problems: [], envDir: '.' };
const hosted: BackendResolution = {
  backend: { kind: 'supabase', url: 'https://abcd.supabase.co', origin: 'https://abcd.supabase.co', anonKey: 'anon' },
  problems: [],
  envDir: '.',
};
const halfSet: BackendResolution = { ...embedded, problems: [{ variable: 'VITE_SUPABASE_URL', message: 'VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not', fix: 'set it' }] };

describe('guardBuild', () => {
  const local = buildTarget({ env: {} });
  const netlify = buildTarget({ env: { CONTEXT: 'production' } });
  const demo = buildTarget({ env: { CONTEXT: 'production', SITE_DEMO_DEPLOY: '1' } });

  it('lets a local build of the sample through, with the embedded stand-in', () => {
    expect(guardBuild(sampleSite, embedded, local)).toEqual([]);
  });

  it('refuses a production build of the sample or without a backend, listing each item', () => {
    const refusal = (() => {
      try {
        guardBuild(sampleSite, embedded, netlify);
      } catch (error) {
        return error as ProductionBuildError;
      }
    })();
    expect(refusal).toBeInstanceOf(ProductionBuildError);
    expect(refusal?.items.map((item) => item.where)).toEqual([
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY',
      'content/site.yaml siteUrl',
      'content/site.yaml sample',
      'content/site.yaml phone / whatsapp',
      'content/site.yaml email',
    ]);
    expect(guardBuild(ownSite, hosted, netlify)).toEqual([]);
  });

  it('a demo deploy goes through and carries the items as warnings', () => {
    expect(guardBuild(sampleSite, embedded, demo).map((item) => item.where)).toContain('content/site.yaml sample');
  });

  it('a half-set backend is refused in every build, demo included', () => {
    for (const target of [local, demo]) expect(() => guardBuild(ownSite, halfSet, target)).toThrow('VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not');
  });
});
