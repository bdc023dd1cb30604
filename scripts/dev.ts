import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { dev } from 'vite-react-ssg/node';
import { writeGenerated } from '../src/content/compile/write-generated';
import { writeEditorSchemas } from '../src/content/editor-schemas/write';
import { ContentError } from '../src/content/errors';
import { contentDir, loadSiteContent } from '../src/content/load/site-content';
import { buildImages, type ImageBuild } from './build/images/index';
import { startLocalBackend } from './serve/local-backend';

/**
 * `npm run dev`: the content pipeline (drafts included) in watch mode, the
 * prerendering dev server, and the embedded contact backend. Content errors
 * appear in the terminal and in the browser's error overlay.
 */
const root = process.cwd();
const dir = contentDir();
let lastError: ContentError | undefined;
/** The last image step's variants (public URL → cached file), served from the cache. */
let variantFiles: ImageBuild['files'] = new Map();

async function compile(): Promise<boolean> {
  try {
    await writeGenerated(await loadSiteContent({ dir, includeDrafts: true }), root);
    variantFiles = (await buildImages({ root, contentDir: dir })).files;
    if (lastError) console.log('Content is valid again.');
    lastError = undefined;
    return true;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    lastError = error;
    console.error(`\n${error.message}\n`);
    return false;
  }
}

/** SVG needs its type to display; the raster formats get theirs for good measure. */
function imageType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
}

function showError(server: ViteDevServer): void {
  if (lastError) server.ws.send({ type: 'error', err: { message: lastError.message, stack: '', plugin: 'content' } });
}

function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    async configureServer(server) {
      const backend = await startLocalBackend(root);
      server.httpServer?.on('close', () => void backend.close());
      server.middlewares.use(backend.middleware);
      // Content images from content/images, their variants from the image cache.
      server.middlewares.use('/images', (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const variant = variantFiles.get(`/images${url}`);
        const file = variant ?? path.join(dir, 'images', decodeURIComponent(url));
        if (!variant && !file.startsWith(path.join(dir, 'images'))) return next();
        stat(file).then(
          (info) => (info.isFile() ? createReadStream(file).pipe(res.setHeader('Content-Type', imageType(file))) : next()),
          () => next(),
        );
      });
      server.watcher.add(dir);
      server.ws.on('connection', () => showError(server));
      let pending: NodeJS.Timeout | undefined;
      const schemaDir = path.join(root, 'src', 'content', 'schemas');
      server.watcher.on('all', (_event, file) => {
        // The editors' JSON Schemas follow the zod schemas they come from.
        if (file.startsWith(schemaDir)) void writeEditorSchemas(root).catch((error: unknown) => console.error('Editor schemas:', error));
        if (!file.startsWith(dir)) return;
        clearTimeout(pending);
        pending = setTimeout(async () => {
          if (await compile()) server.ws.send({ type: 'full-reload' });
          else showError(server);
        }, 80);
      });
    },
  };
}

await writeEditorSchemas(root);
if (!(await compile())) console.error('Starting anyway: the site shows the last valid content until the errors above are fixed.');
await dev({ entry: 'src/main.tsx' }, { root, configFile: path.join(root, 'vite.config.ts'), plugins: [contentPlugin()] });
