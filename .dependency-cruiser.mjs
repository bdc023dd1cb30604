// Import-layer rules, checked by `npm run lint` (dependency-cruiser).
// Paths match on segments ("(^|/)pipeline/"), so the planted violations in
// tests/fixtures/layers/ (a small mirror of pipeline/ and src/) trip the same rules.
import { builtinModules } from 'node:module';

const pipeline = ['(^|/)pipeline/', '(^|/)scripts/'];
const ui = ['(^|/)src/(app|components|pages|islands)/', '(^|/)src/main\\.tsx$'];
const islands = ['(^|/)src/islands/', '\\.island\\.tsx$'];
const router = '(^|/)node_modules/react-router(-dom)?/';
// Core modules appear under their bare names (`path`, `fs/promises`); some exist only as `node:test` and the like.
const nodeBuiltins = `^(node:)?(${[...new Set(builtinModules.map((name) => name.replace(/^node:/, '')))].join('|')})$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      // A cycle makes load order matter and the layers meaningless; type-only
      // imports count (tsPreCompilationDeps), since they tie the modules as tightly.
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // The content pipeline and the build run in Node and must not pull in
      // React UI (an icon map once dragged lucide-react into the content check).
      // Shared data and helpers live in src/lib. islands/attributes.ts is the
      // islands' React-free wrapper contract, which the build's HTML check reads.
      name: 'pipeline-not-ui',
      severity: 'error',
      from: { path: pipeline },
      to: { path: ui, pathNot: '(^|/)src/islands/attributes\\.ts$' },
    },
    {
      // Islands run in the browser outside the router: no React Router, no Node
      // built-ins, no content pipeline or build code. Type-only imports are
      // allowed (props take their types from the content schemas; they are erased).
      name: 'islands-stay-client',
      severity: 'error',
      from: { path: islands },
      to: { path: [router, nodeBuiltins, ...pipeline], dependencyTypesNot: ['type-only'] },
    },
    {
      // No React Router anywhere in an island's chunk either, through the components
      // it renders (button.tsx once brought react-router-dom into the header's).
      // Router only: a reachability rule also follows type-only imports, and those
      // lead from island props' types through pipeline/ to Node built-ins.
      name: 'island-chunks-no-router',
      severity: 'error',
      from: { path: islands },
      to: { path: router, reachable: true },
    },
    {
      // What renders takes only types from the pipeline (props and heads are
      // compiled data, handed over as modules or loader data); running pipeline
      // code there would pull Node-only modules into the server entry and,
      // through a component, into a browser chunk.
      name: 'ui-types-only-from-pipeline',
      severity: 'error',
      from: { path: [...ui, '(^|/)src/lib/'] },
      to: { path: '(^|/)pipeline/', dependencyTypesNot: ['type-only'] },
    },
    {
      // A typo'd or deleted import. The compiled content (virtual:site-data/*)
      // has no file: the build's Vite plugin serves it (src/site-data.d.ts).
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:site-data/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Resolve packages by their "exports" (vite, react-router-dom/server.js) as Node and Vite do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
