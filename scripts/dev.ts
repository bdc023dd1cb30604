import { contentDir } from '../pipeline/load/site-content';
import { startDevServer } from './dev/dev-server';

/**
 * `npm run dev`: the content pipeline (drafts included) in watch mode, and
 * a server that renders every page as `npm run build` writes it (scripts/dev/).
 * PORT sets the port (5173 by default); SITE_DEV_DRAFTS=0 leaves drafts out,
 * as the build does (tests comparing the two).
 */
const server = await startDevServer({
  root: process.cwd(),
  contentDir: contentDir(),
  port: Number(process.env.PORT ?? 5173),
  includeDrafts: process.env.SITE_DEV_DRAFTS !== '0',
});
console.log(`Dev server: ${server.url}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
