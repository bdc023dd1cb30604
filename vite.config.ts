import { defineConfig, normalizePath, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFile } from 'node:fs/promises';
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
 * The client build takes lucide's own icon components wherever src/components/ui/lucide-icons.ts is imported: the
 * browser only hydrates islands, so the module becomes re-exports of the icon modules it imports (`import LucideX from
 * 'lucide-react/icons/x'` and `export const X = staticIcon(LucideX)` give `export { default as X } from 'lucide-react/icons/x'`), each chunked with the islands
 * that use it (one shared module of icons would put every island's icons in the first page load). The server bundle
 * keeps the module, which renders each icon once per distinct props. One module per icon, not lucide-react's index:
 * the index re-exports all of lucide's 2,000-odd icons, which both builds then read and dropped again.
 */
function browserIcons(): Plugin {
  // Module ids use forward slashes on every system.
  const icons = normalizePath(path.join(process.cwd(), 'src/components/ui/lucide-icons.ts'));
  const iconImport = /^import (\w+) from '(lucide-react\/icons\/[\w-]+)';$/gm;
  const iconExport = /^export const (\w+) = .*staticIcon\((\w+)\);$/gm;
  return {
    name: 'browser-icons',
    enforce: 'pre',
    async load(id) {
      if (id !== icons) return null;
      const source = await readFile(id, 'utf8');
      // Each icon under the name the file exports it by, from the module its import names.
      const modules = new Map([...source.matchAll(iconImport)].map(([, local, from]) => [local!, from!]));
      const exports = [...source.matchAll(iconExport)].map(([, name, local]) => {
        const from = modules.get(local!);
        if (!from) throw new Error(`${id}: ${name} wraps ${local}, which no \`import ${local} from 'lucide-react/icons/…'\` line names`);
        return `export { default as ${name} } from '${from}';\n`;
      });
      if (exports.length === 0) throw new Error(`${id}: no \`export const X = staticIcon(LucideX)\` lines for the browser's icons`);
      return exports.join('');
    },
  };
}
