import { createServer } from 'node:http';
import path from 'node:path';
import { startLocalBackend } from './serve/local-backend';
import { createStaticHost } from './serve/static-host';

/** Serves dist/ as a static host would, with the embedded contact backend beside it. */
const root = process.cwd();
const dir = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const staticHost = await createStaticHost(dir);
const backend = await startLocalBackend(root);

const server = createServer((req, res) => {
  backend.middleware(req, res, (err) => {
    if (err) {
      console.error(err);
      res.writeHead(500).end();
      return;
    }
    staticHost(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, dir) || '.'} at http://${host}:${port}/ (contact messages: ${path.relative(root, backend.dataDir)})`);
});

function shutdown(): void {
  server.close();
  void backend.close().finally(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
// Started by another process (the audit, a test) with a pipe on stdin: its closing means that process is gone.
if (process.env.PREVIEW_EXIT_WITH_PARENT) {
  process.stdin.on('end', shutdown);
  process.stdin.resume();
}
