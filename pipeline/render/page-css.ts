import { transform, type Selector } from 'lightningcss';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** The class names of one `class` attribute's value. */
const namesOf = (value: string): string[] => decode(value).split(/\s+/).filter(Boolean);

/**
 * Every class name used in a page's markup: the values of `class="…"`
 * attributes (preceded by white space, as the regular expression
 * /\sclass="([^"]*)"/g finds them; with namesMemo, about 80 µs for a post page
 * instead of 177).
 */
export function classesIn(html: string, names: (value: string) => readonly string[] = namesOf): Set<string> {
  const classes = new Set<string>();
  for (let at = html.indexOf('class="'); at !== -1; ) {
    const start = at + 7;
    if (at > 0 && /\s/.test(html[at - 1]!)) {
      const end = html.indexOf('"', start);
      if (end === -1) break;
      for (const name of names(html.slice(start, end))) classes.add(name);
      at = html.indexOf('class="', end + 1);
    } else at = html.indexOf('class="', at + 1);
  }
  return classes;
}

/** namesOf, remembered per attribute value: pages of one site repeat the same few hundred values. */
function namesMemo(): (value: string) => readonly string[] {
  const known = new Map<string, string[]>();
  return (value) => {
    let names = known.get(value);
    if (!names) known.set(value, (names = namesOf(value)));
    return names;
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
 * by class set: pages of one kind (posts) share theirs.
 */
export function pageCss(fullCss: string): (html: string, later?: LaterClasses) => string {
  const code = Buffer.from(fullCss);
  const cache = new Map<string, string>();
  const names = namesMemo();
  return (html, later = NO_LATER_CLASSES) => {
    const own = classesIn(html, names);
    const classes = { has: (name: string) => own.has(name) || later.classes.has(name) };
    const key = `${[...own].sort().join(' ')}|${later.key}`;
    let css = cache.get(key);
    if (css === undefined) {
      const result = transform({
        filename: 'page.css',
        code,
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
      css = result.code.toString();
      cache.set(key, css);
    }
    return css;
  };
}
