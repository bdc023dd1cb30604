import { readFileSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedBlock } from './body/blocks.ts';
import { parseBody } from './body/parse-body.ts';
import type { IssueList } from '../validate/errors.ts';
import { postFrontMatterSchema, type PostFrontMatter } from '../validate/schemas/post.ts';
import { fillLine, fillSource, type PlaceholderValues } from './placeholders.ts';
import { parseYamlSource } from './yaml-source.ts';
import { validateSource } from '../validate/zod-issues.ts';
import { createHash } from 'node:crypto';

const WORDS_PER_MINUTE = 200;

/** Posts loaded before, by a key of file name, text and placeholder values (the build's incremental/post-cache.ts). */
export interface PostCache {
  get(key: string): LoadedPost | undefined;
  /** `bodyText` is the post's body as parsed (placeholders filled): its blocks are parsed again from it when asked for. */
  set(key: string, post: LoadedPost, bodyText: string): void;
  /**
   * The dev server's cache also remembers each file's key by its size and
   * mtime, so an unchanged file is not read again (the watcher reports
   * every edit there). The build reads and hashes every file.
   */
  keys?: { get(file: string, stat: FileStamp): string | undefined; set(file: string, stat: FileStamp, key: string): void };
}

/** What tells a file unchanged without reading it: its size and mtime, with the placeholder values its key was made under. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  values: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pick = ({ size, mtimeMs }: { size: number; mtimeMs: number }) => ({ size, mtimeMs });

export interface LoadedPost extends Omit<PostFrontMatter, 'slug' | 'readTime'> {
  slug: string;
  readTime: number;
  /** The body's blocks, their inline Markdown not yet HTML (compile renders it). */
  blocks: ParsedBlock[];
  /** Source file, relative to the project root, for error messages. */
  file: string;
  /** Internal and external link targets in the body, with their file line. */
  links: { href: string; line: number }[];
  /** Line where `slug` (or `id`) is declared, for duplicate errors. */
  lines: { id: number; slug: number; tags: number; image: number; ogImage: number };
}

/** A post file that did not validate: still an address, so links to it are not reported as broken too. */
export interface RejectedPost {
  file: string;
  slug: string;
  /** Its id when that field itself is valid, so a duplicate is still reported. */
  id?: number;
  lines: { id: number; slug: number };
}

/**
 * Reads every `*.md` in `postsDir` (files and folders starting with `_` are
 * skipped). Each file is checked on its own; all issues go to `issues`.
 */
export async function loadPosts(
  postsDir: string,
  displayDir: string,
  values: PlaceholderValues,
  issues: IssueList,
  /** Each post that validated, as soon as it is parsed. */
  onPost?: (post: LoadedPost) => void,
  /** Posts loaded by an earlier build (incremental/post-cache.ts). */
  cache?: PostCache,
): Promise<{ posts: LoadedPost[]; rejected: RejectedPost[] }> {
  let names: string[];
  try {
    names = (await readdir(postsDir)).filter((name) => name.endsWith('.md') && !name.startsWith('_')).sort();
  } catch {
    return { posts: [], rejected: [] };
  }
  const rejected: RejectedPost[] = [];
  // A post is the same when its file's name and text and the placeholder values are.
  const valuesKey = cache && sha256(JSON.stringify(values.vars));
  // Read one after another, synchronously: many small files read faster so than each through a round trip to libuv's pool.
  const posts = names.map((name) => {
    const file = `${displayDir}/${name}`;
    const full = path.join(postsDir, name);
    const stamp = cache?.keys && { ...pick(statSync(full)), values: valuesKey! };
    let key = stamp && cache!.keys!.get(full, stamp);
    let text: string | undefined;
    if (key === undefined && cache) {
      text = readFileSync(full, 'utf8');
      key = sha256(`${valuesKey}\0${file}\0${text}`);
      if (stamp) cache.keys!.set(full, stamp, key);
    }
    let post = key === undefined ? undefined : cache!.get(key);
    if (!post) {
      text ??= readFileSync(full, 'utf8');
      const before = issues.items.length;
      const parsed = parsePost(text, file, name.replace(/\.md$/, ''), values, issues, (post) => rejected.push(post));
      post = parsed?.post;
      // Only a post without an issue is kept, so its errors are reported by every build.
      if (parsed && key !== undefined && issues.items.length === before) cache!.set(key, parsed.post, parsed.bodyText);
    }
    if (post) onPost?.(post);
    return post;
  });
  return { posts: posts.filter((post): post is LoadedPost => post !== undefined), rejected };
}

/**
 * Parses one post. Placeholders ({fullName}, ...) are filled in front matter
 * values and body lines before anything else, so errors keep their lines.
 * A post that does not validate is passed to `onRejected` with its address.
 * Gives the post with the body text its blocks were parsed from (what the
 * post cache keeps: a string costs next to nothing to store).
 */
export function parsePost(
  text: string,
  file: string,
  fileSlug: string,
  values: PlaceholderValues,
  issues: IssueList,
  onRejected: (post: RejectedPost) => void = () => undefined,
): { post: LoadedPost; bodyText: string } | undefined {
  const split = splitFrontMatter(text);
  if (!split) {
    issues.add({ file, line: 1, field: '', message: "expected front matter between '---' lines at the top of the file" });
    onRejected({ file, slug: fileSlug, lines: { id: 1, slug: 1 } });
    return undefined;
  }
  const source = parseYamlSource(split.frontMatter, file, issues);
  if (!source) {
    onRejected({ file, slug: fileSlug, lines: { id: 1, slug: 1 } });
    return undefined;
  }
  const unsettled = fillSource(source, values, issues);
  const data = validateSource(source, postFrontMatterSchema, issues, unsettled);
  // A body without a placeholder is left as it is, not split into lines and joined again.
  const bodyText = split.body.includes('{')
    ? split.body
        .split('\n')
        .map((line, index) => fillLine(line, file, split.bodyLine + index, values, issues))
        .join('\n')
    : split.body;
  const body = parseBody(bodyText);
  if (body.blocks.length === 0) {
    issues.add({ file, line: split.bodyLine, field: 'body', message: 'the post has no body text' });
  }
  if (!data) {
    const raw = (source.data ?? {}) as { id?: unknown; slug?: unknown };
    const id = postFrontMatterSchema.shape.id.safeParse(raw.id);
    const slug = postFrontMatterSchema.shape.slug.safeParse(raw.slug);
    onRejected({
      file,
      slug: slug.data ?? fileSlug,
      ...(id.success ? { id: id.data } : {}),
      lines: { id: source.lineOf(['id']), slug: source.lineOf([slug.data ? 'slug' : 'id']) },
    });
    return undefined;
  }
  const { slug, readTime, ...rest } = data;
  const post: LoadedPost = {
    ...rest,
    slug: slug ?? fileSlug,
    readTime: readTime ?? Math.max(1, Math.round(body.wordCount / WORDS_PER_MINUTE)),
    blocks: body.blocks,
    file,
    links: body.links.map((link) => ({ href: link.href, line: link.line + split.bodyLine })),
    lines: { id: source.lineOf(['id']), slug: source.lineOf([data.slug ? 'slug' : 'id']), tags: source.lineOf(['tags']), image: source.lineOf(['image']), ogImage: source.lineOf([data.ogImage ? 'ogImage' : 'image']) },
  };
  return { post, bodyText };
}

/**
 * Splits the front matter from the body as gray-matter did (the first "\n---"
 * after the opening fence closes it; one line break after that is dropped),
 * without its per-call set-up (options, a Buffer copy of each file): about
 * 0.2 s over 4,000 posts.
 * bodyLine is the 1-based line where the body starts.
 */
function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | undefined {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!normalized.startsWith('---\n')) return undefined;
  // From the newline ending the opening fence, as gray-matter's `matter` held it.
  const rest = normalized.slice(3);
  const close = rest.indexOf('\n---');
  const frontMatter = close === -1 ? rest : rest.slice(0, close);
  if (frontMatter === '' && !/^---\n[\s\S]*?\n---/.test(normalized)) return undefined;
  let body = close === -1 ? '' : rest.slice(close + 4);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  const newlines = frontMatter.split('\n').length - 1;
  return { frontMatter, body, bodyLine: newlines + 3 };
}
