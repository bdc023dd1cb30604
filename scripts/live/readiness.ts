import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { SiteContent } from '../../pipeline/load/site-content';
import { resolveContactBackend } from '../../pipeline/check/contact-backend';
import { backendItems } from '../../pipeline/check/production-guard';
import sampleImages from './sample-images.json' with { type: 'json' };
import { identityItems, isExampleHost, siteUrlItems, type OpenItem } from './sample-identity';

/**
 * Everything that still needs the owner before the site goes live, read
 * from the content tree and the environment. `npm run check:live` prints it;
 * a production build refuses the part of it that would break the site
 * (production-guard.ts).
 */
export async function liveItems(content: SiteContent, options: { root: string; env?: NodeJS.ProcessEnv }): Promise<OpenItem[]> {
  const env = options.env ?? process.env;
  const { site } = content.collections;
  return [
    ...identityItems(site),
    ...siteUrlItems(site),
    ...externalItems(site),
    ...(await sampleImageItems(content.dir)),
    ...backendItems(resolveContactBackend({ mode: 'production', root: options.root, env })),
    ...(await functionSecretItems(options.root, env)),
  ];
}

/** Links to the sample's external sites (example domains) and generic social home pages. */
function externalItems(site: SiteContent['collections']['site']): OpenItem[] {
  const sample = Object.entries(site.external)
    .map(([key, value]) => [key, typeof value === 'string' ? value : value.url] as const)
    .filter(([, url]) => isExampleHost(new URL(url).hostname))
    .map(([key]) => key);
  const generic = Object.entries(site.social)
    .filter(([, url]) => new URL(url).pathname.replace(/\/+$/, '') === '')
    .map(([network]) => network);
  const items: OpenItem[] = [];
  if (sample.length > 0) {
    items.push({ where: 'content/site.yaml external', what: `${sample.join(', ')} still point at sample example domains`, fix: 'set each url to the real site, or remove moreProjects to hide its button' });
  }
  if (generic.length > 0) {
    items.push({ where: 'content/site.yaml social', what: `${generic.join(', ')} link to the network's home page, not a profile`, fix: 'set each to the owner\'s profile address' });
  }
  return items;
}

/** Images still byte-identical to the shipped samples (scripts/live/sample-images.json). */
async function sampleImageItems(contentDir: string): Promise<OpenItem[]> {
  const unchanged: string[] = [];
  for (const [image, hash] of Object.entries(sampleImages as Record<string, string>)) {
    const bytes = await readFile(path.join(contentDir, image.replace(/^\/images\//, 'images/'))).catch(() => undefined);
    if (bytes && createHash('sha256').update(bytes).digest('hex') === hash) unchanged.push(image);
  }
  if (unchanged.length === 0) return [];
  const shown = unchanged.slice(0, 4).join(', ');
  return [
    {
      where: 'content/images',
      what: `${unchanged.length} image${unchanged.length === 1 ? ' is' : 's are'} still the shipped samples (${shown}${unchanged.length > 4 ? `, and ${unchanged.length - 4} more` : ''})`,
      fix: 'replace them with your own pictures under the same names, or point the content at new files',
    },
  ];
}

const functionReadme = 'supabase/functions/send-contact-notification/README.md';
/** The file `npx supabase secrets set --env-file supabase/.env` uploads (git-ignored). */
export const secretsFile = 'supabase/.env';

/**
 * The function's secrets, as its README's "Secrets" table lists them (those
 * Supabase sets itself and the optional ones left out), each found in
 * supabase/.env or the environment.
 */
async function functionSecretItems(root: string, env: NodeJS.ProcessEnv): Promise<OpenItem[]> {
  const readme = await readFile(path.join(root, functionReadme), 'utf8');
  const table = readme.split(/^## Secrets$/m)[1]?.split(/^## /m)[0] ?? '';
  const required = [...table.matchAll(/^\| `([A-Z_]+)` \| (.+) \|$/gm)]
    .filter(([, , description]) => !/^(Set by Supabase|Optional)/.test(description!))
    .map(([, name]) => name!);
  const file = await readFile(path.join(root, secretsFile), 'utf8').then(parseEnv, () => ({}) as Record<string, string | undefined>);
  const value = (name: string) => (env[name] ?? file[name] ?? '').trim();
  const items: OpenItem[] = [];
  const missing = required.filter((name) => !value(name));
  if (missing.length > 0) {
    items.push({
      where: secretsFile,
      what: `the notification function's secrets ${missing.join(', ')} are not set (${functionReadme}, "Secrets")`,
      fix: `write them into ${secretsFile}, then run: npx supabase secrets set --env-file ${secretsFile}`,
    });
  }
  for (const name of required.filter((n) => /^NOTIFY_(TO|FROM)$/.test(n))) {
    const domain = value(name).match(/@([^>\s]+)/)?.[1];
    if (domain && isExampleHost(domain)) items.push({ where: `${secretsFile} ${name}`, what: `${name} is on the sample domain ${domain}`, fix: 'use the owner\'s real address (NOTIFY_FROM on a domain verified with Resend)' });
  }
  return items;
}
