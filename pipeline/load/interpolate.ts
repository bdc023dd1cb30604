import { toSlug } from '../../src/lib/route-paths.ts';

/** Placeholders content may use: identity from site.yaml, prices from the price files (see price-placeholders.ts). */
export type Placeholders = Record<string, string>;

/** Filled by components from the list they render (the cities template). */
const RENDER_TIME = new Set(['city']);
const PLACEHOLDER = /\{([A-Za-z]+(?::[a-z0-9/-]+)?)\}/g;

export interface InterpolationProblem {
  path: PropertyKey[];
  name: string;
}

/**
 * Replaces `{name}` placeholders in every string of `value`. In internal
 * paths (strings starting with "/") values are slugged, so
 * "/about-{firstName}-{lastName}" becomes "/about-juma-mwakyusa".
 * Unknown placeholders are reported, never left in output.
 */
export function interpolateDeep<T>(value: T, vars: Placeholders, problems: InterpolationProblem[], path: PropertyKey[] = []): T {
  if (typeof value === 'string') return interpolateString(value, vars, problems, path) as T;
  if (Array.isArray(value)) return value.map((item, i) => interpolateDeep(item, vars, problems, [...path, i])) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, vars, problems, [...path, k])])) as T;
  }
  return value;
}

export function interpolateString(text: string, vars: Placeholders, problems: InterpolationProblem[], path: PropertyKey[] = []): string {
  // Most strings and body lines hold no placeholder.
  if (!text.includes('{')) return text;
  const isPath = text.startsWith('/');
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (RENDER_TIME.has(name)) return whole;
    const found = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (found === undefined) {
      problems.push({ path, name });
      return whole;
    }
    return isPath ? toSlug(found) : found;
  });
}

export function placeholdersFrom(site: { firstName: string; lastName: string; phoneDisplay: string; email: string }): Placeholders {
  return {
    firstName: site.firstName,
    lastName: site.lastName,
    fullName: `${site.firstName} ${site.lastName}`,
    phoneDisplay: site.phoneDisplay,
    email: site.email,
  };
}

export function unknownPlaceholder(name: string): string {
  return `unknown placeholder {${name}}; use {firstName}, {lastName}, {fullName}, {phoneDisplay}, {email} or a price such as {price:hosting/economy-5gb} (see pipeline/load/price-placeholders.ts)`;
}
