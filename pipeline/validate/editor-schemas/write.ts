import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { collections } from '../collections.ts';
import { postFrontMatterSchema } from '../schemas/post.ts';
import { redirectsSchema } from '../schemas/redirects.ts';
import { describedSchemaModules } from './doc-comments.ts';
import { toEditorJsonSchema } from './json-schema.ts';
import { sha256 } from '../../incremental/fingerprint.ts';
import { EDITOR_SCHEMA_DIR, recordWritten, WRITTEN, writtenFor } from './written.ts';

export { EDITOR_SCHEMA_DIR, writtenFor } from './written.ts';

/** Every content file kind: its schema, the file name of its JSON Schema and the title shown. */
function contentKinds(): { schema: z.ZodType; out: string; title: string }[] {
  return [
    ...Object.values(collections).map((c) => ({ schema: c.schema as z.ZodType, out: c.file.replace(/\.yaml$/, ''), title: `content/${c.file}` })),
    { schema: redirectsSchema, out: 'redirects', title: 'content/redirects.yaml' },
    { schema: postFrontMatterSchema, out: 'post', title: 'Front matter of content/posts/*.md' },
  ];
}

/**
 * The JSON Schema of every content file, by name (`hosting`, `post`, ...),
 * built from the described copies of the zod schemas so each field carries
 * its doc comment.
 */
export async function editorJsonSchemas(root: string): Promise<Map<string, Record<string, unknown>>> {
  const schemaDir = path.join(root, 'pipeline/validate/schemas');
  const load = await describedSchemaModules(schemaDir, path.join(root, '.cache/editor-schemas'));
  const names = (await readdir(schemaDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  // Find each schema's export in the real modules, then take the same export from the described copy.
  const located = new Map<unknown, { module: string; name: string }>();
  for (const module of names) {
    const real = (await import(pathToFileURL(path.join(schemaDir, module)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(real)) if (!located.has(value)) located.set(value, { module, name });
  }
  const result = new Map<string, Record<string, unknown>>();
  for (const kind of contentKinds()) {
    const where = located.get(kind.schema);
    if (!where) throw new Error(`${kind.title}: its schema is not exported by a file of pipeline/validate/schemas`);
    const described = (await load(where.module))[where.name] as z.ZodType;
    result.set(kind.out, toEditorJsonSchema(described, kind.title));
  }
  return result;
}

/**
 * Writes `.schemas/<name>.schema.json` for every content file; files whose
 * text is unchanged are not touched (editors reload on change), stale ones
 * are removed. Returns the number of files written. Given the build's code
 * key (which covers the schemas, zod and TypeScript), a build whose code
 * is the one the files were last written for, and which finds them as
 * written, makes none of them again: 0.1–0.2 s of every build.
 */
export async function writeEditorSchemas(root = process.cwd(), { codeKey }: { codeKey?: string } = {}): Promise<number> {
  const dir = path.join(root, EDITOR_SCHEMA_DIR);
  if (codeKey && (await writtenFor(dir, codeKey))) return 0;
  await mkdir(dir, { recursive: true });
  const schemas = await editorJsonSchemas(root);
  let written = 0;
  const files: Record<string, string> = {};
  for (const [name, schema] of schemas) {
    const file = `${name}.schema.json`;
    const text = `${JSON.stringify(schema, null, 2)}\n`;
    files[file] = sha256(text);
    if ((await readFile(path.join(dir, file), 'utf8').catch(() => '')) === text) continue;
    await writeFile(path.join(dir, file), text);
    written++;
  }
  const wanted = new Set([...Object.keys(files), WRITTEN]);
  for (const name of await readdir(dir)) if (!wanted.has(name)) await rm(path.join(dir, name), { force: true });
  if (codeKey) await recordWritten(dir, codeKey, files);
  return written;
}
