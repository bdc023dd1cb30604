import { createElement, type ComponentProps, type ReactElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import { onServer, serverMarkup } from '../../islands/island';
import { decodeEntities } from '../../lib/html-entities';

type IconProps = ComponentProps<LucideIcon>;

/** An icon as rendered once: the `<svg>` element's props (as React writes them back) and its inner markup. */
interface Rendered {
  props: Record<string, string>;
  inner: string;
}

/** An attribute's name as a React prop: `class` is `className`, SVG's `stroke-width` is `strokeWidth`; `aria-*` and `data-*` stay. */
const propName = (name: string) => (name === 'class' ? 'className' : /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/** The `<svg>` of `html` split into props and inner markup, or undefined if it is not one element of that shape. */
function split(html: string): Rendered | undefined {
  const match = /^<svg((?:\s+[\w:-]+="[^"]*")*)>([\s\S]*)<\/svg>$/.exec(html);
  if (!match) return undefined;
  const props: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/\s+([\w:-]+)="([^"]*)"/g)) props[propName(name!)] = decodeEntities(value!);
  return { props, inner: match[2]! };
}

/** Props that can key a rendering: plain strings, numbers and booleans, no children, ref or handlers. */
const plainProps = (props: object) => Object.values(props).every((value) => ['string', 'number', 'boolean'].includes(typeof value));

/**
 * A lucide icon whose server rendering is made once per distinct props and
 * reused: the `<svg>` is written by React from the props it had, its paths
 * as the markup they rendered to. A post page draws about twenty icons,
 * and through lucide each costs two wrapper components, a context read and
 * an element per path (a build with every icon left out rendered its pages
 * in about a third less time). The output is the same markup, checked when
 * each rendering is first made (one that would differ keeps rendering
 * through lucide). Wherever no server renderer is set (the browser, which
 * only hydrates islands; tests) it is the lucide icon itself; the client
 * build takes lucide-react in place of lucide-icons.ts (vite.config.ts).
 */
export function staticIcon(Icon: LucideIcon): LucideIcon {
  const rendered = new Map<string, Rendered | null>();
  function StaticIcon(props: IconProps): ReactElement {
    if (!onServer() || !plainProps(props)) return <Icon {...props} />;
    const key = JSON.stringify(props);
    let found = rendered.get(key);
    if (found === undefined) {
      found = null;
      const html = serverMarkup('An icon', <Icon {...props} />, 'icon-');
      const parts = split(html);
      if (parts && serverMarkup('An icon', createElement('svg', { ...parts.props, dangerouslySetInnerHTML: { __html: parts.inner } }), 'icon-') === html) found = parts;
      rendered.set(key, found);
    }
    if (!found) return <Icon {...props} />;
    return createElement('svg', { ...found.props, dangerouslySetInnerHTML: { __html: found.inner } });
  }
  StaticIcon.displayName = `Static(${Icon.displayName ?? 'Icon'})`;
  return StaticIcon as unknown as LucideIcon;
}
