import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * A running `scripts/preview.ts` on a free port, serving `outDir`; `stop()` resolves once it has exited.
 * Its stdin is a pipe from this process, and it exits when the pipe closes: it never outlives the
 * process that started it, even one that crashed or was killed.
 */
export async function startPreviewProcess(options: { root: string; outDir: string; backendDir: string }): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview.ts'], {
    cwd: options.root,
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), SITE_OUT_DIR: options.outDir, EMBEDDED_BACKEND_DIR: options.backendDir, PREVIEW_EXIT_WITH_PARENT: '1' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('exit', (code, signal) => {
    if (code && !signal) console.error(`preview server exited with code ${code}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Paths of every page in a built site's sitemap. */
export async function builtSitemapPaths(outDir: string): Promise<string[]> {
  const xml = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8').catch(() => {
    throw new Error(`${outDir}/sitemap.xml not found: build the site first (npm run build).`);
  });
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function waitForServer(url: string, exited: Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`preview server exited before answering at ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`preview server did not answer at ${url} within ${timeoutMs / 1000} s`);
}
