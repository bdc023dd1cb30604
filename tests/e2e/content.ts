import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { interpolateString, placeholdersFrom } from '../../src/content/interpolate';
import type { Collections } from '../../src/content/collections';
import { pricePlaceholders } from '../../src/content/price-placeholders';

/** A content file as written (tests compare pages with the source text, not with retyped copies). */
export const readContent = <T>(file: string) => parse(readFileSync(`content/${file}`, 'utf8')) as T;

const vars = {
  ...placeholdersFrom(readContent<Collections['site']>('site.yaml')),
  ...pricePlaceholders({
    hosting: readContent('hosting.yaml'),
    designPackages: readContent('design-packages.yaml'),
    websitePackages: readContent('website-packages.yaml'),
    seoPackages: readContent('seo-packages.yaml'),
  }),
};

/** Content text as the build fills it in: owner's name and contacts, prices and delivery days. */
export function fillPlaceholders(text: string): string {
  return interpolateString(text, vars, []);
}
