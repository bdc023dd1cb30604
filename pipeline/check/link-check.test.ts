import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks } from './link-check.ts';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'links-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('checkLinks', () => {
  it('accepts pages, files, redirects and anchors that exist, and reports the rest', async () => {
    const dir = await site({
      '_redirects': '/old-design /design#wordpress 301\n',
      'index.html': `<a href="/design">ok</a><a href="/design#wordpress">ok</a><a href="/old-design">ok via redirect</a>
        <img src="/images/a.jpg"><a href="#top">ok</a><a href="https://example.com/x">external</a>
        <a href="/missing">bad</a><a href="/design#nope">bad anchor</a><div id="top"></div>`,
      'design/index.html': '<section id="wordpress"></section><a href="../">up</a>',
      'images/a.jpg': 'x',
      '404.html': '<a href="/also-missing">ignored</a>',
    });
    const result = await checkLinks(dir);
    expect(result.broken).toEqual([
      { page: '/', href: '/missing', reason: '/missing does not exist' },
      { page: '/', href: '/design#nope', reason: 'no element with id "nope" on /design' },
    ]);
    expect(result.links).toBe(8);
  });
});
