/** The parts of a rendered page that go into the built index.html template. */
export interface RenderedPage {
  appHtml: string;
  htmlAttributes: string;
  headTags: string;
  /** The stylesheet rules this page uses, inlined in place of the stylesheet link. */
  css: string;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;

/** The URL of the site's stylesheet in the template. */
export function stylesheetHref(template: string): string {
  const href = STYLESHEET.exec(template)?.[1];
  if (!href) throw new Error('The page template links no stylesheet');
  return href;
}

/**
 * Fills the client build's index.html with a rendered page using plain
 * string operations (no DOM parsing: this runs thousands of times). Pages
 * carry no inline scripts: islands read their props from data attributes,
 * so the CSP needs no 'unsafe-inline' for scripts. Nothing preloads script:
 * the entry asks for React and the islands after the first paint, when they
 * are needed (src/islands/client.ts). The stylesheet link gives way to the page's own
 * CSS, inlined and complete (page-css.ts).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(STYLESHEET, () => `<style>${page.css}</style>`)
    .replace('<html', page.htmlAttributes ? `<html ${page.htmlAttributes}` : '<html')
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1${page.headTags}`)
    .replace('<div id="root"></div>', `<div id="root">${page.appHtml}</div>`);
}
