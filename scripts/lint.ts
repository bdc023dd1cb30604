import { spawnSync } from 'node:child_process';

/**
 * `npm run lint`: eslint with no warning allowed, then the import-layer rules (`npm run lint:layers`,
 * .dependency-cruiser.mjs). dependency-cruiser refuses Node older than 22, the Node that Debian ships
 * included; running through scripts/node22.mjs puts Node 22 first on PATH for both.
 */
const steps: [string, string[]][] = [
  ['npx', ['--no-install', 'eslint', '.', '--max-warnings', '0']],
  ['npm', ['run', 'lint:layers']],
];

for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
