/** The parts of a rendered page that go into the built index.html template. */
export interface RenderedPage {
  appHtml: string;
  htmlAttributes: string;
  headTags: string;
  /** Script and style files this page needs before hydrating (modulepreload / stylesheet). */
  preload: string[];
  /** React Router's hydration state (loader data per route id), as JSON. */
  hydrationJson: string;
}

const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Fills the client build's index.html with a rendered page using plain
 * string operations (no DOM parsing: this runs thousands of times). Data for
 * hydration travels in non-executable blocks read by src/app/static-data.ts,
 * so pages contain no inline scripts and the CSP needs no 'unsafe-inline'.
 */
export function fillTemplate(template: string, page: RenderedPage, buildId: string): string {
  const preloads = page.preload
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => (href.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`))
    .join('');
  return template
    .replace('<html', page.htmlAttributes ? `<html ${page.htmlAttributes}` : '<html')
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1${page.headTags}`)
    .replace('</head>', `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-server-rendered="true">${page.appHtml}</div>` +
        `<script type="application/json" id="router-hydration">${scriptSafe(page.hydrationJson)}</script>` +
        `<script type="text/plain" id="ssg-build">'${buildId}'</script>`,
    );
}
