import path from 'node:path';
import { writeEditorSchemas } from '../src/content/editor-schemas/write';
import { ContentError } from '../src/content/errors';
import { reportContentError } from '../src/content/github-report';
import { kb, pageWeight } from './build/page-weight';
import { buildSite } from './build/run-build';

/** `npm run build`: the whole chain, then one summary line and the first-load weight of the home page. */
try {
  await writeEditorSchemas();
  const result = await buildSite();
  console.log(
    `Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s (${(result.ms / result.pages).toFixed(1)} ms per page), ${(result.bytes / 1024).toFixed(0)} KB in total.`,
  );
  const home = await pageWeight(path.resolve(process.env.SITE_OUT_DIR ?? 'dist'), '/');
  console.log(`Home page first load (gzip): JS ${kb(home.js)}, CSS ${kb(home.css)}, HTML ${kb(home.html)}.`);
} catch (error) {
  if (error instanceof ContentError) {
    reportContentError(error);
    console.error('\nNothing was written: fix the content above and build again.');
  } else {
    console.error(error);
  }
  process.exit(1);
}
