import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { parseSimpleYaml } from './simple-yaml.ts';
import { parseYamlSource } from './yaml-source.ts';
import { IssueList } from '../validate/errors.ts';

/** The parser's reading of `text`: its data, or undefined on an error. */
function parsed(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return undefined;
  return doc.toJS() as unknown;
}

/** Expects the simple reader to agree with the parser on `text` (or to leave it to the parser). */
function expectAgreement(text: string): boolean {
  const simple = parseSimpleYaml(text);
  if (!simple) return false;
  expect(simple.data, text).toEqual(parsed(text));
  const fast = parseYamlSource(text, 'f', new IssueList())!;
  const full = parseYamlSource(`# ${'x'}\n${text}`, 'f', new IssueList(), -1)!;
  for (const path of [[], ['missing'], ...Object.keys(simple.data).map((key) => [key])]) {
    expect(fast.lineOf(path), `${text} ${path.join('.')}`).toBe(full.lineOf(path));
    expect(fast.positionOf(path), `${text} ${path.join('.')}`).toEqual(full.positionOf(path));
  }
  return true;
}

const frontMatters = readdirSync('content/posts')
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(`content/posts/${name}`, 'utf8').split('\n---\n')[0]!.slice(3));

describe('parseSimpleYaml', () => {
  it("reads the site's front matter as the YAML parser does, with the same lines", () => {
    for (const text of frontMatters) expect(expectAgreement(text), text).toBe(true);
  });

  it('reads every simple value as the parser does, and leaves the rest to it', () => {
    const values = ['8', '0', '012', '1e5', '-3', '1.5', 'true', 'false', 'True', 'null', 'NULL', '~', 'yes', 'no', 'on', 'June 4, 2025', '2024-01-15', '2024-1-5', '/images/a.jpg', 'a #b', 'a: b', 'x', 'Web  Design', '"quoted: text"', '"esc\\"aped"', "'single'", '"unterminated', '[a, b]', '[Web Design, SEO, 2024]', '[a, , b]', '[a,b,]', '[]', '[null, true]', '[/x, y/z]', '{a: 1}', '- a', '.inf', '.nan', '0x1F', '0o17', 'a ', ' a', 'é', '"é “x”"', '"{fullName}"', '{fullName}', '*anchor', '&a x', '!tag x', '|', '>', '%x', '@x', '`x`', 'a,b', 'a.b', '_x', '9999999999999999'];
    const keys = ['id', 'title', 'tags', 'constructor', '__proto__', 'toString', 'Key9', '9key', 'a-b', 'a b', 'date'];
    let seed = 3;
    // The high bits: a power-of-two LCG's low bits repeat with a short period.
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) >>> 16) % n;
    let simple = 0;
    for (let i = 0; i < 20000; i += 1) {
      const lines = Array.from({ length: 1 + next(3) }, () => (next(8) === 0 ? '' : `${keys[next(keys.length)]}: ${values[next(values.length)]}`));
      if (expectAgreement(`\n${lines.join('\n')}`)) simple += 1;
    }
    // Enough of them are simple for the agreement to mean something.
    expect(simple).toBeGreaterThan(800);
  });
});
