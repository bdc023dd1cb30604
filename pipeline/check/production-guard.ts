import type { Site } from '../validate/schemas/site.ts';
import { identityItems, siteUrlItems, type OpenItem } from '../../scripts/live/sample-identity.ts';
import { keyVariable, urlVariable, type BackendResolution } from './contact-backend.ts';

/**
 * Whether a build is for production, and why. Asked for with --production,
 * or running in a host's own build environment:
 * - Netlify sets CONTEXT to the deploy context: production, deploy-preview,
 *   branch-deploy or dev (https://docs.netlify.com/configure-builds/environment-variables/#build-metadata);
 *   only `production` counts here.
 * - Cloudflare Pages sets CF_PAGES=1 in every Pages build, with
 *   CF_PAGES_BRANCH, CF_PAGES_COMMIT_SHA and CF_PAGES_URL
 *   (https://developers.cloudflare.com/pages/configuration/build-configuration/#environment-variables);
 *   preview branches count too, since they are public as well.
 * SITE_DEMO_DEPLOY=1 is the escape hatch for a deliberate demo deploy: the
 * refusals become warnings (a half-set backend is still refused).
 */
export type BuildTarget = { production: boolean; reason: string; demo: boolean };

export function buildTarget(options: { production?: boolean; env?: NodeJS.ProcessEnv }): BuildTarget {
  const env = options.env ?? process.env;
  const demo = env.SITE_DEMO_DEPLOY === '1';
  if (options.production) return { production: true, reason: 'asked for with --production', demo };
  if (env.CONTEXT === 'production') return { production: true, reason: "CONTEXT=production: Netlify's production deploy", demo };
  if (env.CF_PAGES === '1') return { production: true, reason: `CF_PAGES=1: a Cloudflare Pages build${env.CF_PAGES_BRANCH ? ` of branch ${env.CF_PAGES_BRANCH}` : ''}`, demo };
  return { production: false, reason: 'a local build', demo };
}

/** What a production build refuses to ship: no backend, half a backend, the sample domain or identity. */
export function productionItems(site: Site, resolution: BackendResolution): OpenItem[] {
  return [...backendItems(resolution), ...siteUrlItems(site), ...identityItems(site)];
}

export function backendItems(resolution: BackendResolution): OpenItem[] {
  if (resolution.problems.length > 0) return resolution.problems.map((p) => ({ where: p.variable, what: p.message, fix: p.fix }));
  if (resolution.backend.kind === 'supabase') return [];
  return [
    {
      where: `${urlVariable} and ${keyVariable}`,
      what: "not set: the contact form would post to this site's own address, which a static host answers with 404 (every visitor would see 'Failed to send message')",
      fix: `set both to the Supabase project's URL and public anon key in the host's build environment variables or in .env.production (README, "Going live")`,
    },
  ];
}

/**
 * Whether this build may go on: throws a ProductionBuildError when it would
 * ship something broken (a half-set backend, in any build) or, in
 * production, a dead form or the sample; returns what a demo deploy ships
 * anyway (its warnings).
 */
export function guardBuild(site: Site, resolution: BackendResolution, target: BuildTarget): OpenItem[] {
  if (resolution.problems.length > 0) throw new ProductionBuildError(target, backendItems(resolution));
  if (!target.production) return [];
  const open = productionItems(site, resolution);
  if (open.length > 0 && !target.demo) throw new ProductionBuildError(target, open);
  return open;
}

/** A build that would ship something broken or sample. */
export class ProductionBuildError extends Error {
  readonly target: BuildTarget;
  readonly items: OpenItem[];
  constructor(target: BuildTarget, items: OpenItem[]) {
    super(
      [
        `This is a production build (${target.reason}), and it would ship something broken or sample:`,
        '',
        formatItems(items),
        '',
        'Nothing was written: the previous output is unchanged.',
        'For a deliberate demo deploy, set SITE_DEMO_DEPLOY=1 (these checks then only warn). `npm run check:live` lists everything still open.',
      ].join('\n'),
    );
    this.target = target;
    this.items = items;
  }
}

export function formatItems(items: OpenItem[]): string {
  return items.map((item, i) => `${i + 1}. ${item.where}: ${item.what}.\n   Fix: ${item.fix}.`).join('\n');
}
