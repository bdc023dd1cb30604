import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileSiteData, type PostData } from '../../pipeline/compile/compile-site-data';
import { writeEditorSchemas } from '../../pipeline/validate/editor-schemas/write';
import { ContentError } from '../../pipeline/validate/errors';
import { loadSiteContent } from '../../pipeline/load/site-content';
import type { YamlDocuments } from '../../pipeline/load/yaml-source';
import { memoryPostCache } from '../../pipeline/incremental/post-cache';
import { buildImages, type ImageBuild } from '../../pipeline/images/index';
import { withImageManifest } from '../../pipeline/images/manifest';
import { invalidateSiteData, siteData, type SiteModules } from '../../pipeline/render/site-data';
import { watchContent, within } from './content-watcher';
import { oneAtATime } from './one-at-a-time';

/** SVG needs its type to display; the raster formats get theirs for good measure. */
function imageType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
}

/**
 * The content pipeline in watch mode: compiles content/ (drafts included
 * unless told otherwise) into the dev server's own site data (served as
 * virtual:site-data/* by `plugins`, the post data by `posts()`), serves
 * /images from content/images and the variant cache, and rewrites the
 * editors' JSON Schemas when the zod schemas change. Content errors appear
 * in the terminal and in Vite's overlay; the site keeps the last valid
 * content. `changed` runs after each successful recompile, before the reload.
 */
export function contentPipeline({ root, dir, includeDrafts, changed }: { root: string; dir: string; includeDrafts: boolean; changed: () => Promise<void> }) {
  let lastError: ContentError | undefined;
  /** The last image step's variants (public URL → cached file), served from the cache. */
  let variantFiles: ImageBuild['files'] = new Map();
  let modules: SiteModules = new Map();
  /** Empty until content first compiles (a page then fails, naming the site data module it lacks). */
  let posts: PostData | undefined;
  let vite: ViteDevServer | undefined;
  // Posts unchanged since the last compile are not parsed again, nor their bodies rendered, nor (while what else they show is unchanged) their pages made.
  const postCache = memoryPostCache();
  // The site's YAML files, parsed again only when their text changed.
  const yamlDocuments: YamlDocuments = new Map();
  /** Whether the last compile changed a site data module (the client bundle imports them; post data it does not). */
  let modulesChanged = true;

  /** The last image step; made again only when a file under content/images changed. */
  let images: ImageBuild | undefined;
  let stopWatching: (() => void) | undefined;

  async function compile(imagesChanged = true): Promise<boolean> {
    try {
      const compiled = await compileSiteData(await loadSiteContent({ dir, includeDrafts, postCache, yamlDocuments }), postCache.bodies, postCache.pages);
      if (imagesChanged || !images) images = await buildImages({ root, contentDir: dir });
      const previous = modules;
      modules = withImageManifest(compiled.modules, images.manifest);
      modulesChanged = [...new Set([...previous.keys(), ...modules.keys()])].some((name) => previous.get(name) !== modules.get(name));
      posts = compiled.posts;
      variantFiles = images.files;
      if (vite) invalidateSiteData(vite, previous, modules);
      if (lastError) console.log('Content is valid again.');
      lastError = undefined;
      return true;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      lastError = error;
      console.error(`\n${error.message}\n`);
      return false;
    } finally {
      postCache.settle();
    }
  }

  const showError = (server: ViteDevServer) => {
    if (lastError) server.ws.send({ type: 'error', err: { message: lastError.message, stack: '', plugin: 'content' } });
  };

  const plugin: Plugin = {
    name: 'site-content',
    configureServer(server) {
      vite = server;
      // Content images from content/images, their variants from the image cache.
      server.middlewares.use('/images', (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const variant = variantFiles.get(`/images${url}`);
        const file = variant ?? path.join(dir, 'images', decodeURIComponent(url));
        if (!variant && !file.startsWith(path.join(dir, 'images'))) return next();
        stat(file).then(
          (info) => (info.isFile() ? createReadStream(file).pipe(res.setHeader('Content-Type', imageType(file))) : next()),
          () => next(),
        );
      });
      server.ws.on('connection', () => showError(server));
      let pending: NodeJS.Timeout | undefined;
      let imagesChanged = false;
      const schemaDir = path.join(root, 'pipeline', 'validate', 'schemas');
      // The editors' JSON Schemas follow the zod schemas they come from.
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(schemaDir)) void writeEditorSchemas(root).catch((error: unknown) => console.error('Editor schemas:', error));
      });
      const recompile = async () => {
        const withImages = imagesChanged;
        imagesChanged = false;
        if (await compile(withImages)) {
          // A post edit changes only the post data, which pages read as they render: no client build to wait for.
          if (modulesChanged) await changed();
          server.ws.send({ type: 'full-reload' });
        } else {
          // The image step may not have run: the next compile makes it again.
          imagesChanged ||= withImages;
          showError(server);
        }
      };
      // One recompile at a time: an edit made during one is compiled once it ends, even if that one failed.
      const schedule = oneAtATime(recompile, (error) => console.error('Content:', error));
      // The content folder has a watcher of its own (content-watcher.ts): Vite's leaves it out (`ignored`).
      stopWatching = watchContent(dir, (file) => {
        imagesChanged ||= file.startsWith(path.join(dir, 'images'));
        clearTimeout(pending);
        // The events of one save (an editor's write, or its temporary file renamed into place) come within a few milliseconds.
        pending = setTimeout(() => void schedule(), 15);
      });
    },
  };
  return {
    compile,
    plugins: [plugin, siteData(() => modules)],
    /** For Vite's `server.watch.ignored`: the content folder, watched by the plugin itself. */
    ignored: within(dir),
    /** Stops watching the content folder. */
    close: () => stopWatching?.(),
    /** The current site data, for the client builds. */
    modules: () => modules,
    /** The current post data, for the route loaders. */
    posts: () => posts,
  };
}
