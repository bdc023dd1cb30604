import { access } from 'node:fs/promises';
import path from 'node:path';
import type { IssueList } from '../errors';
import type { SiteContent } from '../load/site-content';
import type { YamlSource } from '../load/yaml-source';
import { fieldName } from '../load/zod-issues';
import { icons, isIconName } from '../../components/ui/icon';
import { collections, type CollectionKey } from '../collections';
import { isInternalHref, knownPaths, pathOf } from './known-paths';

/**
 * Checks what single files cannot: unique post ids and slugs, every internal
 * link (YAML fields and post bodies) pointing at a page or redirect, every
 * redirect pointing at a page, every /images/ path existing, and every icon
 * name being one the site bundles.
 */
export async function checkCrossReferences(content: SiteContent, sources: Map<string, YamlSource>, issues: IssueList): Promise<void> {
  const { site } = content.collections;
  const paths = knownPaths({
    owner: site,
    postSlugs: content.posts.map((p) => p.slug),
    redirectSources: content.redirects.map((r) => r.from),
  });
  checkUniquePosts(content, issues);
  checkRedirects(content, sources.get('redirects.yaml'), paths.pages, issues);

  const images: { ref: string; file: string; line: number; field: string }[] = [];
  for (const key of Object.keys(collections) as CollectionKey[]) {
    const source = sources.get(collections[key].file);
    if (!source) continue;
    walkStrings(content.collections[key], [], (value, at) => {
      const line = source.lineOf(at);
      if (at.at(-1) === 'icon' && !isIconName(value)) {
        issues.add({ file: source.file, line, field: fieldName(at), message: `unknown icon '${value}'; use one of ${Object.keys(icons).join(', ')}` });
      } else if (value.startsWith('/images/')) images.push({ ref: value, file: source.file, line, field: fieldName(at) });
      else if (isInternalHref(value) && !paths.all.has(pathOf(value))) {
        issues.add({ file: source.file, line, field: fieldName(at), message: `links to ${value}, which is not a page of the site or a redirect` });
      }
    });
  }
  for (const post of content.posts) {
    images.push({ ref: post.image, file: post.file, line: post.lines.image, field: 'image' });
    if (post.ogImage) images.push({ ref: post.ogImage, file: post.file, line: post.lines.ogImage, field: 'ogImage' });
    for (const link of post.links) {
      if (isInternalHref(link.href) && !paths.all.has(pathOf(link.href))) {
        issues.add({ file: post.file, line: link.line, field: 'body', message: `links to ${link.href}, which is not a page of the site or a redirect` });
      } else if (!link.href.startsWith('/') && !/^(https?:|mailto:|tel:)/.test(link.href)) {
        issues.add({ file: post.file, line: link.line, field: 'body', message: `link ${link.href} must start with / (a page of the site) or https://` });
      }
    }
  }
  await Promise.all(
    images.map(async (image) => {
      try {
        await access(path.join(content.dir, image.ref.replace(/^\//, '')));
      } catch {
        issues.add({ file: image.file, line: image.line, field: image.field, message: `image ${image.ref} does not exist (expected content${image.ref})` });
      }
    }),
  );
}

function checkUniquePosts(content: SiteContent, issues: IssueList): void {
  const byId = new Map<number, string>();
  const bySlug = new Map<string, string>();
  for (const post of content.posts) {
    const sameId = byId.get(post.id);
    if (sameId) issues.add({ file: post.file, line: post.lines.id, field: 'id', message: `id ${post.id} is already used by ${sameId}` });
    else byId.set(post.id, post.file);
    const sameSlug = bySlug.get(post.slug);
    if (sameSlug) issues.add({ file: post.file, line: post.lines.slug, field: 'slug', message: `slug '${post.slug}' is already used by ${sameSlug}` });
    else bySlug.set(post.slug, post.file);
  }
}

function checkRedirects(content: SiteContent, source: YamlSource | undefined, pages: Set<string>, issues: IssueList): void {
  if (!source) return;
  const seen = new Set<string>();
  content.redirects.forEach((redirect, i) => {
    const at = (field: string) => ({ file: source.file, line: source.lineOf(['redirects', i, field]), field: `redirects.${i}.${field}` });
    if (pages.has(redirect.from)) issues.add({ ...at('from'), message: `${redirect.from} is a page of the site; a redirect would hide it` });
    if (seen.has(redirect.from)) issues.add({ ...at('from'), message: `${redirect.from} is redirected twice` });
    seen.add(redirect.from);
    if (!pages.has(pathOf(redirect.to))) issues.add({ ...at('to'), message: `${redirect.to} is not a page of the site` });
  });
}

function walkStrings(value: unknown, at: PropertyKey[], visit: (value: string, at: PropertyKey[]) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...at, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, [...at, k], visit);
}
