import { LineCounter, isMap, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { IssueList } from '../validate/errors.ts';
import { parseSimpleYaml, type SimpleYaml } from './simple-yaml.ts';

export type FieldPath = readonly PropertyKey[];

/** A parsed YAML text that can answer "which line holds this field?". */
export interface YamlSource {
  file: string;
  /** The parsed value; placeholders are filled into it in place. */
  data: unknown;
  /** 1-based line of the deepest node that exists along `path`. */
  lineOf(path: FieldPath): number;
  /** 1-based line and column of that node. */
  positionOf(path: FieldPath): { line: number; col: number };
}

/** Parsed YAML documents by file, each kept with its text (the dev server's, from one recompile to the next). */
export type YamlDocuments = Map<string, { text: string; doc: Document; lineCounter: LineCounter }>;

/**
 * Parses YAML keeping node ranges. `lineOffset` is added to every line
 * (front matter starts on line 2 of a post file). Syntax errors are reported
 * to `issues` and yield `undefined`. Plain `key: value` files skip the
 * full parse (simple-yaml.ts). With `documents`, a file whose text is the
 * same as last time is not parsed again (its data is still a fresh copy:
 * placeholders are filled into it): in the dev server, the site's YAML
 * files took about 40 ms of every recompile after a post edit.
 */
export function parseYamlSource(
  text: string,
  file: string,
  issues: IssueList,
  lineOffset = 0,
  documents?: YamlDocuments,
): YamlSource | undefined {
  const simple = parseSimpleYaml(text);
  if (simple) return simpleSource(simple, file, lineOffset, () => documentSource(text, file, lineOffset, issues, documents)!);
  return documentSource(text, file, lineOffset, issues, documents);
}

/**
 * A simple file's source: the lines of its keys are known; any other
 * position (an error's column, a list item) comes from the parser, run
 * then, on the same text.
 */
function simpleSource(simple: SimpleYaml, file: string, lineOffset: number, parse: () => YamlSource): YamlSource {
  let parsed: YamlSource | undefined;
  const document = () => (parsed ??= parse());
  // A path that is not there stops at the mapping itself, which starts at its first key.
  const [firstLine] = simple.lines.values();
  return {
    file,
    data: simple.data,
    lineOf: (path) => {
      if (path.length > 1) return document().lineOf(path);
      const line = path.length === 1 ? simple.lines.get(String(path[0])) : undefined;
      return (line ?? firstLine!) + lineOffset;
    },
    positionOf: (path) => document().positionOf(path),
  };
}

function documentSource(text: string, file: string, lineOffset: number, issues: IssueList, documents?: YamlDocuments): YamlSource | undefined {
  let parsed = documents?.get(file);
  if (parsed?.text !== text) {
    const lineCounter = new LineCounter();
    parsed = { text, doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    documents?.set(file, parsed);
  }
  const { doc, lineCounter } = parsed;
  const positionAt = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, col };
  };
  const lineAt = (offset: number) => positionAt(offset).line;
  const [error] = doc.errors;
  if (error) {
    // Later syntax errors are mostly echoes of the first one.
    issues.add({ file, ...positionAt(error.pos[0]), field: '', message: `YAML syntax: ${firstLine(error.message)}` });
    return undefined;
  }
  return {
    file,
    data: doc.toJS(),
    lineOf: (path) => lineAt(offsetOf(doc, path)),
    positionOf: (path) => positionAt(offsetOf(doc, path)),
  };
}

function offsetOf(doc: Document, path: FieldPath): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value ?? item.key) === String(key));
      if (!pair) break;
      offset = (pair.key as Node | null)?.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
