import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import matter from 'gray-matter';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { collections } from '../../pipeline/validate/collections';
import { editorJsonSchemas } from '../../pipeline/validate/editor-schemas/write';
import { interpolateDeep, type Placeholders } from '../../pipeline/load/interpolate';
import { placeholderValues } from '../../pipeline/load/placeholders';
import { loadSiteContent } from '../../pipeline/load/site-content';
import { postFrontMatterSchema } from '../../pipeline/validate/schemas/post';
import { redirectsSchema } from '../../pipeline/validate/schemas/redirects';
import { projectRoot } from '../build/content-tree';

/*
 * The JSON Schemas an editor validates with and the zod schemas the build
 * validates with give the same verdict on every content file, every fixture
 * and a set of mistakes. The editor sees the file as written; the build sees
 * it with placeholders filled, so that is what zod gets here too.
 *
 * What only the build checks (zod rejects, the JSON Schema accepts) is listed
 * in `buildOnly` below: rules between fields or list items (refinements),
 * whether a date's day exists, and the length of a text holding a
 * placeholder. Rules between files (links, images, icons, ids across posts)
 * are not schema rules at all: pipeline/link/cross-references.ts.
 */

const zodSchemas = new Map<string, z.ZodType>([
  ...Object.values(collections).map((c) => [c.file.replace(/\.yaml$/, ''), c.schema as z.ZodType] as const),
  ['redirects', redirectsSchema],
  ['post', postFrontMatterSchema],
]);
const validators = new Map<string, ValidateFunction>();
let vars: Placeholders;

beforeAll(async () => {
  // The keywords VS Code reads; ajv validates everything else.
  const ajv = new Ajv({ allErrors: true, strict: true, validateFormats: false, keywords: ['markdownDescription', 'errorMessage', 'patternErrorMessage'] });
  for (const [name, schema] of await editorJsonSchemas(projectRoot)) validators.set(name, ajv.compile(schema));
  vars = placeholderValues((await loadSiteContent({ dir: path.join(projectRoot, 'content') })).collections).vars;
}, 120_000);

/** `hosting` for hosting.yaml, `post` for a post, undefined for other files. */
function kindOf(file: string): string | undefined {
  if (file.endsWith('.md')) return path.basename(path.dirname(file)) === 'posts' ? 'post' : undefined;
  const name = path.basename(file).replace(/\.yaml$/, '');
  return file.endsWith('.yaml') && zodSchemas.has(name) ? name : undefined;
}

function dataOf(kind: string, text: string): unknown {
  if (kind !== 'post') return parse(text);
  return matter(text, { engines: { yaml: (source: string) => parse(source) as object } }).data;
}

function verdicts(kind: string, text: string): { zod: boolean; jsonSchema: boolean; errors: unknown } {
  const data = dataOf(kind, text);
  const validate = validators.get(kind)!;
  const jsonSchema = validate(data);
  const zod = zodSchemas.get(kind)!.safeParse(interpolateDeep(data, vars, [])).success;
  return { zod, jsonSchema, errors: validate.errors };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => kindOf(file))
    .sort();
}

async function edited(file: string, from: RegExp | string, to: string): Promise<string> {
  const text = await readFile(path.join(projectRoot, 'content', file), 'utf8');
  const result = text.replace(from, to);
  if (result === text) throw new Error(`${file}: nothing matched ${String(from)}`);
  return result;
}

describe('JSON Schemas and zod schemas agree', () => {
  it('on every content file: both accept', async () => {
    const files = await filesUnder(path.join(projectRoot, 'content'));
    expect(files.length).toBeGreaterThanOrEqual(32);
    for (const file of files) {
      const result = verdicts(kindOf(file)!, await readFile(file, 'utf8'));
      expect({ file, ...result }).toEqual({ file, zod: true, jsonSchema: true, errors: null });
    }
  });

  it('on every fixture, the broken ones rejected by both', async () => {
    const files = await filesUnder(path.join(projectRoot, 'tests/fixtures'));
    const rejected: string[] = [];
    for (const file of files) {
      const { zod, jsonSchema } = verdicts(kindOf(file)!, await readFile(file, 'utf8'));
      expect({ file, jsonSchema }).toEqual({ file, jsonSchema: zod });
      if (!zod) rejected.push(path.relative(projectRoot, file));
    }
    expect(rejected).toEqual(['tests/fixtures/broken-posts/posts/bad-date.md', 'tests/fixtures/broken-posts/posts/no-title.md']);
  });

  const post = 'posts/fast-website-hosting-tanzania.md';
  const mistakes: [string, string, RegExp | string, string][] = [
    ['a price with a comma', 'hosting.yaml', 'price: 85000', 'price: "85,000"'],
    ['a price in cents', 'hosting.yaml', 'price: 85000', 'price: 85000.5'],
    ['a negative price', 'hosting.yaml', 'price: 85000', 'price: -85000'],
    ['an unknown period', 'hosting.yaml', 'period: year', 'period: weekly'],
    ['a misspelt field', 'site.yaml', /^email:/m, 'emial:'],
    ['a missing field', 'site.yaml', /^email:.*\n/m, ''],
    ['an http address', 'site.yaml', /^( +linkedin: )https:/m, '$1http:'],
    ['a yes for a boolean', 'hosting.yaml', 'popular: true', 'popular: "yes"'],
    ['an empty text in quotes', 'hosting.yaml', /^popularLabel: .*$/m, 'popularLabel: "   "'],
    ['too few plans', 'hosting.yaml', /^plans:\n {2}- name:/m, 'plans:\n  - name: Spare\n    price: 1\n    period: year\n    tagline: x\n    features: [a, b, c, d, e, f, g, h, i, j, k]\n  - name:'],
    ['a title too long', 'pages.yaml', /^( {2}title: ).*$/m, `$1${'A very long page title '.repeat(4)}`],
    ['a description too short', 'pages.yaml', /^( {2}description: )[\s\S]*?(?=\n {2}\w)/m, '$1Too short.'],
    ['a date in neither format', post, /^date: .*$/m, 'date: 10th of May 2025'],
    ['a month that does not exist', post, /^date: .*$/m, 'date: Mayo 10, 2025'],
    ['month 13', post, /^date: .*$/m, 'date: 2025-13-01'],
    ['a title of two letters and spaces', post, /^title: .*$/m, 'title: "  ab  "'],
    ['a slug with capitals', post, /^id: /m, 'slug: Fast-Hosting\nid: '],
    ['an id that is not a number', post, /^id: .*$/m, 'id: six'],
  ];
  it.each(mistakes)('on %s: both reject', async (_name, file, from, to) => {
    const { zod, jsonSchema } = verdicts(kindOf(file)!, await edited(file, from, to));
    expect({ zod, jsonSchema }).toEqual({ zod: false, jsonSchema: false });
  });

  const accepted: [string, string, RegExp | string, string][] = [
    ['an ISO date', post, /^date: .*$/m, 'date: 2024-02-29'],
    ['a short month name', post, /^date: .*$/m, 'date: sept. 9, 2025'],
    ['a title with spaces around it', post, /^title: .*$/m, 'title: "  Fast hosting  "'],
  ];
  it.each(accepted)('on %s: both accept', async (_name, file, from, to) => {
    const { zod, jsonSchema } = verdicts(kindOf(file)!, await edited(file, from, to));
    expect({ zod, jsonSchema }).toEqual({ zod: true, jsonSchema: true });
  });

  /** Rules the JSON Schema cannot state: the build reports these, the editor does not. */
  const buildOnly: [string, string, RegExp | string, string][] = [
    ['a day that does not exist (Feb 30)', post, /^date: .*$/m, 'date: February 30, 2025'],
    ['a text too long once its placeholder is filled', 'pages.yaml', /^( {2}title: ).*$/m, '$1Sites by {fullName}, {fullName}, {fullName}, {fullName} and {fullName}'],
    ['two plans with the same name (a list rule)', 'hosting.yaml', /^( {2}- name: )Economy 10GB$/m, '$1Economy 5GB'],
    ['a popular plan that is not a plan (a rule between fields)', 'hosting.yaml', /^popularPlan: .*$/m, 'popularPlan: Gold'],
    ['a link with two targets (href and contact)', 'hosting.yaml', '{ label: Compare Hosting Plans, href: "#plans" }', '{ label: Compare Hosting Plans, href: "#plans", contact: phone }'],
    ['a range whose min exceeds its max', 'website-packages.yaml', 'typicalCost: { min: 500000,', 'typicalCost: { min: 9500000,'],
  ];
  it.each(buildOnly)('on %s: only the build rejects', async (_name, file, from, to) => {
    const { zod, jsonSchema } = verdicts(kindOf(file)!, await edited(file, from, to));
    expect({ zod, jsonSchema }).toEqual({ zod: false, jsonSchema: true });
  });
});
