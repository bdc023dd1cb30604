import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWeight } from './page-weight.ts';

let dir: string;
const island = (name: string, load: string) => `<div class="contents" data-island="${name}" data-island-props="{}" data-island-load="${load}"></div>`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'contact'));
  const files: Record<string, string> = {
    'assets/index-1.js':
      'import{a}from"./behaviour-6.js";const m={h:()=>import("./site-header.island-3.js"),c:()=>import("./contact-form.island-4.js")};const r=()=>import(`./hydrate-2.js`);',
    'assets/behaviour-6.js': 'export const a=1;',
    'assets/hydrate-2.js': 'import{r}from"./react-5.js";export const h=r;',
    'assets/react-5.js': 'export const r="react";',
    'assets/site-header.island-3.js': 'import{r}from"./react-5.js";export default r;',
    'assets/contact-form.island-4.js': 'import{r}from"./react-5.js";import"./form-7.js";export default r;',
    'assets/form-7.js': 'export const f="a large form library";',
    'contact/index.html': `<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><style>h1{color:red}</style></head><body>${island('site-header', 'interaction')}${island('contact-form', 'visible')}</body></html>`,
  };
  await Promise.all(Object.entries(files).map(([file, text]) => writeFile(path.join(dir, file), text)));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('pageWeight', () => {
  it('counts the entry, the hydration runtime and the islands that load unseen with their imports, not the islands that wait to be seen', async () => {
    const weight = await pageWeight(dir, '/contact');
    expect(weight.scripts.sort()).toEqual(
      ['/assets/behaviour-6.js', '/assets/hydrate-2.js', '/assets/index-1.js', '/assets/react-5.js', '/assets/site-header.island-3.js'].sort(),
    );
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.css).toBeGreaterThan(0);
    expect(weight.html).toBeGreaterThan(weight.css);
  });
});
