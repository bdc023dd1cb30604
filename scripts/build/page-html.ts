/** Files of the client manifest that every page needs before hydrating: the react-dom client chunk, imported dynamically by vite-react-ssg's client. */
export function hydrationPreloads(manifest: Record<string, { file: string }>, base = '/'): string[] {
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
