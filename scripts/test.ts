import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every test, in the order they depend on each other. The site is
 * built once; unit and integration tests run with vitest; end-to-end tests
 * run with Playwright against the built dist/ served like a static host.
 * Each runner prints its own summary; the last line sums them up.
 */
const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'content check', command: 'npx', args: ['tsx', 'scripts/check-content.ts'] },
  { name: 'build', command: 'npx', args: ['tsx', 'scripts/build.ts'] },
  { name: 'link check', command: 'npx', args: ['tsx', 'scripts/check-links.ts'] },
  { name: 'unit and integration tests', command: 'npx', args: ['vitest', 'run'] },
  { name: 'end-to-end tests', command: 'npx', args: ['playwright', 'test'] },
];

const failed: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failed.push(step.name);
    // Later steps need the build; stop if it failed.
    if (step.name === 'content check' || step.name === 'build') break;
  }
}
console.log(failed.length === 0 ? '\nAll test steps passed.' : `\nFailed: ${failed.join(', ')}.`);
process.exit(failed.length === 0 ? 0 : 1);
