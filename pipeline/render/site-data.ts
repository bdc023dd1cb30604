import type { Plugin, ViteDevServer } from 'vite';
import type { contentSiteModules } from './site-data-content.ts';

/** The compiled content as module source, by name: `site` (one per collection), `head/<page>`, `site-routes`, `images`. */
export type SiteModules = ReadonlyMap<string, string>;

const PREFIX = 'virtual:site-data/';
/** Vite's mark for a module with no file behind it (keeps other plugins off it). */
const resolvedId = (name: string) => `\0${PREFIX}${name}`;

/**
 * Hands the compiled content to the app: `import { site } from
 * 'virtual:site-data/site'` (types in src/site-data.d.ts). Whoever runs
 * Vite passes its own data: the build what its compile and image steps
 * made, the dev server its current compile, the unit tests the content
 * folder compiled on first use. No file is written, so builds, tests and
 * a running dev server never see each other's data. One module per name,
 * so a chunk takes only the data it imports.
 */
export function siteData(modules: () => SiteModules | Promise<SiteModules>): Plugin {
  return {
    name: 'site-data',
    resolveId: (id) => (id.startsWith(PREFIX) ? resolvedId(id.slice(PREFIX.length)) : undefined),
    async load(id) {
      if (!id.startsWith(resolvedId(''))) return undefined;
      const name = id.slice(resolvedId('').length);
      const source = (await modules()).get(name);
      if (source === undefined) throw new Error(`No site data named "${name}" (${id.slice(1)}): the compiled content has no such collection or page.`);
      return source;
    },
  };
}

/** After a recompile in the dev server: the modules whose source changed are loaded again (with everything importing them). */
export function invalidateSiteData(server: ViteDevServer, before: SiteModules, after: SiteModules): void {
  const names = new Set([...before.keys(), ...after.keys()]);
  for (const name of names) {
    if (before.get(name) === after.get(name)) continue;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(resolvedId(name));
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  }
}

/**
 * The content folder's site data, compiled on first request: for the unit
 * tests (vitest.config.ts). The compile code is loaded here through tsx,
 * so the config file itself imports nothing of it.
 */
export function siteDataFromContent(): Plugin {
  let compiled: Promise<SiteModules> | undefined;
  const compile = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const loaded = (await tsImport('./site-data-content.ts', import.meta.url)) as { contentSiteModules: typeof contentSiteModules };
    return loaded.contentSiteModules();
  };
  return siteData(() => (compiled ??= compile()));
}
