import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * `npm run lint`: eslint with no warning allowed, then the import-layer rules; `npm run lint:layers`
 * (`--layers`): the rules alone. Both run through scripts/node22.mjs: dependency-cruiser refuses
 * Node older than 22, Debian's Node 20 included, and node22.mjs puts Node 22 first on PATH.
 */

/** dependency-cruiser's arguments: the rules in .dependency-cruiser.mjs over the whole tree but the fixture that breaks them on purpose. */
export const LAYER_ARGS = ['--config', '.dependency-cruiser.mjs', '--exclude', '^tests/fixtures/layers/', 'src', 'pipeline', 'scripts', 'tests'];

const ESLINT: [string, string[]] = ['npx', ['--no-install', 'eslint', '.', '--max-warnings', '0']];
const LAYERS: [string, string[]] = ['npx', ['--no-install', 'depcruise', ...LAYER_ARGS]];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const steps = process.argv.includes('--layers') ? [LAYERS] : [ESLINT, LAYERS];
  for (const [command, args] of steps) {
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
