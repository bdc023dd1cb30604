import { compileSiteData } from '../compile/compile-site-data';
import { loadSiteContent } from '../load/site-content';
import { imageManifest } from '../images/index';
import { withImageManifest } from '../images/manifest';

/** content/ (or SITE_CONTENT_DIR) compiled into site data (SiteModules), the image manifest planned without encoding. */
export async function contentSiteModules(): Promise<Map<string, string>> {
  const content = await loadSiteContent();
  const { modules } = await compileSiteData(content);
  return withImageManifest(modules, await imageManifest(content.dir));
}
