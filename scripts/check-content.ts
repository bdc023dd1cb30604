import { writeEditorSchemas } from '../pipeline/validate/editor-schemas/write';
import { ContentError } from '../pipeline/validate/errors';
import { reportContentError } from '../pipeline/validate/github-report';
import { contentDir, loadSiteContent } from '../pipeline/load/site-content';

/**
 * `npm run check:content`: validates content/ (or SITE_CONTENT_DIR) without
 * writing anything but the editors' JSON Schemas (.schemas/, from the zod schemas).
 */
const updated = await writeEditorSchemas();
if (updated > 0) console.log(`Editor schemas: ${updated} updated in .schemas/.`);
try {
  const content = await loadSiteContent();
  console.log(`Content is valid: ${Object.keys(content.collections).length + 1} data files and ${content.posts.length} posts in ${contentDir()}.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportContentError(error);
  process.exit(1);
}
