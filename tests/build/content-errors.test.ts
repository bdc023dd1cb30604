import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ContentError, formatIssue } from '../../pipeline/validate/errors';
import { loadSiteContent } from '../../pipeline/load/site-content';
import { copyRealContent, editContentFile, projectRoot } from './content-tree';

/** Errors an owner can act on: one run reports every independent error and nothing that follows from another. */

const edit = editContentFile;

async function issuesOf(dir: string): Promise<string[]> {
  const error = await loadSiteContent({ dir }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).issues.map(formatIssue).map((line) => line.replaceAll(dir, '<content>'));
}

/** A bad date, a missing image and a duplicate id, in three different posts. */
async function treeWithThreeMistakes(): Promise<string> {
  const dir = await copyRealContent();
  await edit(dir, 'posts/fast-website-hosting-tanzania.md', 'date: May 10, 2025', 'date: 10th of May 2025');
  await edit(dir, 'posts/best-hosting-company-tanzania-2024.md', /^image: .*$/m, 'image: /images/blog/no-such-photo.jpg');
  await edit(dir, 'posts/complete-website-development-guide.md', 'id: 3\n', 'id: 51\n');
  return dir;
}

const threeMistakes = [
  '<content>/posts/best-hosting-company-tanzania-2024.md:5 image: image /images/blog/no-such-photo.jpg does not exist (expected content/images/blog/no-such-photo.jpg)',
  '<content>/posts/complete-website-development-guide.md:2 id: id 51 is already used by <content>/posts/best-hosting-company-tanzania-2024.md',
  "<content>/posts/fast-website-hosting-tanzania.md:6 date: expected an ISO date or 'May 10, 2025'",
];

describe('content errors', () => {
  it('a mistyped price reports only the price file, not every text quoting its prices', async () => {
    const dir = await copyRealContent();
    await edit(dir, 'hosting.yaml', /^(\s+)price: 85000$/gm, '$1price: "85,000"');
    expect(await issuesOf(dir)).toEqual([
      '<content>/hosting.yaml:14 homePlans.1.price: expected number, got "85,000"',
      '<content>/hosting.yaml:42 plans.1.price: expected number, got "85,000"',
    ]);
  });

  it('an invalid site.yaml hides the identity placeholders, not the other files, and names the field meant', async () => {
    const dir = await copyRealContent();
    await edit(dir, 'site.yaml', /^email: /m, 'emial: ');
    expect(await issuesOf(dir)).toEqual([
      '<content>/site.yaml:7 email: is required (expected string)',
      "<content>/site.yaml:23 emial: unknown field 'emial': did you mean 'email'?",
    ]);
  });

  it('a bad date, a missing image and a duplicate id are reported in one run', async () => {
    expect(await issuesOf(await treeWithThreeMistakes())).toEqual(threeMistakes);
  });

  it('schema errors and cross-reference errors come together', async () => {
    const dir = await copyRealContent();
    await edit(dir, 'hosting.yaml', /^(\s+)icon: .*$/m, '$1icon: NoSuchIcon');
    await edit(dir, 'redirects.yaml', /^(\s+)to: .*$/m, '$1to: /nowhere');
    await edit(dir, 'posts/fast-website-hosting-tanzania.md', /^tags: /m, 'tgas: ');
    const lines = await issuesOf(dir);
    expect(lines.map((line) => line.replace(/: .*/s, ''))).toEqual([
      '<content>/hosting.yaml:81 addOns.0.icon',
      '<content>/posts/fast-website-hosting-tanzania.md:2 tags',
      '<content>/posts/fast-website-hosting-tanzania.md:8 tgas',
      '<content>/redirects.yaml:6 redirects.0.to',
    ]);
    expect(lines[2]).toContain("did you mean 'tags'?");
    expect(lines[3]).toContain('/nowhere is not a page of the site');
  });

  it('with GITHUB_ACTIONS=true, prints each error as an annotation and appends a table to the step summary', async () => {
    const dir = await treeWithThreeMistakes();
    const summary = path.join(await mkdtemp(path.join(os.tmpdir(), 'summary-')), 'summary.md');
    await writeFile(summary, 'earlier step\n');
    const run = await promisify(execFile)(path.join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/check-content.ts'], {
      cwd: projectRoot,
      env: { ...process.env, SITE_CONTENT_DIR: dir, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
    }).catch((e: { stdout: string; code: number }) => e);
    expect('code' in run && run.code).toBe(1);
    const annotations = run.stdout.replaceAll(dir, '<content>').split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toEqual([
      '::error file=<content>/posts/best-hosting-company-tanzania-2024.md,line=5,col=1::image: image /images/blog/no-such-photo.jpg does not exist (expected content/images/blog/no-such-photo.jpg)',
      '::error file=<content>/posts/complete-website-development-guide.md,line=2,col=1::id: id 51 is already used by <content>/posts/best-hosting-company-tanzania-2024.md',
      "::error file=<content>/posts/fast-website-hosting-tanzania.md,line=6,col=1::date: expected an ISO date or 'May 10, 2025'",
    ]);
    const table = (await readFile(summary, 'utf8')).replaceAll(dir, '<content>');
    expect(table).toContain('earlier step\n### Content check: 3 errors\n');
    expect(table).toContain("| `<content>/posts/fast-website-hosting-tanzania.md` | 6 | `date` | expected an ISO date or 'May 10, 2025' |");
  });
});
