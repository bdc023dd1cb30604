import { transform } from 'lightningcss';

/**
 * A minified stylesheet as the page CSS step cuts it: its text split into
 * rules, each style rule with the classes each of its selectors asks of
 * the element itself (outside :is/:where/:not/:has). Made once per
 * rendering thread; cutting it for a page is then string work, where a
 * lightningcss transform with a visitor took about 17 ms per class set
 * (every rule crossed into JavaScript as an object).
 */
export type CssNode =
  /** A statement, comment or block kept on every page: `@layer a,b;`, `@property`, `@keyframes`, `@font-face`. */
  | { kind: 'text'; text: string }
  /** A style rule: kept when one of its selectors' classes are all on the page. */
  | { kind: 'style'; text: string; selectors: string[][] }
  /**
   * A conditional or layer block: kept, with the rules kept inside it, when any is. A named layer left
   * empty stays as a statement (`@layer name;`): it still takes its place in the order of layers.
   */
  | { kind: 'group'; open: string; children: CssNode[]; empty: string };

/** A sheet's rules as readCssRules reads them: plain data, which a rendering thread can be sent. */
export type CssRules = { minified: string; nodes: CssNode[] } | undefined;

/** At-rules whose block holds rules (cut like the sheet); any other at-rule's block is kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style', 'document', '-moz-document']);

/**
 * The rules of `css`, minified by lightningcss (as the page CSS has always
 * been), or undefined for a sheet this reader does not follow (nested
 * style rules, or a rule count that disagrees with lightningcss's own
 * parse): the caller then cuts with lightningcss itself.
 */
export function readCssRules(css: string | Buffer): CssRules {
  const minified = transform({ filename: 'site.css', code: Buffer.from(css), minify: true }).code.toString();
  const selectors: string[][][] = [];
  transform({
    filename: 'site.css',
    code: Buffer.from(minified),
    visitor: {
      Rule: {
        style(rule) {
          selectors.push(rule.value.selectors.map((selector) => selector.flatMap((part) => (part.type === 'class' ? [part.name] : []))));
          return undefined;
        },
      },
    },
  });
  try {
    const reader = new Reader(minified, selectors);
    const nodes = reader.list();
    if (reader.at !== minified.length || reader.styles !== selectors.length) return undefined;
    return { minified, nodes };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** The text of the rules in `nodes` that `fits` keeps, and of the blocks holding any of them. */
export function cutCss(nodes: readonly CssNode[], fits: (classes: readonly string[]) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'style') {
      if (node.selectors.some(fits)) out += node.text;
    } else {
      const inner = cutCss(node.children, fits);
      out += inner ? `${node.open}${inner}}` : node.empty;
    }
  }
  return out;
}

class Unsupported extends Error {}

/** Reads minified CSS: a list of rules up to a closing brace or the end. */
class Reader {
  at = 0;
  styles = 0;
  readonly css: string;
  readonly selectors: string[][][];
  constructor(css: string, selectors: string[][][]) {
    this.css = css;
    this.selectors = selectors;
  }

  list(): CssNode[] {
    const nodes: CssNode[] = [];
    const { css } = this;
    while (this.at < css.length && css[this.at] !== '}') {
      const start = this.at;
      if (/\s/.test(css[start]!)) {
        while (this.at < css.length && /\s/.test(css[this.at]!)) this.at += 1;
        nodes.push({ kind: 'text', text: css.slice(start, this.at) });
        continue;
      }
      if (css.startsWith('/*', start)) {
        this.at = commentEnd(css, start);
        nodes.push({ kind: 'text', text: css.slice(start, this.at) });
        continue;
      }
      const stop = this.preludeEnd(start);
      if (css[stop] === ';' || stop === css.length) {
        this.at = Math.min(stop + 1, css.length);
        nodes.push({ kind: 'text', text: css.slice(start, this.at) });
        continue;
      }
      const prelude = css.slice(start, stop);
      const atRule = /^@([-\w]+)/.exec(prelude)?.[1];
      if (atRule !== undefined && GROUPS.has(atRule.toLowerCase())) {
        this.at = stop + 1;
        const children = this.list();
        if (css[this.at] !== '}') throw new Unsupported('unclosed block');
        this.at += 1;
        const namedLayer = atRule.toLowerCase() === 'layer' && prelude.trim().length > '@layer'.length;
        nodes.push({ kind: 'group', open: `${prelude}{`, children, empty: namedLayer ? `${prelude.trim()};` : '' });
      } else if (atRule !== undefined) {
        this.at = this.blockEnd(stop, true);
        nodes.push({ kind: 'text', text: css.slice(start, this.at) });
      } else {
        this.at = this.blockEnd(stop, false);
        const selectors = this.selectors[this.styles];
        this.styles += 1;
        // The same rule as lightningcss's: as many selectors, and each class it found written in this prelude.
        if (!selectors || selectors.length !== topLevelCommas(prelude) + 1) throw new Unsupported('selectors out of step');
        const written = unescapeCss(prelude);
        if (!selectors.every((classes) => classes.every((name) => written.includes(`.${name}`)))) throw new Unsupported('classes out of step');
        nodes.push({ kind: 'style', text: css.slice(start, this.at), selectors });
      }
    }
    return nodes;
  }

  /** Where a rule's prelude ends: its `{` or `;` outside brackets and parentheses (or the end). */
  private preludeEnd(from: number): number {
    let depth = 0;
    return scanCss(this.css, from, (c) => {
      if (c === '(' || c === '[') depth += 1;
      else if (c === ')' || c === ']') depth -= 1;
      else if (c === '}') throw new Unsupported('stray brace');
      return depth === 0 && (c === '{' || c === ';');
    });
  }

  /** Just past the `}` closing the block opened at `open`; a style rule's block may hold no block (CSS nesting is not read). */
  private blockEnd(open: number, nested: boolean): number {
    let depth = 0;
    const close = scanCss(this.css, open, (c) => {
      if (c === '{') {
        depth += 1;
        if (depth > 1 && !nested) throw new Unsupported('nested style rule');
      } else if (c === '}') depth -= 1;
      return depth === 0;
    });
    if (close === this.css.length) throw new Unsupported('unclosed block');
    return close + 1;
  }
}

/**
 * Calls `visit` with each character of `css` from `from` on that is not in
 * an escape, a string or a comment, until it returns true; returns that
 * character's index, or the text's length.
 */
function scanCss(css: string, from: number, visit: (c: string) => boolean): number {
  for (let i = from; i < css.length; i += 1) {
    const c = css[i]!;
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(css, i) - 1;
    else if (css.startsWith('/*', i)) i = commentEnd(css, i) - 1;
    else if (visit(c)) return i;
  }
  return css.length;
}

function stringEnd(css: string, open: number): number {
  const quote = css[open];
  for (let i = open + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote) return i + 1;
  }
  throw new Unsupported('unclosed string');
}

function commentEnd(css: string, open: number): number {
  const end = css.indexOf('*/', open + 2);
  if (end === -1) throw new Unsupported('unclosed comment');
  return end + 2;
}

/** Commas separating a selector list's selectors (those outside parentheses, brackets and strings). */
function topLevelCommas(prelude: string): number {
  let depth = 0;
  let commas = 0;
  scanCss(prelude, 0, (c) => {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) commas += 1;
    return false;
  });
  return commas;
}

/** CSS text with its escapes resolved (`\3a ` or `\:` → `:`). */
function unescapeCss(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/gs, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!));
}
