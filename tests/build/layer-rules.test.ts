import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_ARGS } from '../../scripts/lint';
import { projectRoot } from './content-tree';

/*
 * The import-layer rules (.dependency-cruiser.mjs) bite: each violation
 * planted in tests/fixtures/layers/ is reported under its rule, and the real
 * tree, cruised exactly as `npm run lint:layers` does, has none.
 */

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const depcruise = path.join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const fixture = 'tests/fixtures/layers';

// The real tree's JSON report is over 1 MB, spawnSync's default limit: past it Node stops the cruiser and keeps what it
// had read, all of it or (when the stop comes first) a cut report that fails to parse.
const REPORT_LIMIT = 64 * 1024 * 1024;

function run(args: string[]) {
  return spawnSync(process.execPath, [depcruise, ...args], { cwd: projectRoot, encoding: 'utf8', maxBuffer: REPORT_LIMIT });
}

function violationsOf(args: string[]): Violation[] {
  const { stdout, stderr, error } = run([...args, '--output-type', 'json']);
  if (error) throw error;
  if (!stdout) throw new Error(`depcruise printed nothing: ${stderr}`);
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const found = (violations: Violation[]) => violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));

describe('import-layer rules', () => {
  it('report every violation planted in the fixture, and fail', () => {
    const args = ['--config', '.dependency-cruiser.mjs', 'tests/fixtures/layers'];
    // The JSON report always exits 0; the default one, which lint uses, fails.
    expect(run(args).status).not.toBe(0);
    const violations = violationsOf(args);
    const router = 'node_modules/react-router-dom/dist/index.js';
    expect(found(violations)).toEqual(
      expect.arrayContaining([
        // loader.ts → entry.ts → (type only) loader.ts
        { rule: 'no-circular', from: `${fixture}/pipeline/load/entry.ts`, to: `${fixture}/pipeline/load/loader.ts` },
        { rule: 'pipeline-not-ui', from: `${fixture}/pipeline/link/badge-check.ts`, to: `${fixture}/src/components/badge.tsx` },
        { rule: 'islands-stay-client', from: `${fixture}/src/components/nav.island.tsx`, to: router },
        { rule: 'islands-stay-client', from: `${fixture}/src/components/nav.island.tsx`, to: 'path' },
        { rule: 'island-chunks-no-router', from: `${fixture}/src/components/menu.island.tsx`, to: router },
        { rule: 'ui-types-only-from-pipeline', from: `${fixture}/src/components/entry-card.tsx`, to: `${fixture}/pipeline/load/loader.ts` },
      ]),
    );
    expect(new Set(violations.map((v) => v.rule.name))).toEqual(
      new Set(['no-circular', 'pipeline-not-ui', 'islands-stay-client', 'island-chunks-no-router', 'ui-types-only-from-pipeline']),
    );
  });

  it('pass on the real tree', () => {
    expect(found(violationsOf(LAYER_ARGS))).toEqual([]);
  });
});
