import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether anything still accepts connections at `origin`. */
async function listening(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

it('leaves no server listening when Lighthouse cannot start its browser', async () => {
  // A one-page site, so the audit gets as far as starting its preview server and then the browser.
  const site = await mkdtemp(path.join(os.tmpdir(), 'audit-site-'));
  await mkdir(site, { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
  await writeFile(path.join(site, 'sitemap.xml'), '<urlset><url><loc>https://example.org/</loc></url></urlset>');

  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit.ts', '--routes', '/'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_OUT_DIR: site, CHROME_PATH: path.join(site, 'no-such-browser'), EMBEDDED_BACKEND_DIR: path.join(site, '.data') },
    timeout: 120_000,
  });
  expect(run.status).not.toBe(0);
  const origin = /served at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout)?.[1];
  expect(origin, `the audit names its server: ${run.stdout}${run.stderr}`).toBeDefined();
  expect(await listening(origin!)).toBe(false);
});
