import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { collections, type CollectionKey } from '../collections';
import { IssueList } from '../errors';
import { interpolateDeep, placeholdersFrom, unknownPlaceholder, type InterpolationProblem } from '../interpolate';
import { pricePlaceholders } from '../price-placeholders';
import { redirectsSchema, type Redirect } from '../schemas/redirects';
import { checkCrossReferences } from '../link/cross-references';
import { loadPosts, type LoadedPost } from './posts';
import { parseYamlSource, type YamlSource } from './yaml-source';
import { fieldName, validateSource } from './zod-issues';

export type Collections = { [K in CollectionKey]: z.output<(typeof collections)[K]['schema']> };

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
}

export function contentDir(dir = process.env.SITE_CONTENT_DIR): string {
  return path.resolve(dir ?? 'content');
}

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
    const source = parseYamlSource(text, shown, issues);
    if (source) sources.set(file, source);
    return source;
  };

  const keys = Object.keys(collections) as CollectionKey[];
  await Promise.all(keys.map((key) => readYaml(collections[key].file)));
  const redirectsSource = await readYaml('redirects.yaml');
  const redirects = redirectsSource ? validateSource(redirectsSource, redirectsSchema, issues)?.redirects : undefined;

  // Placeholders first: identity from site.yaml and prices from the price
  // files, read quietly (their own errors are reported by the full pass below).
  const quiet = new IssueList();
  const facts = Object.fromEntries(
    FACT_SOURCES.map((key) => {
      const source = sources.get(collections[key].file);
      return [key, source && validateSource(source, collections[key].schema as z.ZodType, quiet)];
    }),
  ) as Partial<Pick<Collections, (typeof FACT_SOURCES)[number]>>;
  const vars = {
    ...placeholdersFrom(facts.site ?? { firstName: 'x', lastName: 'x', phoneDisplay: 'x', email: 'x' }),
    ...(hasPriceSources(facts) ? pricePlaceholders(facts) : {}),
  };

  // Then every file is filled in and validated, so length rules see the final text.
  const filled = {} as Record<CollectionKey, unknown>;
  for (const key of keys) {
    const source = sources.get(collections[key].file);
    if (!source) continue;
    const problems: InterpolationProblem[] = [];
    source.data = interpolateDeep(source.data, vars, problems);
    reportPlaceholders(problems, source, issues);
    filled[key] = validateSource(source, collections[key].schema as z.ZodType, issues);
  }
  const rawPosts = await loadPosts(path.join(dir, 'posts'), `${display}/posts`, vars, issues);
  const posts = rawPosts.filter((post) => options.includeDrafts || !post.draft);
  // Cross-references need every file valid: stop here with what is wrong so far.
  issues.throwIfAny();

  const content: SiteContent = { collections: filled as Collections, posts, redirects: redirects!, dir };
  await checkCrossReferences(content, sources, issues);
  issues.throwIfAny();
  return content;
}

function reportPlaceholders(problems: InterpolationProblem[], source: YamlSource, issues: IssueList): void {
  for (const problem of problems) {
    issues.add({
      file: source.file,
      line: source.lineOf(problem.path),
      field: fieldName(problem.path),
      message: unknownPlaceholder(problem.name),
    });
  }
}

/** Shows paths inside the project relative to it (`content/...`), others as given. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : dir;
}

/** The files placeholders take their values from. */
const FACT_SOURCES = ['site', 'hosting', 'designPackages', 'websitePackages', 'seoPackages'] as const;

function hasPriceSources(facts: Partial<Pick<Collections, (typeof FACT_SOURCES)[number]>>): facts is Pick<Collections, (typeof FACT_SOURCES)[number]> {
  return !!(facts.hosting && facts.designPackages && facts.websitePackages && facts.seoPackages);
}
