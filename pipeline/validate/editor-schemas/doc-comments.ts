import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type ts from 'typescript';

type TypeScript = typeof ts;

/*
 * The content schemas document every field with a JSDoc comment: that
 * comment is the one source of truth, read by people in the schema files
 * and by editors through the JSON Schemas. To carry it into zod's metadata
 * without writing it twice, this module copies the schema files, wraps each
 * documented field and constant in `describeFromComment(value, "comment")`,
 * and imports the copies. The copies are rebuilt when a schema file changes.
 */

const HELPER = path.join(import.meta.dirname, 'describe.ts');
const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject']);

interface Insertion {
  at: number;
  text: string;
  /** Outer wraps open before and close after inner ones at the same position. */
  depth: number;
  opens: boolean;
}

/** Rewrites one schema file's source. Relative imports that leave the schema folder become absolute. */
export async function addDescriptions(source: string, fileName: string, schemaDir: string): Promise<string> {
  // Loaded only when the copies must be rebuilt: the compiler takes a while to load.
  const ts = (await import('typescript')).default;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const insertions: Insertion[] = [];
  const wrap = (node: ts.Node, doc: string, depth: number, shorthand?: string) => {
    const start = node.getStart(file);
    insertions.push({ at: start, text: shorthand ? `${shorthand}: describeFromComment(` : 'describeFromComment(', depth, opens: true });
    insertions.push({ at: node.end, text: `, ${JSON.stringify(doc)})`, depth, opens: false });
  };
  const visit = (node: ts.Node, depth: number): void => {
    const doc = docOf(ts, node);
    if (doc && ts.isPropertyAssignment(node) && isSchemaShape(ts, node.parent)) wrap(node.initializer, doc, depth);
    else if (doc && ts.isShorthandPropertyAssignment(node) && isSchemaShape(ts, node.parent)) wrap(node, doc, depth, node.name.text);
    else if (ts.isVariableStatement(node) && doc) {
      for (const declaration of node.declarationList.declarations) if (declaration.initializer) wrap(declaration.initializer, doc, depth);
    }
    node.forEachChild((child) => visit(child, depth + 1));
  };
  visit(file, 0);

  const out = rewriteImports(applyInsertions(source, insertions), schemaDir);
  return `import { describeFromComment } from ${JSON.stringify(HELPER)};\n${out}`;
}

function applyInsertions(source: string, insertions: Insertion[]): string {
  const ordered = [...insertions].sort(
    (a, b) => a.at - b.at || Number(a.opens) - Number(b.opens) || (a.opens ? a.depth - b.depth : b.depth - a.depth),
  );
  let out = '';
  let last = 0;
  for (const insertion of ordered) {
    out += source.slice(last, insertion.at) + insertion.text;
    last = insertion.at;
  }
  return out + source.slice(last);
}

/** Points each import from the parent folder (`../common.ts`) at the real file, since the copies live elsewhere. */
function rewriteImports(source: string, schemaDir: string): string {
  return source.replace(/(\bfrom\s+)(['"])(\.\.\/[^'"]+)\2/g, (_whole, from: string, _quote: string, specifier: string) => `${from}${JSON.stringify(path.resolve(schemaDir, specifier))}`);
}

/** The text of a node's JSDoc comment, on one line. */
function docOf(ts: TypeScript, node: ts.Node): string | undefined {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc;
  const text = docs?.length ? ts.getTextOfJSDocComment(docs[docs.length - 1]!.comment) : undefined;
  return text?.replace(/\s*\n\s*/g, ' ').trim() || undefined;
}

/** True for the `{ ... }` passed to z.object / z.strictObject / z.looseObject. */
function isSchemaShape(ts: TypeScript, node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isObjectLiteralExpression(node) &&
    !!call &&
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    OBJECT_FACTORIES.has(call.expression.name.text)
  );
}

/**
 * Writes described copies of every `*.ts` in `schemaDir` under `cacheDir`
 * (one folder per version of the sources) and returns a loader for them.
 */
export async function describedSchemaModules(schemaDir: string, cacheDir: string): Promise<(name: string) => Promise<Record<string, unknown>>> {
  const names = (await readdir(schemaDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
  const sources = await Promise.all(names.map((name) => readFile(path.join(schemaDir, name), 'utf8')));
  const hash = createHash('sha256');
  hash.update(await readFile(import.meta.filename, 'utf8'));
  names.forEach((name, i) => hash.update(`${name}\0${sources[i]}\0`));
  const version = hash.digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, version);
  if (!(await exists(dir))) {
    // Written aside and renamed into place: concurrent runs (tests, a build) never see half a folder.
    const staging = `${dir}.${process.pid}-${Date.now()}`;
    await mkdir(staging, { recursive: true });
    await Promise.all(names.map(async (name, i) => writeFile(path.join(staging, name), await addDescriptions(sources[i]!, name, schemaDir))));
    await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
    // Copies of older versions of the schemas are no longer needed.
    for (const entry of await readdir(cacheDir)) {
      if (entry !== version && !entry.includes('.')) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  return (name) => import(pathToFileURL(path.join(dir, name.endsWith('.ts') ? name : `${name}.ts`)).href) as Promise<Record<string, unknown>>;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
