import path from 'node:path';
import { EDITOR_SCHEMA_DIR, writtenFor } from './validate/editor-schemas/written.ts';
import { ContentError } from './validate/errors.ts';
import { reportContentError } from './validate/github-report.ts';
import { describeBackend } from './check/contact-backend.ts';
import { kb, pageWeight } from './check/page-weight.ts';
import { formatItems, ProductionBuildError } from './check/production-guard.ts';
import { buildSite } from './run-build.ts';

/**
 * `npm run build [-- --production]`, started through scripts/build.ts: the
 * whole chain, then one summary line, the time of each step, where the
 * contact form sends messages, and the first-load weight of the home page.
 * --production (implied in Netlify's and Cloudflare Pages' own builds)
 * refuses to ship a dead form or the sample identity.
 */
try {
  // The editor schemas are written while the content loads, not before it: 0.1 s, or 0.5 s when their described copies
  // are not cached yet (TypeScript reads the schemas' doc comments), off a first build's critical path; not at all when the
  // build's code is the one they were written for and they are as written, and then their writer (zod, the schemas) is
  // not even loaded on this thread.
  const editorSchemas = async (codeKey: string) => {
    if (await writtenFor(path.join(process.cwd(), EDITOR_SCHEMA_DIR), codeKey)) return 0;
    const { writeEditorSchemas } = await import('./validate/editor-schemas/write.ts');
    return writeEditorSchemas(process.cwd(), { codeKey });
  };
  const result = await buildSite({ production: process.argv.includes('--production'), alongside: { name: 'editor schemas', run: editorSchemas } });
  const seconds = (result.ms / 1000).toFixed(1);
  if (result.upToDate) {
    console.log(`Nothing changed since the last build: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KB, already in place (checked in ${seconds} s).`);
  } else {
    const reused = result.pages - result.rendered;
    console.log(
      `Built ${result.pages} pages in ${seconds} s (${(result.ms / result.pages).toFixed(1)} ms per page${reused > 0 ? `; ${result.rendered} rendered, ${reused} unchanged since the last build` : ''}), ${(result.bytes / 1024).toFixed(0)} KB in total.`,
    );
  }
  console.log(`Steps: ${result.steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}.`);
  console.log(describeBackend(result.backend));
  if (result.warnings.length > 0) {
    console.warn(`\nDemo deploy (SITE_DEMO_DEPLOY=1): a production build would refuse this site because of:\n${formatItems(result.warnings)}\n`);
  }
  const home = await pageWeight(path.resolve(process.env.SITE_OUT_DIR ?? 'dist'), '/');
  console.log(`Home page first load (gzip): JS ${kb(home.js)}, CSS ${kb(home.css)}, HTML ${kb(home.html)}.`);
} catch (error) {
  if (error instanceof ContentError) {
    reportContentError(error);
    console.error('\nNothing was written: fix the content above and build again.');
  } else if (error instanceof ProductionBuildError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
