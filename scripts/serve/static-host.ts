import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { findRedirect, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './host-rules';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/**
 * Serves a built site the way Netlify or Cloudflare Pages would: `_redirects`
 * rules first, then files (`/x` and `/x/` serve `x/index.html`), then
 * `404.html` with status 404; `_headers` on every answer; brotli or gzip for
 * text. Host files themselves (`_redirects`, `_headers`) are not served.
 */
export async function createStaticHost(dir: string) {
  const [redirects, headerRules] = await Promise.all([
    readFile(path.join(dir, '_redirects'), 'utf8').then(parseRedirects, (): RedirectRule[] => []),
    readFile(path.join(dir, '_headers'), 'utf8').then(parseHeaders, (): HeaderRule[] => []),
  ]);
  const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

  async function resolveFile(pathname: string): Promise<string | undefined> {
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.basename(relative).startsWith('_')) return undefined;
    const base = path.join(dir, relative);
    if (!base.startsWith(dir)) return undefined;
    for (const candidate of [base, path.join(base, 'index.html')]) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): Promise<void> {
    const ext = path.extname(file);
    res.statusCode = status;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext) ? undefined : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    if (!encoding) {
      res.setHeader('Content-Length', (await stat(file)).size);
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file).pipe(res);
      return;
    }
    const { mtimeMs } = await stat(file);
    const key = `${encoding}:${file}`;
    let hit = compressed.get(key);
    if (!hit || hit.mtimeMs !== mtimeMs) {
      const raw = await readFile(file);
      const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
      hit = { mtimeMs, body };
      compressed.set(key, hit);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', hit.body.length);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  }

  /** The closest 404.html up the path's folders, as Cloudflare Pages serves it (/blog/x → blog/404.html → 404.html). */
  async function nearestNotFoundPage(pathname: string): Promise<string | undefined> {
    const segments = pathname.split('/').filter(Boolean).slice(0, -1);
    for (let depth = segments.length; depth >= 0; depth -= 1) {
      const candidate = path.join(dir, ...segments.slice(0, depth), '404.html');
      if (!candidate.startsWith(dir)) continue;
      if (await stat(candidate).then((s) => s.isFile(), () => false)) return candidate;
    }
    return undefined;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
    const redirect = findRedirect(redirects, url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    const file = await resolveFile(url.pathname);
    if (file) return send(req, res, file, 200);
    const fallback = await nearestNotFoundPage(url.pathname);
    if (fallback) return send(req, res, fallback, 404);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };
}
