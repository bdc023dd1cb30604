/**
 * Post-processing of every prerendered page (vite-react-ssg's onPageRendered):
 * - `<meta charset>` first in <head> (head tags are inserted before it);
 * - the router's inline hydration script and the build-id script become
 *   non-executable data blocks read by src/app/static-data.ts, so the CSP
 *   needs no 'unsafe-inline' for scripts;
 * - the react-dom client chunk, imported dynamically by vite-react-ssg before
 *   hydration, is modulepreloaded so it downloads in parallel.
 */
export function transformPageHtml(html: string, options: { preload?: string[] } = {}): string {
  let out = html;
  const charset = /<meta charset="[^"]*">\s*/i.exec(out);
  if (charset) {
    out = out.replace(charset[0], '');
    out = out.replace('<head>', `<head>${charset[0].trim()}`);
  }
  let hydrationJson: string | undefined;
  out = out.replace(/<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/, (_, literal: string) => {
    hydrationJson = JSON.parse(literal) as string;
    return '';
  });
  const blocks: string[] = [];
  if (hydrationJson) blocks.push(`<script type="application/json" id="router-hydration">${escapeForScript(hydrationJson)}</script>`);
  // vite-react-ssg fills this placeholder with the build id after this hook runs.
  out = out.replace('<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>', '<script type="text/plain" id="ssg-build">/* SCRIPT_COMMENT_PLACEHOLDER */</script>');
  if (blocks.length > 0) out = out.replace('</body>', `${blocks.join('')}</body>`);
  const preloads = (options.preload ?? [])
    .filter((href) => !out.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`)
    .join('');
  if (preloads) out = out.replace('</head>', `${preloads}</head>`);
  return out;
}

function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Files of the client manifest that every page needs before hydrating. */
export function hydrationPreloads(manifest: Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>, base = '/'): string[] {
  return Object.entries(manifest)
    .filter(([key]) => /node_modules\/react-dom\/client\.js$/.test(key))
    .map(([, entry]) => `${base}${entry.file}`);
}

/** Turns a prerendered page into the 404.html a host serves at any unknown path: rendered, not hydrated, by the client router at the visitor's URL. */
export function toFallbackPage(html: string): string {
  return html
    .replace(' data-server-rendered="true"', '')
    .replace(/<script type="application\/json" id="router-hydration">[\s\S]*?<\/script>/, '');
}
