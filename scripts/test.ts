import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closingLines, exitCode, runSteps, tally, type Counts, type Step } from './test/run-steps';
import { createScratchFolder } from './test/scratch-folder';
import { ensureSystemPackages } from './test/system-packages';
import { BUILD_ARGS } from '../pipeline/typescript-threads';
import { buildMalloc } from '../pipeline/thread-limits';

/**
 * `npm test`: every test, in the order they depend on each other. Content is
 * checked, the site is built once and its links checked; unit and
 * integration tests run with vitest; end-to-end tests run with Playwright
 * against the built dist/ served like a static host; page budgets and
 * Lighthouse gate the built pages. Each runner prints its own summary; the
 * last line sums them up as "N passed, N failed" (scripts/test/run-steps.ts).
 *
 * It sets itself up first: scripts/node22.mjs has already put Node 22 under
 * it, and Debian's chromium and postgresql are installed here when missing.
 */
const packagesError = ensureSystemPackages();
if (packagesError) {
  console.error(`\n${packagesError}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reports = path.resolve('reports', 'test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

const vitestCounts = (json: unknown): Counts => {
  const report = json as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const playwrightCounts = (json: unknown): Counts => {
  const { stats } = json as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

const steps: Step[] = [
  { name: 'content check', command: 'npx', args: ['tsx', 'scripts/check-content.ts'], required: true },
  { name: 'build', command: process.execPath, args: BUILD_ARGS, env: buildMalloc(process.env), required: true },
  { name: 'link check', command: 'npx', args: ['tsx', 'scripts/check-links.ts'] },
  { name: 'page budgets', command: 'npx', args: ['tsx', 'scripts/check-budgets.ts'] },
  {
    name: 'unit and integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    report: { file: vitestJson, read: vitestCounts },
  },
  {
    name: 'end-to-end tests',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    report: { file: playwrightJson, read: playwrightCounts },
  },
  // Lighthouse mobile on every page: thresholds a noisy 2-core machine holds steadily; 100 stays the goal (npm run audit).
  { name: 'Lighthouse', command: 'npx', args: ['tsx', 'scripts/audit.ts', '--min-performance', '95', '--min-other', '100'] },
];

// Every step's temporary files in one folder of this run's, removed at its end (scripts/test/scratch-folder.ts).
const scratch = createScratchFolder();
const results = runSteps(steps.map((step) => ({ ...step, env: { ...step.env, TMPDIR: scratch.folder } })));
scratch.remove();
const sum = tally(
  results,
  steps.map((step) => step.name),
);
console.log(`\n${closingLines(sum).join('\n')}`);
process.exit(exitCode(sum));
