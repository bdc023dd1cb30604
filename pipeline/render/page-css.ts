import { transform, type Selector } from 'lightningcss';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** Every class name used in a page's markup. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of decode(value!).split(/\s+/)) if (name) classes.add(name);
  return classes;
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
  return (html, later = NO_LATER_CLASSES) => {
    const own = classesIn(html);
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
