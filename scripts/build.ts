import { buildSite } from './build/run-build';
import { ContentError } from '../src/content/errors';

try {
  const result = await buildSite();
  const kb = (result.bytes / 1024).toFixed(0);
  console.log(
    `Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s (${(result.ms / result.pages).toFixed(1)} ms per page), ${kb} KB in total.`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    console.error('\nNothing was written: fix the content above and build again.');
  } else {
    console.error(error);
  }
  process.exit(1);
}
