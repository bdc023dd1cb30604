import path from 'node:path';
import { checkLinks } from '../pipeline/check/link-check';

/** `npm run check:links`: every internal link and #anchor in dist/ resolves. */
const dir = path.resolve(process.env.SITE_OUT_DIR ?? 'dist');
const { pages, links, broken } = await checkLinks(dir);
for (const link of broken) console.error(`${link.page}: ${link.href} → ${link.reason}`);
console.log(`Checked ${links} internal links on ${pages} pages: ${broken.length} broken.`);
process.exit(broken.length === 0 ? 0 : 1);
