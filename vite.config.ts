import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { bundleBackend, envDirFor, resolveContactBackend } from './pipeline/check/contact-backend.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  const root = process.cwd();
  return {
    plugins: [react(), tailwindcss(), ...(isSsrBuild === false ? [browserIcons()] : [])],
    envDir: envDirFor(root),
    // Where the contact form sends messages (pipeline/check/contact-backend.ts decides; the build passes its own decision).
    define: { __CONTACT_BACKEND__: JSON.stringify(bundleBackend(resolveContactBackend({ mode, root }).backend)) },
    build: {
      // One stylesheet, which the prerenderer cuts per page and inlines (pipeline/render/page-css.ts)...
      cssCodeSplit: false,
      modulePreload: {
        // ...so no lazily loaded chunk should ask the browser for it (the built site ships no stylesheet file).
        resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')),
      },
    },
  };
});

/**
 * The client build takes lucide-react wherever src/components/ui/lucide-icons.ts is imported: the browser only hydrates
 * islands, so its icons are lucide's own components, each chunked with the islands that use it (one shared module of
 * icons would put every island's icons in the first page load). The server bundle keeps the module, which renders each
 * icon once per distinct props.
 */
function browserIcons(): Plugin {
  const icons = path.join(process.cwd(), 'src/components/ui/lucide-icons.ts');
  return {
    name: 'browser-icons',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('lucide-icons')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === icons ? this.resolve('lucide-react', importer, { ...options, skipSelf: true }) : null;
    },
  };
}
