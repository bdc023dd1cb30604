import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from './content-tree';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('the CI workflow', () => {
  it('checks content and builds on Node 22 on every pull request and push', async () => {
    const workflow = parse(await readFile(path.join(projectRoot, '.github/workflows/ci.yml'), 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
    };
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    const [job, ...others] = Object.values(workflow.jobs);
    expect(others).toEqual([]);
    const setupNode = job!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with?.['node-version']).toBe(22);
    expect(job!.steps.filter((step) => step.run).map((step) => step.run)).toEqual(['npm ci', 'npm run check:content', 'npm run build']);
    const scripts = (JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['check:content']).toBeDefined();
    expect(scripts.build).toBeDefined();
  });
});
