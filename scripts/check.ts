import { spawnSync } from 'node:child_process';

/** `npm run check`: what a reviewer runs before merging, without rendering: content, types, lint, unit tests. */
const steps: [string, string, string[]][] = [
  ['content', 'npx', ['tsx', 'scripts/check-content.ts']],
  ['types', 'npm', ['run', 'typecheck']],
  // eslint, then the import-layer rules (.dependency-cruiser.mjs)
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\ncheck failed at: ${name}`);
    process.exit(1);
  }
}
console.log('\nAll checks passed.');
