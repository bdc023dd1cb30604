import path from 'node:path';
import { kb, pageWeight } from '../pipeline/check/page-weight';
import { builtSitemapPaths } from './serve/preview-process';

/**
 * `npm run check:budgets`: what a first visit to each built page downloads
 * before it can be used. Fails when a page's JavaScript (entry, preloaded
 * islands and their imports, gzip) exceeds the budget; React is included.
 */
export const JS_BUDGET_BYTES = 90 * 1024;

const dir = path.resolve(process.env.SITE_OUT_DIR ?? 'dist');
const routes = [...(await builtSitemapPaths(dir)), '/404'];
const over: string[] = [];
let largest = { route: '', js: 0 };
for (const route of routes) {
  const weight = await pageWeight(dir, route);
  if (weight.js > largest.js) largest = { route, js: weight.js };
  if (weight.js > JS_BUDGET_BYTES) over.push(`${route}: JavaScript ${kb(weight.js)} (budget ${kb(JS_BUDGET_BYTES)}): ${weight.scripts.join(', ')}`);
}
for (const line of over) console.error(line);
console.log(`Checked ${routes.length} pages against the ${kb(JS_BUDGET_BYTES)} JavaScript budget: ${over.length} over (largest ${largest.route}, ${kb(largest.js)}).`);
process.exit(over.length === 0 ? 0 : 1);
