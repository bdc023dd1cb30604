import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // One stylesheet, which the prerenderer cuts per page and inlines (scripts/build/prerender/page-css.ts)...
    cssCodeSplit: false,
    modulePreload: {
      // ...so no lazily loaded chunk should ask the browser for it (the built site ships no stylesheet file).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')),
    },
  },
});
