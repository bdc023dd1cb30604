import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBackend, envDirFor, resolveContactBackend } from './pipeline/check/contact-backend.ts';

export default defineConfig(({ mode }) => {
  const root = process.cwd();
  return {
    plugins: [react(), tailwindcss()],
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
