import { spawnSync } from 'node:child_process';

/** `npm run check`: what a reviewer runs before merging, without rendering: content, types, lint, unit tests. */
const steps: [string, string[]][] = [
  ['content', ['tsx', 'scripts/check-content.ts']],
  ['types', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['unit tests', ['vitest', 'run', '--project', 'unit']],
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\ncheck failed at: ${name}`);
    process.exit(1);
  }
}
console.log('\nAll checks passed.');
