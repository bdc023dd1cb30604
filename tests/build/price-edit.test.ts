import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../pipeline/run-build';
import { copyRealContent, projectRoot } from './content-tree';

/** Edit one price in hosting.yaml, rebuild, and find the new price everywhere the old one was. */
const outDir = path.join(os.tmpdir(), `site-price-test-${process.pid}`);
const read = (page: string) => readFile(path.join(outDir, page, 'index.html'), 'utf8');
let oldPrice = '';
let newPrice = '';

beforeAll(async () => {
  const contentDir = await copyRealContent();
  const file = path.join(contentDir, 'hosting.yaml');
  const yaml = await readFile(file, 'utf8');
  const cheapest = Math.min(...(parse(yaml) as { plans: { price: number }[] }).plans.map((p) => p.price));
  const raised = cheapest + 7000;
  oldPrice = cheapest.toLocaleString('en-US');
  newPrice = raised.toLocaleString('en-US');
  // Every occurrence of the amount in the hosting file (the plan on the home page and on the hosting page).
  await writeFile(file, yaml.replaceAll(`price: ${cheapest}`, `price: ${raised}`));
  await buildSite({ root: projectRoot, contentDir, outDir });
}, 180_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('one price edited in YAML', () => {
  it('appears on every page that quotes it and no page keeps the old amount', async () => {
    const pages = (await readdir(outDir, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    const stale = [];
    for (const page of pages) if ((await readFile(path.join(outDir, page), 'utf8')).includes(oldPrice)) stale.push(page);
    expect(stale).toEqual([]);
    for (const page of ['', 'website-hosting-tanzania', 'web-hosting-dar-es-salaam', 'blog/affordable-hosting-tanzania-2024']) {
      expect(await read(page), page || '/').toContain(newPrice);
    }
  });

  it('changes the offer in the hosting page JSON-LD', async () => {
    const html = await read('website-hosting-tanzania');
    const offers = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .flatMap((m) => (JSON.parse(m[1]!) as { '@graph': { offers?: { price: number }[] }[] })['@graph'])
      .flatMap((node) => node.offers ?? []);
    expect(offers.map((o: { price: number }) => o.price)).toContain(Number(newPrice.replace(/,/g, '')));
  });
});
