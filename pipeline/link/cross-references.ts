import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IssueList } from '../validate/errors.ts';
import type { LoadedPost, RejectedPost } from '../load/posts.ts';
import type { YamlSource } from '../load/yaml-source.ts';
import type { Redirect } from '../validate/schemas/redirects.ts';
import { fieldName } from '../validate/zod-issues.ts';
import { collections, type CollectionKey, type Collections } from '../validate/collections.ts';
import { iconNames, isIconName } from '../../src/lib/icon-names.ts';
import { isInternalHref, knownPaths, pathOf } from './known-paths.ts';

/** The files that validated (the others are missing here), with the posts that did not. */
export interface CheckedContent {
  collections: Partial<Collections>;
  posts: LoadedPost[];
  /** Posts with errors of their own: their addresses still count as pages. */
  rejectedPosts: RejectedPost[];
  redirects?: Redirect[];
  dir: string;
}

/**
 * Checks what single files cannot: unique post ids and slugs, every internal
 * link (YAML fields and post bodies) pointing at a page or redirect, every
 * redirect pointing at a page, every /images/ path existing, and every icon
 * name being one the site bundles. Runs on whatever validated, in the same
 * run as the files' own errors; links are checked only when site.yaml (the
 * about page's address) and redirects.yaml are valid, since the set of
 * addresses depends on them.
 */
export function checkCrossReferences(content: CheckedContent, sources: Map<string, YamlSource>, issues: IssueList): void {
  const { site } = content.collections;
  const paths =
    site && content.redirects
      ? knownPaths({
          owner: site,
          postSlugs: [...content.posts, ...content.rejectedPosts].map((p) => p.slug),
          redirectSources: content.redirects.map((r) => r.from),
        })
      : undefined;
  checkUniquePosts(content, issues);
  if (paths && content.redirects) checkRedirects(content.redirects, sources.get('redirects.yaml'), paths.pages, issues);

  const images: { ref: string; file: string; line: number; col?: number; field: string }[] = [];
  for (const key of Object.keys(collections) as CollectionKey[]) {
    const source = sources.get(collections[key].file);
    const data = content.collections[key];
    if (!source || data === undefined) continue;
    walkStrings(data, [], (value, at) => {
      const where = { file: source.file, ...source.positionOf(at), field: fieldName(at) };
      if (at.at(-1) === 'icon' && !isIconName(value)) {
        issues.add({ ...where, message: `unknown icon '${value}'; use one of ${iconNames.join(', ')}` });
      } else if (value.startsWith('/images/')) images.push({ ref: value, ...where });
      else if (paths && isInternalHref(value) && !paths.all.has(pathOf(value))) {
        issues.add({ ...where, message: `links to ${value}, which is not a page of the site or a redirect` });
      }
    });
  }
  for (const post of content.posts) {
    images.push({ ref: post.image, file: post.file, line: post.lines.image, field: 'image' });
    if (post.ogImage) images.push({ ref: post.ogImage, file: post.file, line: post.lines.ogImage, field: 'ogImage' });
    for (const link of post.links) {
      if (!paths) break;
      if (isInternalHref(link.href) && !paths.all.has(pathOf(link.href))) {
        issues.add({ file: post.file, line: link.line, field: 'body', message: `links to ${link.href}, which is not a page of the site or a redirect` });
      } else if (!link.href.startsWith('/') && !/^(https?:|mailto:|tel:)/.test(link.href)) {
        issues.add({ file: post.file, line: link.line, field: 'body', message: `link ${link.href} must start with / (a page of the site) or https://` });
      }
    }
  }
  // Each file once: thousands of posts share a few images (4,000 references checked one by one took about 30 ms).
  const exists = new Map<string, boolean>();
  for (const image of images) {
    const file = path.join(content.dir, image.ref.replace(/^\//, ''));
    let found = exists.get(file);
    if (found === undefined) exists.set(file, (found = existsSync(file)));
    if (!found) {
      const { ref, ...where } = image;
      issues.add({ ...where, message: `image ${ref} does not exist (expected content${ref})` });
    }
  }
}

/** Ids and slugs are unique across every post, those with errors of their own included. */
function checkUniquePosts(content: CheckedContent, issues: IssueList): void {
  const byId = new Map<number, string>();
  const bySlug = new Map<string, string>();
  const all = [...content.posts, ...content.rejectedPosts].sort((a, b) => a.file.localeCompare(b.file));
  for (const post of all) {
    const sameId = post.id === undefined ? undefined : byId.get(post.id);
    if (sameId) issues.add({ file: post.file, line: post.lines.id, field: 'id', message: `id ${post.id} is already used by ${sameId}` });
    else if (post.id !== undefined) byId.set(post.id, post.file);
    const sameSlug = bySlug.get(post.slug);
    if (sameSlug) issues.add({ file: post.file, line: post.lines.slug, field: 'slug', message: `slug '${post.slug}' is already used by ${sameSlug}` });
    else bySlug.set(post.slug, post.file);
  }
}

function checkRedirects(redirects: Redirect[], source: YamlSource | undefined, pages: Set<string>, issues: IssueList): void {
  if (!source) return;
  const seen = new Set<string>();
  redirects.forEach((redirect, i) => {
    const at = (field: string) => ({ file: source.file, ...source.positionOf(['redirects', i, field]), field: `redirects.${i}.${field}` });
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
