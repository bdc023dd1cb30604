import { describe, expect, it } from 'vitest';
import { ContentError, formatIssue } from '../../pipeline/validate/errors';
import { loadSiteContent } from '../../pipeline/load/site-content';
import { copyRealContent, editContentFile } from './content-tree';

/*
 * Each check that only the whole content tree can make, broken once in a copy
 * of the real content: the run reports exactly that mistake, at its file and
 * line, and nothing else.
 */

const edit = editContentFile;

async function issuesAfter(change: (dir: string) => Promise<void>): Promise<string[]> {
  const dir = await copyRealContent();
  await change(dir);
  const error = await loadSiteContent({ dir }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).issues.map(formatIssue).map((line) => line.replaceAll(dir, '<content>'));
}

describe('cross-reference checks', () => {
  it('a link in a YAML field to an address that is neither a page nor a redirect', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'navigation.yaml', '{ label: All Services, href: /services }', '{ label: All Services, href: /all-services }'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^<content>\/navigation\.yaml:11 .*: links to \/all-services, which is not a page of the site or a redirect$/);
  });

  it('a link in a post body to an unknown address', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'posts/fast-website-hosting-tanzania.md', /\n\n([A-Z][^\n]+)\n/, '\n\n$1 Read [the old guide](/old-guide).\n'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^<content>\/posts\/fast-website-hosting-tanzania\.md:\d+ .*\/old-guide/);
  });

  it('two posts with the same id', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'posts/complete-website-development-guide.md', /^id: \d+$/m, 'id: 6'));
    // Posts are read in file-name order: the later file is the duplicate.
    expect(issues).toEqual(['<content>/posts/fast-website-hosting-tanzania.md:2 id: id 6 is already used by <content>/posts/complete-website-development-guide.md']);
  });

  it('an image path with no file behind it', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'posts/fast-website-hosting-tanzania.md', /^image: .*$/m, 'image: /images/blog/missing.jpg'));
    expect(issues).toEqual(['<content>/posts/fast-website-hosting-tanzania.md:5 image: image /images/blog/missing.jpg does not exist (expected content/images/blog/missing.jpg)']);
  });

  it('an icon name the site does not bundle', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'business-solutions.yaml', '    - icon: Rocket', '    - icon: Rockett'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^<content>\/business-solutions\.yaml:18 .*icon: unknown icon 'Rockett'; use one of .*\bRocket\b/);
  });

  it('a redirect to an address that is not a page', async () => {
    const issues = await issuesAfter((dir) => edit(dir, 'redirects.yaml', 'to: /website-hosting-tanzania\n', 'to: /hosting-tanzania\n'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^<content>\/redirects\.yaml:\d+ .*\/hosting-tanzania/);
  });
});
