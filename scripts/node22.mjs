// Runs a TypeScript script of this project on Node 22.12 or newer, whatever `node` the shell has.
//
//   node scripts/node22.mjs scripts/build.ts [args...]
//
// Every npm script but typecheck goes through here (tools by scripts/tool.ts), so the project runs on one Node line everywhere (vitest and
// Lighthouse need 22.12; Debian ships 20). When the running Node is new enough, the script runs
// under it; otherwise Node 22 is taken from a cache (fetched once from the npm registry, where the
// `node-<platform>-<arch>` packages publish the official binaries) and put first on PATH, so tools
// the script starts (`npx vitest`, Playwright's web server) run on it too.
//
// Plain JavaScript on purpose: this file must run on any Node the machine has.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REQUIRED = [22, 12];
const NODE_VERSION = '22.23.3';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/node22.mjs <script.ts> [args...]');
  process.exit(2);
}

function newEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1]);
}

/** Where Node 22 is kept between runs: $SITE_NODE_CACHE, else the user's cache folder. */
function nodeCacheDir() {
  if (process.env.SITE_NODE_CACHE) return process.env.SITE_NODE_CACHE;
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cacheHome, 'site-node22');
}

function cachedNode() {
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = nodeCacheDir();
  const binDir = path.join(dir, 'node_modules', pkg, 'bin');
  const binary = path.join(binDir, 'node');
  if (!existsSync(binary)) {
    console.log(`Node ${process.versions.node} is older than ${REQUIRED.join('.')}: fetching Node ${NODE_VERSION} from the npm registry into ${dir} (once).`);
    try {
      execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${NODE_VERSION}`], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      console.error(`Could not fetch Node ${NODE_VERSION}. Install Node 22.12 or newer (https://nodejs.org) and run the command again.`);
      process.exit(1);
    }
    if (!existsSync(binary)) {
      console.error(`No Node ${NODE_VERSION} build for ${process.platform}-${process.arch} in the npm registry. Install Node 22.12 or newer (https://nodejs.org).`);
      process.exit(1);
    }
  } else {
    console.log(`Node ${process.versions.node} is older than ${REQUIRED.join('.')}: using Node ${NODE_VERSION} from ${dir}.`);
  }
  return { binary, binDir };
}

let node = process.execPath;
const env = { ...process.env };
if (!newEnough(process.versions.node)) {
  const found = cachedNode();
  node = found.binary;
  env.PATH = `${found.binDir}${path.delimiter}${env.PATH ?? ''}`;
}

// The build runs under Node's own type stripping, as its threads do: tsx's hooks cost it 0.1–0.2 s of CPU
// (pipeline/typescript-threads.ts, whose BUILD_ARGS this mirrors). Every other script runs through tsx; `--import tsx`
// (rather than tsx's own CLI) keeps the loader in execArgv, so worker threads load TypeScript too.
const STRIPPED = ['scripts/build.ts'];
const isBuild = STRIPPED.includes(path.relative(process.cwd(), path.resolve(script)));
// And V8's tiering setting for the build, as BUILD_V8_FLAGS in pipeline/thread-limits.ts (which says why; a test keeps the two alike).
const BUILD_V8_FLAGS = ['--invocation-count-for-turbofan=20000'];
const loader = isBuild ? [...BUILD_V8_FLAGS, '--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--import', './pipeline/stripped-cache.mjs'] : ['--import', 'tsx'];
// The build's malloc settings, as BUILD_MALLOC in pipeline/thread-limits.ts (which says why; a test keeps the two alike).
const BUILD_MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' };
if (isBuild) for (const [name, value] of Object.entries(BUILD_MALLOC)) env[name] ??= value;
const child = spawn(node, [...loader, script, ...args], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
