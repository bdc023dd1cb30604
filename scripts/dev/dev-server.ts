import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { PostData } from '../../pipeline/compile/compile-site-data';
import { writeEditorSchemas } from '../../pipeline/validate/editor-schemas/write';
import { blogNotFoundPath, blogPostPath } from '../../src/lib/route-paths';
import { renderPage } from '../../pipeline/render/render-page';
import type { ServerEntry } from '../../pipeline/render/server-entry';
import { startLocalBackend } from '../serve/local-backend';
import { clientBuilds } from './client-build';
import { contentPipeline } from './content-plugin';
import { devTemplate } from './dev-template';

export interface DevServerOptions {
  root: string;
  /** The content folder (content/). */
  contentDir: string;
  port: number;
  /** Posts marked as drafts are shown in dev; a test comparing with a build leaves them out. */
  includeDrafts?: boolean;
}

/** Source edits after which the pages' stylesheet or island classes may have changed. */
const rebuildsClient = (root: string, file: string) => file.startsWith(path.join(root, 'src') + path.sep) || file === path.join(root, 'index.html');

/**
 * `npm run dev`: every page rendered per request by the build's own
 * renderer (pipeline/render/render-page.ts) from the server entry
 * as Vite loads it, into the built template with the page's CSS inlined;
 * scripts from Vite with hot reload. Old addresses redirect (301) and
 * unknown ones get the 404 page with status 404, as the built site's host
 * files do. The embedded contact backend answers the form.
 */
export async function startDevServer({ root, contentDir, port, includeDrafts = true }: DevServerOptions) {
  const backend = await startLocalBackend(root);
  const http = createHttpServer();
  const content = contentPipeline({ root, dir: contentDir, includeDrafts, changed: async () => void (await client.rebuild()) });
  const client = clientBuilds(root, content.modules);
  await writeEditorSchemas(root);
  if (!(await content.compile())) console.error('Starting anyway: the site shows the last valid content until the errors above are fixed.');
  // Once more, now from the post cache: the first edit then finds that path warm (about 50 ms sooner on the page at 4,000 posts).
  else await content.compile(false);
  void client.current();

  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: http }, watch: { ignored: [content.ignored] } },
    appType: 'custom',
    plugins: content.plugins,
  });
  vite.middlewares.use(backend.middleware);
  watchSources(vite, root, client);

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    vite.middlewares(req, res, () => void servePage(vite, client, content.posts(), req, res));
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      content.close();
      await vite.close();
      await new Promise((resolve) => http.close(resolve));
      await backend.close();
      await client.close();
    },
  };
}

/** A source edit: rebuild the client; reload the page when the edit was to server-only code (islands update in place). */
function watchSources(vite: ViteDevServer, root: string, client: ReturnType<typeof clientBuilds>): void {
  let pending: NodeJS.Timeout | undefined;
  let serverOnly = false;
  vite.watcher.on('all', (_event, file) => {
    if (!rebuildsClient(root, file)) return;
    serverOnly ||= !vite.environments.client.moduleGraph.getModulesByFile(file)?.size;
    clearTimeout(pending);
    pending = setTimeout(() => {
      const reload = serverOnly;
      serverOnly = false;
      client.rebuild().then(
        () => reload && vite.ws.send({ type: 'full-reload' }),
        (error: unknown) => console.error('Client build:', error),
      );
    }, 80);
  });
}

async function servePage(vite: ViteDevServer, client: ReturnType<typeof clientBuilds>, posts: PostData | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const server = (await vite.ssrLoadModule('/src/main.tsx')) as ServerEntry;
    if (posts) server.setPostData(posts);
    const redirect = server.redirects.find((r) => r.from === pathname || `${r.from}/` === pathname);
    if (redirect) return void res.writeHead(301, { Location: redirect.to }).end();
    const built = await client.current();
    const template = await vite.transformIndexHtml(pathname, devTemplate(built.template));
    const frame = { template, cssFor: built.cssFor, laterClasses: built.laterClasses };
    let page = await renderPage(server, pathname, frame);
    // As the built site's host does (_redirects): an unknown address gets the built 404 page, the blog's own under /blog/.
    const notFound = pathname.startsWith(blogPostPath('')) ? blogNotFoundPath : '/404';
    if (page.status === 404 && pathname !== notFound) page = { ...(await renderPage(server, notFound, frame)), status: 404 };
    const { status, html } = page;
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(req.method === 'HEAD' ? undefined : html);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}
