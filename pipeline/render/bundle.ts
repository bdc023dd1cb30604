import path from 'node:path';
import { build as viteBuild } from 'vite';
import { siteData, type SiteModules } from './site-data.ts';

/** Where the bundles go: `client/` (the page template, entry, island chunks, stylesheet), `server/` (main.mjs), `renderer/` (worker.mjs). */
export interface BundleDirs {
  client: string;
  server: string;
  renderer: string;
}

/**
 * The rendering thread's code, then the client and server bundles at once,
 * both importing `modules` as virtual:site-data/*: given as a promise, the
 * first build imports no content and the others wait only where they read
 * it. Built one after the other, the server bundle's part after the content
 * came was on the build's path to rendering: five alternating 1,000-post
 * cold builds took 3.13–3.49 s at once against 3.27–3.62 s one after the
 * other. Run with NODE_ENV=production.
 */
export async function bundleSite(root: string, dirs: BundleDirs, modules: () => Promise<SiteModules>, define: Record<string, string>): Promise<void> {
  // Packages stay imports (found in node_modules); the project's own TypeScript is compiled in.
  await viteBuild({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: { ssr: 'pipeline/render/worker.ts', outDir: dirs.renderer, emptyOutDir: false, minify: false, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' } } },
  });
  const client = buildClient(root, dirs.client, modules, define, false);
  const server = viteBuild({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    define,
    plugins: [siteData(modules)],
    // The icons' own modules (src/components/ui/lucide-icons.ts) are bundled, not loaded from node_modules by each rendering thread (lucide-react's CommonJS build, which holds every icon, took about 100 ms a thread).
    ssr: { noExternal: ['lucide-react'] },
    build: { ssr: 'src/main.tsx', outDir: dirs.server, emptyOutDir: false, minify: false, rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' } } },
  });
  await Promise.all([client, server]);
}

/**
 * The client bundle: the page template (index.html), the entry and island
 * chunks, and the one stylesheet pages cut their CSS from. The dev server
 * builds it too, for the same template, CSS and island classes.
 */
export async function buildClient(root: string, outDir: string, modules: () => SiteModules | Promise<SiteModules>, define?: Record<string, string>, emptyOutDir = true): Promise<void> {
  const plugins = [siteData(modules)];
  await viteBuild({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production', define, plugins, build: { outDir, emptyOutDir } });
}
