// Plain JavaScript on purpose, like stripped-cache.mjs, which imports it: it must be in effect before the build's
// modules import their packages.
import { createRequire, registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Imports a package's CommonJS module without Node's scan of its source.
 *
 * When an ES module imports a CommonJS one, Node finds the names it may
 * import by scanning the CommonJS source, and the sources it re-exports,
 * with a lexer written in JavaScript (cjs-module-lexer). React, React DOM's
 * server renderer, React Router, YAML, sharp and lightningcss are all
 * CommonJS, so each of the build's threads scans a few hundred KB of them
 * (react/index.js re-exports React's development build as well as its
 * production one, and the scan reads both). The lexer's loop gets hot in
 * every thread, and V8 compiles it there, twice (while it runs and after):
 * about 0.55 s of CPU on V8's compiler threads in a cold 1,000-post build,
 * besides the scans themselves.
 *
 * This hook requires such a module first, the way `require` would, and
 * hands Node a small ES module whose exports are the ones the module really
 * has: the default export is `module.exports` and every other own
 * enumerable key is a named export, read once the module has run, as Node
 * does. The module then runs when its importer's graph is loaded rather
 * than when it is evaluated, so only packages (under node_modules) take this
 * path. A module that fails to load is left to Node, which reports the
 * failure as it would have.
 */
registerHooks({ load });

/** @type {import('node:module').LoadHookSync} */
function load(url, context, nextLoad) {
  const loaded = nextLoad(url, context);
  // Only an import: a `require` of the same module (its conditions say "require") stays CommonJS.
  if (loaded.format !== 'commonjs' || !context.conditions?.includes('import') || !url.startsWith('file:') || !url.includes('/node_modules/')) return loaded;
  const file = fileURLToPath(url);
  let exports;
  try {
    exports = createRequire(url)(file);
  } catch {
    return loaded;
  }
  return { format: 'module', source: moduleSource(url, file, exports), shortCircuit: true };
}

/**
 * An ES module of `exports` (module.exports of the package's file at `url`), which it requires again (from Node's cache).
 * @param {string} url
 * @param {string} file
 * @param {unknown} exports
 */
function moduleSource(url, file, exports) {
  const names = exportNames(exports);
  return [
    `import { createRequire } from 'node:module';`,
    `const exports = createRequire(${JSON.stringify(url)})(${JSON.stringify(file)});`,
    `export default exports;`,
    ...names.map((name, index) => `const _${index} = exports[${JSON.stringify(name)}];`),
    names.length > 0 ? `export { ${names.map((name, index) => `_${index} as ${JSON.stringify(name)}`).join(', ')} };` : '',
  ].join('\n');
}

/**
 * The names an import may take from `exports`: its own enumerable keys but `default` (the default export is the whole).
 * @param {unknown} exports
 */
function exportNames(exports) {
  if (exports === null || (typeof exports !== 'object' && typeof exports !== 'function')) return [];
  const names = Object.keys(exports);
  // Node's scan also finds `__esModule`, which transpiled modules define as not enumerable.
  if (Object.hasOwn(exports, '__esModule') && !names.includes('__esModule')) names.push('__esModule');
  return names.filter((name) => name !== 'default');
}
