import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { BodyBlock } from '../body/blocks';
import { parseBody } from '../body/parse-body';
import type { IssueList } from '../errors';
import { postFrontMatterSchema, type PostFrontMatter } from '../schemas/post';
import { interpolateDeep, interpolateString, unknownPlaceholder, type InterpolationProblem, type Placeholders } from '../interpolate';
import { parseYamlSource } from './yaml-source';
import { fieldName, validateSource } from './zod-issues';

const WORDS_PER_MINUTE = 200;

export interface LoadedPost extends Omit<PostFrontMatter, 'slug' | 'readTime'> {
  slug: string;
  readTime: number;
  blocks: BodyBlock[];
  /** Source file, relative to the project root, for error messages. */
  file: string;
  /** Internal and external link targets in the body, with their file line. */
  links: { href: string; line: number }[];
  /** Line where `slug` (or `id`) is declared, for duplicate errors. */
  lines: { id: number; slug: number; tags: number; image: number; ogImage: number };
}

/**
 * Reads every `*.md` in `postsDir` (files and folders starting with `_` are
 * skipped). Each file is checked on its own; all issues go to `issues`.
 */
export async function loadPosts(postsDir: string, displayDir: string, vars: Placeholders, issues: IssueList): Promise<LoadedPost[]> {
  let names: string[];
  try {
    names = (await readdir(postsDir)).filter((name) => name.endsWith('.md') && !name.startsWith('_')).sort();
  } catch {
    return [];
  }
  const posts = await Promise.all(
    names.map(async (name) => loadPost(await readFile(path.join(postsDir, name), 'utf8'), `${displayDir}/${name}`, name.replace(/\.md$/, ''), vars, issues)),
  );
  return posts.filter((post): post is LoadedPost => post !== undefined);
}

/**
 * Parses one post. Placeholders ({fullName}, ...) are filled in front matter
 * values and body lines before anything else, so errors keep their lines.
 */
export function loadPost(text: string, file: string, fileSlug: string, vars: Placeholders, issues: IssueList): LoadedPost | undefined {
  const split = splitFrontMatter(text);
  if (!split) {
    issues.add({ file, line: 1, field: '', message: "expected front matter between '---' lines at the top of the file" });
    return undefined;
  }
  const source = parseYamlSource(split.frontMatter, file, issues);
  if (!source) return undefined;
  const problems: InterpolationProblem[] = [];
  source.data = interpolateDeep(source.data, vars, problems);
  for (const problem of problems) {
    issues.add({ file, line: source.lineOf(problem.path), field: fieldName(problem.path), message: unknownPlaceholder(problem.name) });
  }
  const data = validateSource(source, postFrontMatterSchema, issues);
  const bodyText = split.body
    .split('\n')
    .map((line, index) => {
      const lineProblems: InterpolationProblem[] = [];
      const filled = interpolateString(line, vars, lineProblems);
      for (const problem of lineProblems) {
        issues.add({ file, line: split.bodyLine + index, field: 'body', message: unknownPlaceholder(problem.name) });
      }
      return filled;
    })
    .join('\n');
  const body = parseBody(bodyText);
  if (body.blocks.length === 0) {
    issues.add({ file, line: split.bodyLine, field: 'body', message: 'the post has no body text' });
  }
  if (!data) return undefined;
  const { slug, readTime, ...rest } = data;
  return {
    ...rest,
    slug: slug ?? fileSlug,
    readTime: readTime ?? Math.max(1, Math.round(body.wordCount / WORDS_PER_MINUTE)),
    blocks: body.blocks,
    file,
    links: body.links.map((link) => ({ href: link.href, line: link.line + split.bodyLine })),
    lines: { id: source.lineOf(['id']), slug: source.lineOf([data.slug ? 'slug' : 'id']), tags: source.lineOf(['tags']), image: source.lineOf(['image']), ogImage: source.lineOf([data.ogImage ? 'ogImage' : 'image']) },
  };
}

/**
 * Splits the front matter from the body with gray-matter (its own YAML engine
 * is switched off: the front matter is parsed by `yaml`, which keeps lines).
 * bodyLine is the 1-based line where the body starts.
 */
function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | undefined {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!normalized.startsWith('---\n')) return undefined;
  const file = matter(normalized, { engines: { yaml: () => ({}) } });
  if (file.matter === '' && !/^---\n[\s\S]*?\n---/.test(normalized)) return undefined;
  // `file.matter` holds the newline ending the opening fence, then the YAML lines.
  const newlines = file.matter.split('\n').length - 1;
  return { frontMatter: file.matter, body: file.content, bodyLine: newlines + 3 };
}
