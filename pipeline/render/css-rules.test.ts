import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { cutCss, readCssRules } from './css-rules.ts';
import { cutWithLightningcss, pageCss } from './page-css.ts';

/** A sheet with what Tailwind's output holds: a licence comment, layers, conditions inside layers, escaped names, strings with braces. */
const SHEET = `/*! a licence { with a brace } */
@layer theme, base, utilities;
@layer base {
  *, :before { box-sizing: border-box }
  [data-x="}"] .a, .q { content: "{" }
}
@layer utilities {
  .a { color: red }
  .sm\\:b { color: blue }
  .\\[\\&\\>svg\\]\\:x > svg { width: 1rem }
  .x:is(:where(.group):hover *) { color: green }
  .a.b { margin: 0 }
  .\\32 xl\\:p-4 { padding: 1rem }
  @media (width >= 40rem) {
    .b { padding: 0 }
    .sm\\:b { padding: 1px }
  }
  @supports (color: color-mix(in lab, red, red)) {
    @media (hover: hover) { .c:hover { color: color-mix(in lab, red 50%, blue) } }
  }
}
@property --tw-x { syntax: "*"; inherits: false; initial-value: 0 }
@keyframes spin { to { transform: rotate(360deg) } }
@font-face { font-family: Inter; src: url("inter.woff2") }
.q:not(.a) { top: 0 }
`;

const canonical = (css: string) => transform({ filename: 'a.css', code: Buffer.from(css), minify: true }).code.toString();

const CLASS_SETS = [[], ['a'], ['b'], ['2xl:p-4'], ['sm:b'], ['[&>svg]:x'], ['x', 'group'], ['a', 'b'], ['c'], ['q'], ['a', 'b', 'c', 'q', 'x', 'sm:b', '[&>svg]:x', '2xl:p-4']];

describe('cutting a stylesheet by the classes on a page', () => {
  it('reads a sheet with comments, layers, nested conditions, escapes and strings', () => {
    const rules = readCssRules(SHEET);
    expect(rules).toBeDefined();
    // Everything kept: the minified sheet itself.
    expect(cutCss(rules!.nodes, () => true)).toBe(rules!.minified);
  });

  it('keeps what lightningcss keeps, for every class set, and drops the blocks left empty', () => {
    const { nodes } = readCssRules(SHEET)!;
    for (const set of CLASS_SETS) {
      const classes = new Set(set);
      const cut = cutCss(nodes, (needed) => needed.every((name) => classes.has(name)));
      const oracle = cutWithLightningcss(SHEET, classes);
      expect(canonical(cut), set.join(' ')).toBe(canonical(oracle));
      expect(cut, set.join(' ')).not.toMatch(/\{\}/);
    }
    const none = cutCss(nodes, (needed) => needed.length === 0);
    expect(none).toContain('*,:before{box-sizing:border-box}');
    expect(none).toContain('@keyframes spin');
    expect(none).toContain('@property --tw-x');
    expect(none).not.toContain('@media');
    expect(none).not.toContain('color:red');
  });

  it('leaves a sheet with nested style rules to lightningcss, with the same result', () => {
    const nested = '.a{color:red;&:hover{color:blue}}.b{margin:0}';
    expect(readCssRules(nested)).toBeUndefined();
    const cut = pageCss(nested);
    expect(canonical(cut('<p class="a"></p>'))).toBe(canonical(cutWithLightningcss(nested, new Set(['a']))));
    expect(cut('<p class="b"></p>')).not.toContain('color:red');
  });
});
