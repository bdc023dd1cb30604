import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeGenerated } from '../src/content/compile/write-generated';
import { loadSiteContent } from '../src/content/load/site-content';
import { syntheticPost } from './bench/synthetic-posts';
import { kb, pageWeight } from './build/page-weight';
import { buildSite } from './build/run-build';

/**
 * `npm run bench -- --posts N`: builds the site with N synthetic posts (in a
 * temporary content tree: the real YAML and images plus the generated posts)
 * and prints pages, wall time, ms per page, peak memory and page weights.
 */
const { values } = parseArgs({ options: { posts: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } } });
const count = Number(values.posts);
const root = process.cwd();
const contentDir = await mkdtemp(path.join(os.tmpdir(), `bench-content-${count}-`));
const outDir = path.join(os.tmpdir(), `bench-dist-${count}-${process.pid}`);

for (const name of await readdir('content')) if (name.endsWith('.yaml')) await cp(path.join('content', name), path.join(contentDir, name));
await cp('content/images', path.join(contentDir, 'images'), { recursive: true });
await mkdir(path.join(contentDir, 'posts'));
for (let n = 1; n <= count; n += 1) {
  const post = syntheticPost(n);
  await writeFile(path.join(contentDir, 'posts', post.name), post.text);
}

const result = await buildSite({ root, contentDir, outDir });
const peakMb = process.resourceUsage().maxRSS / 1024;
const [home, blog, post] = await Promise.all([pageWeight(outDir, '/'), pageWeight(outDir, '/blog'), pageWeight(outDir, '/blog/synthetic-guide-1')]);

console.log(`\nBench: ${count} posts, ${os.cpus().length} cores`);
console.table({
  pages: result.pages,
  'wall time': `${(result.ms / 1000).toFixed(1)} s`,
  'ms per page': (result.ms / result.pages).toFixed(2),
  'peak memory': `${peakMb.toFixed(0)} MB`,
  'home JS (gzip)': kb(home.js),
  'post JS (gzip)': kb(post.js),
  '/blog JS (gzip)': kb(blog.js),
  '/blog HTML (gzip)': kb(blog.html),
  '/blog first load (gzip)': kb(blog.html + blog.js + blog.css),
});

// Put the real content back into src/generated for the dev server.
await writeGenerated(await loadSiteContent(), root);
if (!values.keep) await Promise.all([rm(contentDir, { recursive: true }), rm(outDir, { recursive: true })]);
else console.log(`Kept ${contentDir} and ${outDir}`);
