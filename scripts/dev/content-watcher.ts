import { watch, readdirSync, realpathSync, statSync, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * Watches the content folder and every folder under it (one `fs.watch`
 * each, folders added later included) and calls `changed` with the path
 * of each file or folder an event names. Vite's own watcher reads a whole
 * folder again on any event in it: with 4,000 posts that was about 50 ms
 * of the dev server's thread on every save, while the content recompiled.
 * So the dev server keeps the content folder out of Vite's watcher
 * (`within`) and watches it here. Returns a function that stops watching.
 */
export function watchContent(dir: string, changed: (file: string) => void): () => void {
  const root = path.resolve(dir);
  const watchers = new Map<string, FSWatcher>();
  const add = (folder: string) => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (event, name) => {
        // The folder itself was removed: dropped, and watched again if it comes back (its parent's event).
        if (!isFolder(folder)) {
          drop(folder);
          return changed(folder);
        }
        const file = name ? path.join(folder, name.toString()) : folder;
        // A folder made, removed or renamed here is watched afresh, with what it holds.
        if (event === 'rename' && file !== folder) {
          for (const watchedFolder of [...watchers.keys()]) if (watchedFolder === file || watchedFolder.startsWith(file + path.sep)) drop(watchedFolder);
          if (isFolder(file)) addTree(file);
        }
        changed(file);
      });
    } catch {
      return; // Gone before it could be watched: its parent's event reports it.
    }
    // A removed folder's watcher errors or stops; it is dropped (watched again if the folder comes back). Its events
    // may come after the folder is watched afresh: they leave the new watcher alone.
    const own = () => watchers.get(folder) === watcher;
    watcher.on('error', () => own() && drop(folder));
    watcher.on('close', () => own() && watchers.delete(folder));
    watchers.set(folder, watcher);
  };
  const drop = (folder: string) => {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  };
  // Folders reached through a symbolic link are watched too, each real folder once along a path (a link to a parent would loop).
  const addTree = (folder: string, above: ReadonlySet<string> = new Set()) => {
    let real: string;
    try {
      real = realpathSync(folder);
    } catch {
      return;
    }
    if (above.has(real)) return;
    add(folder);
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    const along = new Set(above).add(real);
    for (const entry of entries) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory() || (entry.isSymbolicLink() && isFolder(child))) addTree(child, along);
    }
  };
  addTree(root);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

/** Whether `file` is `dir` or lies under it (for Vite's `server.watch.ignored`). */
export function within(dir: string): (file: string) => boolean {
  const root = path.resolve(dir);
  return (file) => file === root || file.startsWith(root + path.sep);
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
