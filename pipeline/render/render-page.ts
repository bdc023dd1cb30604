import { headMarkup, htmlAttributes } from './head-markup.ts';
import { islandsIn } from './page-html.ts';
import type { LaterClasses } from './page-css.ts';
import { fillTemplate } from './page-template.ts';
import type { ServerEntry } from './server-entry.ts';

/** What a page is rendered into: the page template and the stylesheet cutters. */
export interface PageFrame {
  /** The client's index.html (built, or the dev server's), whitespace between tags removed. */
  template: string;
  /** The rules of the site's stylesheet a page uses (page-css.ts). */
  cssFor: (html: string, later: LaterClasses) => string;
  /** The classes a page's islands can set later (island-classes.ts). */
  laterClasses: (islands: readonly string[]) => Promise<LaterClasses>;
}

/**
 * The one page renderer, used by the build, the dev server and the tests:
 * the app's HTML, the head tags from the page's head data, the page's CSS
 * inlined, all filled into the template. `routeId`, when the caller knows
 * it, is the route `pathname` is a page of (ServerEntry.renderRoute).
 */
export async function renderPage(server: ServerEntry, pathname: string, frame: PageFrame, routeId?: string): Promise<{ status: number; html: string }> {
  const { appHtml, head, lang, status } = await server.renderRoute(pathname, routeId);
  const html = fillTemplate(frame.template, {
    appHtml,
    htmlAttributes: htmlAttributes(lang),
    headTags: headMarkup(head),
    css: frame.cssFor(appHtml, await frame.laterClasses(islandsIn(appHtml))),
  });
  return { status, html };
}
