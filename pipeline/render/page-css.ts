import { transform, type Selector } from 'lightningcss';
import { cutCss, readCssRules, type CssRules } from './css-rules.ts';
import { decodeEntities } from '../../src/lib/html-entities.ts';

/** The class names of one `class` attribute's value. */
const namesOf = (value: string): string[] => decodeEntities(value).split(/\s+/).filter(Boolean);

/** Calls `take` with the value of each `class="…"` attribute in `html` that white space precedes (as /\sclass="([^"]*)"/g finds them). */
function eachClassValue(html: string, take: (value: string) => void): void {
  for (let at = html.indexOf('class="'); at !== -1; ) {
    const start = at + 7;
    if (at > 0 && /\s/.test(html[at - 1]!)) {
      const end = html.indexOf('"', start);
      if (end === -1) break;
      take(html.slice(start, end));
      at = html.indexOf('class="', end + 1);
    } else at = html.indexOf('class="', at + 1);
  }
}

/**
 * Every class name used in a page's markup: the values of `class="…"`
 * attributes (preceded by white space, as the regular expression
 * /\sclass="([^"]*)"/g finds them).
 */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  eachClassValue(html, (value) => {
    for (const name of namesOf(value)) classes.add(name);
  });
  return classes;
}

/**
 * The class sets of a site's pages, each class numbered once: a page's set
 * is a bitset of those numbers, which names it (as a cache key) without
 * sorting its names. Each attribute value's numbers are remembered: pages
 * of one site repeat the same few hundred values.
 */
function classNumbering() {
  const names: string[] = [];
  const numbers = new Map<string, number>();
  const byValue = new Map<string, number[]>();
  // The bitset of the page being read: a bit for every class numbered so far.
  let words = new Int32Array(64);
  const numbersOf = (value: string): number[] => {
    let found = byValue.get(value);
    if (!found) {
      found = namesOf(value).map((name) => {
        let number = numbers.get(name);
        if (number === undefined) numbers.set(name, (number = names.push(name) - 1));
        return number;
      });
      byValue.set(value, found);
      while (words.length * 32 < names.length) {
        const grown = new Int32Array(2 * words.length);
        grown.set(words);
        words = grown;
      }
    }
    return found;
  };
  return {
    /** The page's classes as a key (the bitset's words up to the last that is not zero) and a way to list them. */
    setOf(html: string): { key: string; names: () => Set<string> } {
      let last = -1;
      eachClassValue(html, (value) => {
        for (const number of numbersOf(value)) {
          words[number >> 5]! |= 1 << (number & 31);
          if (number >> 5 > last) last = number >> 5;
        }
      });
      const set = words.slice(0, last + 1);
      words.fill(0, 0, last + 1);
      return {
        key: set.join(','),
        names: () => new Set(names.filter((_, number) => (set[number >> 5]! & (1 << (number & 31))) !== 0)),
      };
    },
  };
}

/** A selector applies only if every class it asks of the element itself (outside :is/:where/:not) is on the page. */
const selectorFits = (selector: Selector, classes: { has(name: string): boolean }) => selector.every((part) => part.type !== 'class' || classes.has(part.name));

/** Classes a page's scripts can set later, with a short key that names the set (for caching). */
export interface LaterClasses {
  key: string;
  classes: ReadonlySet<string>;
}
const NO_LATER_CLASSES: LaterClasses = { key: '', classes: new Set() };

/**
 * The site's stylesheet cut down to the rules a page can use: those for
 * the classes in its HTML and for `later`, the ones its scripts can
 * set afterwards (island-classes.ts). It is inlined in the page, which
 * loads no other stylesheet: the first paint waits for no request, and no
 * second sheet arrives later to restyle the whole page. Results are cached
 * by class set: pages of one kind (posts) share theirs. `given` is the
 * sheet as readCssRules read it, when the caller has it already (the
 * rendering threads get the build's own, read once): given, it is not read
 * again, even when it is undefined (a sheet readCssRules does not follow).
 */
export function pageCss(fullCss: string, ...given: [rules: CssRules] | []): (html: string, later?: LaterClasses) => string {
  const rules = given.length > 0 ? given[0] : readCssRules(fullCss);
  const cache = new Map<string, string>();
  const numbering = classNumbering();
  return (html, later = NO_LATER_CLASSES) => {
    const set = numbering.setOf(html);
    const key = `${set.key}|${later.key}`;
    let css = cache.get(key);
    if (css === undefined) {
      const own = set.names();
      const has = (name: string) => own.has(name) || later.classes.has(name);
      css = rules ? cutCss(rules.nodes, (classes) => classes.every(has)) : cutWithLightningcss(fullCss, { has });
      cache.set(key, css);
    }
    return css;
  };
}

/** The same cut by a lightningcss transform whose visitor drops the rules (for a sheet readCssRules does not follow; the tests' oracle). */
export function cutWithLightningcss(fullCss: string, classes: { has(name: string): boolean }): string {
  const result = transform({
    filename: 'page.css',
    code: Buffer.from(fullCss),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // Drop a rule none of whose selectors can match; keep the others whole (a spare selector costs a few bytes).
          return rule.value.selectors.some((selector) => selectorFits(selector, classes)) ? undefined : [];
        },
      },
    },
  });
  return result.code.toString();
}
