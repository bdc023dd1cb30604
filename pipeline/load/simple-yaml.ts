/*
 * A post's front matter is nearly always a handful of `key: value` lines.
 * The YAML parser builds a full document with node ranges for each, about
 * 0.15 ms a post, most of the load step's YAML time over thousands of posts.
 * Front matter made only of the plainest lines is read here instead, to the
 * same data and the same lines; anything else (quotes with escapes, nesting,
 * comments, block lists, numbers that are not whole, ...) goes to the parser.
 * simple-yaml.test.ts checks both agree.
 */

/** A top-level key (no prototype names: those go to the parser, which handles them its own way). */
const LINE = /^([A-Za-z][A-Za-z0-9]*): (.+)$/;
/** A double-quoted string of printable characters, without escapes (nor a byte order mark): its text as written. */
const QUOTED = /^"([ !#-[\]-~\u00a0-\ufefe\uff00-\uffff]*)"$/;
/** A positive whole number YAML's core schema reads as an integer, small enough to stay exact. */
const INTEGER = /^[1-9][0-9]{0,14}$/;
/**
 * A plain string: starts with a letter or "/" (never a number, a null, an indicator), holds no
 * ":", "#", quote or bracket, and does not end in a space. Dates like 2024-01-15 are strings too
 * (the core schema has no timestamps).
 */
const PLAIN = /^(?:[A-Za-z/][A-Za-z0-9 ,./_-]*[A-Za-z0-9./_-]|[A-Za-z/]|[0-9]{4}-[0-9]{2}-[0-9]{2})$/;
/** A flow list of plain strings, `[Web Design, SEO]`. */
const FLOW_LIST = /^\[([A-Za-z0-9 ,./_-]+)\]$/;
/** Words the core schema reads as null or a boolean. */
const RESERVED = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

export interface SimpleYaml {
  data: Record<string, unknown>;
  /** 1-based line of each key, in order. */
  lines: Map<string, number>;
}

/** The data and key lines of `text` when every line is simple, else undefined. */
export function parseSimpleYaml(text: string): SimpleYaml | undefined {
  const data: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const rows = text.split('\n');
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (row === '') continue;
    const match = LINE.exec(row);
    if (!match) return undefined;
    const [, key, raw] = match as unknown as [string, string, string];
    if (lines.has(key) || key in Object.prototype) return undefined;
    const value = simpleValue(raw);
    if (value === undefined) return undefined;
    data[key] = value;
    lines.set(key, index + 1);
  }
  return lines.size > 0 ? { data, lines } : undefined;
}

function simpleValue(raw: string): unknown {
  const quoted = QUOTED.exec(raw);
  if (quoted) return quoted[1];
  if (INTEGER.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const list = FLOW_LIST.exec(raw);
  if (list) {
    const items = list[1]!.split(',').map((item) => item.trim());
    return items.every(isPlain) ? items : undefined;
  }
  return isPlain(raw) ? raw : undefined;
}

function isPlain(text: string): boolean {
  return PLAIN.test(text) && !RESERVED.test(text);
}
