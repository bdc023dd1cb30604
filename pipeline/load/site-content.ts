import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { collections, type CollectionKey, type Collections } from '../validate/collections.ts';
import { IssueList } from '../validate/errors.ts';
import { redirectsSchema, type Redirect } from '../validate/schemas/redirects.ts';
import { checkCrossReferences } from '../link/cross-references.ts';
import { fillSource, placeholderValues, type Facts } from './placeholders.ts';
import { loadPosts, type LoadedPost, type PostCache } from './posts.ts';
import { parseYamlSource, type YamlDocuments, type YamlSource } from './yaml-source.ts';
import { validateSource } from '../validate/zod-issues.ts';
import { contentDir } from './content-dir.ts';

/** Everything in a content tree, validated, cross-checked and with placeholders filled. */
export interface SiteContent {
  collections: Collections;
  posts: LoadedPost[];
  redirects: Redirect[];
  /** Absolute path of the content tree. */
  dir: string;
}

export interface LoadOptions {
  /** Content tree; defaults to SITE_CONTENT_DIR or ./content. */
  dir?: string;
  /** Keep `draft: true` posts (dev server only). */
  includeDrafts?: boolean;
  /** Called with each post that validated (drafts only when included), as it is read, while the rest loads: the build starts its card early. Not called when site.yaml is invalid. */
  onPost?: (post: LoadedPost, site: Collections['site']) => void;
  /** Posts loaded before, by file and text (the build's incremental/post-cache.ts, the dev server's memory). */
  postCache?: PostCache;
  /** The YAML files parsed before, by file and text (the dev server's, from one recompile to the next). */
  yamlDocuments?: YamlDocuments;
}

export { contentDir };

/**
 * Loads and checks a whole content tree. Throws one ContentError listing
 * every issue (file:line field: message) when anything is wrong.
 */
export async function loadSiteContent(options: LoadOptions = {}): Promise<SiteContent> {
  const dir = contentDir(options.dir);
  const display = displayPath(dir);
  const issues = new IssueList();

  const sources = new Map<string, YamlSource>();
  const readYaml = async (file: string) => {
    const shown = `${display}/${file}`;
    let text: string;
    try {
      text = await readFile(path.join(dir, file), 'utf8');
    } catch {
      issues.add({ file: shown, line: 1, field: '', message: 'file is missing' });
      return undefined;
    }
    const source = parseYamlSource(text, shown, issues, 0, options.yamlDocuments);
    if (source) sources.set(file, source);
    return source;
  };

  const keys = Object.keys(collections) as CollectionKey[];
  await Promise.all(keys.map((key) => readYaml(collections[key].file)));
  const redirectsSource = await readYaml('redirects.yaml');
  const redirects = redirectsSource ? validateSource(redirectsSource, redirectsSchema, issues)?.redirects : undefined;

  // Placeholders first: identity from site.yaml and prices from the price
  // files, read quietly (their own errors are reported by the full pass below).
  // An invalid fact file's placeholders are unavailable, not unknown: the
  // files quoting it are not blamed for its errors.
  const quiet = new IssueList();
  const facts: Facts = Object.fromEntries(
    FACT_SOURCES.map((key) => {
      const source = sources.get(collections[key].file);
      return [key, source && validateSource(source, collections[key].schema as z.ZodType, quiet)];
    }),
  );
  const values = placeholderValues(facts);

  // Then every file is filled in and validated, so length rules see the final text.
  const filled: Partial<Record<CollectionKey, unknown>> = {};
  for (const key of keys) {
    const source = sources.get(collections[key].file);
    if (!source) continue;
    const unsettled = fillSource(source, values, issues);
    filled[key] = validateSource(source, collections[key].schema as z.ZodType, issues, unsettled);
  }
  const site = filled.site as Collections['site'] | undefined;
  const early = options.onPost;
  const onPost =
    early && site
      ? (post: LoadedPost) => {
          if (options.includeDrafts || !post.draft) early(post, site);
        }
      : undefined;
  const loaded = await loadPosts(path.join(dir, 'posts'), `${display}/posts`, values, issues, onPost, options.postCache);
  const posts = loaded.posts.filter((post) => options.includeDrafts || !post.draft);

  // Cross-references in the same run, over everything that did validate.
  checkCrossReferences({ collections: filled as Partial<Collections>, posts, rejectedPosts: loaded.rejected, redirects, dir }, sources, issues);
  issues.throwIfAny();
  return { collections: filled as Collections, posts, redirects: redirects!, dir };
}

/** Shows paths inside the project relative to it (`content/...`), others as given. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : dir;
}

/** The files placeholders take their values from. */
const FACT_SOURCES = ['site', 'hosting', 'designPackages', 'websitePackages', 'seoPackages'] as const;
