import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLines, exitCode, runSteps, tally, type Step } from './run-steps';

const node = process.execPath;
const quiet = () => undefined;
const countsOf = (json: unknown) => json as { passed: number; failed: number };

/** A step that writes `report` (if any) to a fresh file, then exits with `code`. */
function step(name: string, code: number, report?: { passed: number; failed: number }, extra: Partial<Step> = {}): Step {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'run-steps-')), 'report.json');
  const write = report ? `require('fs').writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(JSON.stringify(report))});` : '';
  return { name, command: node, args: ['-e', `${write} process.exit(${code})`], report: { file, read: countsOf }, ...extra };
}

describe('npm test closing line', () => {
  it('counts a test step that crashes without writing its report as a failure', () => {
    const sum = tally(runSteps([step('passing tests', 0, { passed: 282, failed: 0 }), step('crashing tests', 1)], quiet));
    expect(closingLines(sum)).toEqual([
      'Failed steps: crashing tests (exited with code 1 without reporting a failed test).',
      '282 passed, 1 failed',
    ]);
    expect(exitCode(sum)).toBe(1);
  });

  it('counts a step whose report shows no failure but which exits non-zero (a crashed reporter)', () => {
    const sum = tally(runSteps([step('tests', 1, { passed: 230, failed: 0 })], quiet));
    expect(closingLines(sum)[1]).toBe('230 passed, 1 failed');
    expect(exitCode(sum)).toBe(1);
  });

  it('takes failed tests from the report without adding the step again', () => {
    const sum = tally(runSteps([step('tests', 1, { passed: 10, failed: 3 })], quiet));
    expect(closingLines(sum)).toEqual(['Failed steps: tests.', '10 passed, 3 failed']);
  });

  it('counts a test step that exits 0 but wrote no report as failed', () => {
    const sum = tally(runSteps([step('tests', 0)], quiet));
    expect(closingLines(sum)[1]).toBe('0 passed, 1 failed');
    expect(exitCode(sum)).toBe(1);
  });

  it('counts a gate step (no report) as one test, and stops after a required step fails', () => {
    const gate = (name: string, code: number, required = false): Step => ({ name, command: node, args: ['-e', `process.exit(${code})`], required });
    const plan = [gate('content check', 0, true), gate('build', 2, true), gate('link check', 0)];
    const sum = tally(runSteps(plan, quiet), plan.map((s) => s.name));
    expect(closingLines(sum)).toEqual(['Failed steps: build. Not run: link check.', '1 passed, 1 failed']);
    expect(exitCode(sum)).toBe(1);
  });

  it('passes only when something ran and nothing failed', () => {
    expect(exitCode(tally(runSteps([step('tests', 0, { passed: 5, failed: 0 })], quiet)))).toBe(0);
    expect(exitCode(tally([]))).toBe(1);
    expect(closingLines(tally([]))[1]).toBe('0 passed, 0 failed');
  });

  it('reads a report whose JSON is broken as no report', () => {
    const broken = step('tests', 0);
    writeFileSync(broken.report!.file, '{"passed": 3,');
    expect(closingLines(tally(runSteps([broken], quiet)))[1]).toBe('0 passed, 1 failed');
  });
});
