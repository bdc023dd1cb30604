import { ContentError } from '../pipeline/validate/errors';
import { loadSiteContent } from '../pipeline/load/site-content';
import { formatItems } from '../pipeline/check/production-guard';
import { liveItems } from './live/readiness';

/**
 * `npm run check:live`: what still needs the owner before going live (sample
 * identity and images, backend variables, the function's secrets, siteUrl),
 * each with its fix. Exits 1 while anything is open.
 */
try {
  const content = await loadSiteContent();
  const items = await liveItems(content, { root: process.cwd() });
  if (items.length === 0) {
    console.log('Ready to go live: no sample content, the contact backend is set, and the function has its secrets.');
  } else {
    console.log(`Not ready to go live: ${items.length} thing${items.length === 1 ? '' : 's'} still need${items.length === 1 ? 's' : ''} you.\n`);
    console.log(formatItems(items));
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
