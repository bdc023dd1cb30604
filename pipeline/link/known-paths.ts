import { aboutPath, blogPostPath, staticPagePaths } from '../../src/lib/route-paths.ts';

/** Every path a link may point at: pages, posts and redirecting old paths. */
export function knownPaths(input: {
  owner: { firstName: string; lastName: string };
  postSlugs: readonly string[];
  redirectSources: readonly string[];
}): { pages: Set<string>; all: Set<string> } {
  const pages = new Set<string>([...Object.values(staticPagePaths), aboutPath(input.owner), ...input.postSlugs.map(blogPostPath)]);
  return { pages, all: new Set([...pages, ...input.redirectSources]) };
}

/** The path part of an internal href: "/blog?tag=SEO" → "/blog", "/#contact" → "/". */
export function pathOf(href: string): string {
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname || '/';
}

/** True for same-site links ("/x", "/#a"), false for "//host" and external URLs. */
export function isInternalHref(value: string): boolean {
  return /^\/(?!\/)[\w\-./#?=&%+]*$/.test(value) && !value.startsWith('/images/');
}
