import { compileSiteData } from '../compile/compile-site-data.ts';
import { loadSiteContent } from '../load/site-content.ts';
import { imageManifest } from '../images/index.ts';
import { withImageManifest } from '../images/manifest.ts';

/** content/ (or SITE_CONTENT_DIR) compiled into site data (SiteModules), the image manifest planned without encoding. */
export async function contentSiteModules(): Promise<Map<string, string>> {
  const content = await loadSiteContent();
  const { modules } = await compileSiteData(content);
  return withImageManifest(modules, await imageManifest(content.dir));
}
