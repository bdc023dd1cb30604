import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The steps of `npm test` and the honest sum of their outcomes. A step is a
 * command; a test step also writes a report (vitest's or Playwright's JSON)
 * with its own pass and fail counts. A step that exits non-zero without a
 * report that shows a failure (it crashed, or its reporter did) counts as one
 * failure of its own, so the closing line and the exit code always agree.
 */
export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Later steps need this one (valid content, a build): stop here if it fails. */
  required?: boolean;
  /** A JSON report the step writes, and how to read its counts. */
  report?: { file: string; read: (json: unknown) => Counts };
}

export interface Counts {
  passed: number;
  failed: number;
}

export interface StepResult {
  name: string;
  exitCode: number;
  /** Counts from the step's report; undefined when it has none or wrote none. */
  counts?: Counts;
  expectsReport: boolean;
}

export function runSteps(steps: Step[], log: (line: string) => void = console.log): StepResult[] {
  const results: StepResult[] = [];
  for (const step of steps) {
    log(`\n=== ${step.name} ===`);
    const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    // A step killed by a signal has no status: it failed.
    const exitCode = run.status ?? 1;
    results.push({ name: step.name, exitCode, counts: step.report && readCounts(step.report), expectsReport: Boolean(step.report) });
    if (exitCode !== 0 && step.required) break;
  }
  return results;
}

function readCounts(report: NonNullable<Step['report']>): Counts | undefined {
  try {
    return report.read(JSON.parse(readFileSync(report.file, 'utf8')));
  } catch {
    return undefined;
  }
}

export interface Tally extends Counts {
  /** Steps that failed, with why when it is not a failing test. */
  failedSteps: string[];
  /** Steps that never ran because a required one failed. */
  skipped: string[];
}

/** Sums the results: a report's counts, plus one failure for a step that failed without reporting one; a gate step is one test. */
export function tally(results: StepResult[], planned: string[] = []): Tally {
  const sum: Tally = { passed: 0, failed: 0, failedSteps: [], skipped: [] };
  for (const result of results) {
    const failedTests = result.counts?.failed ?? 0;
    sum.passed += result.counts?.passed ?? (!result.expectsReport && result.exitCode === 0 ? 1 : 0);
    sum.failed += failedTests;
    if (result.exitCode !== 0 && failedTests === 0) {
      sum.failed += 1;
      sum.failedSteps.push(result.expectsReport ? `${result.name} (exited with code ${result.exitCode} without reporting a failed test)` : result.name);
    } else if (result.exitCode !== 0) {
      sum.failedSteps.push(result.name);
    } else if (result.expectsReport && !result.counts) {
      sum.failed += 1;
      sum.failedSteps.push(`${result.name} (wrote no report)`);
    }
  }
  const ran = new Set(results.map((r) => r.name));
  sum.skipped = planned.filter((name) => !ran.has(name));
  return sum;
}

/** The last two lines of `npm test`: what failed (or that nothing did), then `N passed, N failed`. */
export function closingLines(sum: Tally): string[] {
  const first =
    sum.failedSteps.length === 0
      ? 'All test steps passed.'
      : `Failed steps: ${sum.failedSteps.join(', ')}.${sum.skipped.length ? ` Not run: ${sum.skipped.join(', ')}.` : ''}`;
  return [first, `${sum.passed} passed, ${sum.failed} failed`];
}

/** The exit code that agrees with the closing line: 0 only when something passed and nothing failed. */
export function exitCode(sum: Tally): number {
  return sum.failed === 0 && sum.passed > 0 ? 0 : 1;
}
