import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { socialCard, type CardBrand, type CardText } from '../../compile/seo/social-card.ts';
import { cardJobEntry, readCardLogo } from './card-cache.ts';
import { startCardThread } from './card-thread.ts';
import { buildCards, writeCards } from './index.ts';

const brand: CardBrand = { firstName: 'Juma', lastName: 'Mwakyusa', jobTitle: 'Web Developer & Hosting Provider', domain: 'www.example.co.tz', logo: '/images/logo.svg' };
const texts: Readonly<Record<string, CardText>> = {
  '/website-design': { title: 'Professional Website Design in Tanzania', line: 'From TSh 750,000', lineKind: 'price' },
  '/blog/long-post': {
    title: 'A very long title that goes on and on about websites, hosting, SEO and e-commerce for businesses in Tanzania and beyond',
    line: 'An excerpt long enough to be cut after three lines on the card: domains, hosting, design, M-Pesa payments, what a fair price looks like in TSh, the mistakes we see most often and what to ask before paying a deposit.',
    lineKind: 'text',
  },
  '/': { title: 'Web Developer & Hosting Provider in Dar es Salaam', line: 'Websites, hosting and SEO for Tanzanian businesses. Mtandao wako, biashara yako.', lineKind: 'text' },
};
const cards = () => Object.entries(texts).map(([page, text]) => socialCard(page, text, brand));

describe('the social-card step', () => {
  let dir: string;
  let lines: string[];
  const options = () => ({ root: dir, contentDir: path.join(dir, 'content'), cacheDir: path.join(dir, 'cache'), log: (line: string) => lines.push(line) });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'card-step-'));
    lines = [];
    await mkdir(path.join(dir, 'content', 'images'), { recursive: true });
    await cp(path.resolve(import.meta.dirname, '../../../content/images/logo.svg'), path.join(dir, 'content', 'images', 'logo.svg'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  /** The logo and every card as the card thread takes them, with their files in the test's cache. */
  const threadJob = () => {
    const cacheDir = path.join(dir, 'cache');
    const logo = readCardLogo(path.join(dir, 'content'), brand.logo);
    return { logoSvg: logo.svg, cacheDir, all: cards().map((card) => cardJobEntry(card, cacheDir, logo.hash)) };
  };

  it('renders each card as a 1200×630 JPEG of at most 300 KB at the path its page names', async () => {
    const build = await buildCards({ ...options(), cards: cards() });
    const out = path.join(dir, 'out');
    await writeCards(build, out);
    expect([...build.files.keys()].sort()).toEqual(cards().map((card) => card.file).sort());
    for (const card of cards()) {
      const bytes = await readFile(path.join(out, card.file));
      const info = await sharp(bytes).metadata();
      expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
      expect(bytes.length).toBeGreaterThan(20 * 1024);
    }
  }, 60_000);

  it('draws the text over the background: the title box differs between cards, the brand corner does not', async () => {
    const build = await buildCards({ ...options(), cards: cards() });
    const [a, b] = await Promise.all(cards().slice(0, 2).map((card) => sharp(build.files.get(card.file)!).raw().toBuffer({ resolveWithObject: true })));
    const region = (image: { data: Buffer }, left: number, top: number, width: number, height: number) => {
      let sum = 0;
      for (let y = top; y < top + height; y += 1) for (let x = left; x < left + width; x += 1) sum += image.data[(y * 1200 + x) * 3]!;
      return sum / (width * height);
    };
    // The title's first line: white text on the dark ink background makes it brighter than the background alone.
    expect(Math.abs(region(a!, 72, 190, 900, 60) - region(b!, 72, 190, 900, 60))).toBeGreaterThan(1);
    expect(region(a!, 72, 190, 800, 60)).toBeGreaterThan(region(a!, 1000, 190, 150, 60) + 10);
    expect(region(a!, 0, 0, 600, 140)).toBeCloseTo(region(b!, 0, 0, 600, 140), 0);
    // The price sits on a pill of the theme's accent (#f2a900) under the two-line title; the excerpt card has none there.
    const pixel = (image: { data: Buffer }, x: number, y: number) => [...image.data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    for (const [channel, value] of [0xf2, 0xa9, 0x00].entries()) expect(Math.abs(pixel(a!, 100, 380)[channel]! - value)).toBeLessThan(12);
    expect(pixel(b!, 100, 380)[2]).toBeGreaterThan(30);
  }, 60_000);

  it('renders nothing on an unchanged rebuild, and only the card whose text changed', async () => {
    const cold = await buildCards({ ...options(), cards: cards() });
    expect([cold.rendered, cold.cached]).toEqual([3, 0]);
    expect(lines.at(-1)).toMatch(/^Social cards: 3 cards \(3 rendered, 0 cached\) in \d+\.\d s$/);
    const warm = await buildCards({ ...options(), cards: cards() });
    expect([warm.rendered, warm.cached]).toEqual([0, 3]);
    expect(lines.at(-1)).toMatch(/^Social cards: 3 cards \(0 rendered, 3 cached\)/);
    const repriced = socialCard('/website-design', { ...texts['/website-design']!, line: 'From TSh 800,000' }, brand);
    const changed = await buildCards({ ...options(), cards: [repriced, ...cards().slice(1)] });
    expect([changed.rendered, changed.cached]).toEqual([1, 2]);
    expect((await readdir(path.join(dir, 'cache'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 90_000);

  it('renders the cards handed over early once, and the job waits for them and counts them', async () => {
    const { logoSvg, cacheDir, all } = threadJob();
    const thread = startCardThread();
    thread.early({ brand, logoSvg, cards: all.slice(0, 2) });
    expect(thread.hasEarlyCards).toBe(true);
    // The job names the early cards again (the build's check may run before they are written): each renders once.
    const build = await buildCards({ ...options(), cards: cards(), thread });
    expect([build.rendered, build.cached]).toEqual([3, 0]);
    for (const card of all) expect((await sharp(card.file).metadata()).width).toBe(1200);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.jpg'))).toHaveLength(3);
  }, 90_000);

  it('keeps the cards handed over while the card thread is still starting, and renders them with an empty job', async () => {
    const { logoSvg, all } = threadJob();
    const thread = startCardThread();
    // Sent at once, before the thread has loaded its modules: nothing else names these cards.
    for (const card of all) thread.early({ brand, logoSvg, cards: [card] });
    expect(await thread.render({ brand, logoSvg, cards: [] })).toBe(3);
    for (const card of all) expect((await sharp(card.file).metadata()).height).toBe(630);
  }, 90_000);

  it("reports a card the thread cannot write as its job's failure, with the system's reason", async () => {
    const { logoSvg } = threadJob();
    // The card's folder is a file.
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file');
    const thread = startCardThread();
    const job = { brand, logoSvg, cards: [{ text: texts['/']!, file: path.join(blocked, 'card.jpg') }] };
    await expect(thread.render(job)).rejects.toThrow(/^rendering social cards failed: .*(ENOTDIR|EEXIST)/);
  }, 90_000);
});
