import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ContentError } from './errors.ts';
import { annotation, escapeData, escapeProperty, reportContentError, summaryTable } from './github-report.ts';

const price = { file: 'content/hosting.yaml', line: 42, col: 5, field: 'plans.1.price', message: 'expected number, got "85,000"' };

describe('GitHub annotations', () => {
  it('escapes %, CR and LF in data, and also : and , in properties', () => {
    expect(escapeData('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext: a, b');
    expect(escapeProperty('C:\\dir,a%b\nc')).toBe('C%3A\\dir%2Ca%25b%0Ac');
  });

  it('prints one ::error command with file, line and column', () => {
    expect(annotation(price)).toBe('::error file=content/hosting.yaml,line=42,col=5::plans.1.price: expected number, got "85,000"');
    expect(annotation({ file: 'content/posts/a,b:c.md', line: 1, field: '', message: 'line one\nline two 50%' })).toBe(
      '::error file=content/posts/a%2Cb%3Ac.md,line=1,col=1::line one%0Aline two 50%25',
    );
  });

  it('tabulates the issues in Markdown, escaping pipes', () => {
    expect(summaryTable([price, { file: 'content/faqs.yaml', line: 3, field: '', message: 'a | b' }])).toBe(
      [
        '### Content check: 2 errors',
        '',
        '| File | Line | Field | Problem |',
        '| --- | ---: | --- | --- |',
        '| `content/hosting.yaml` | 42 | `plans.1.price` | expected number, got "85,000" |',
        '| `content/faqs.yaml` | 3 |  | a \\| b |',
        '',
      ].join('\n'),
    );
  });

  it('annotates and appends the summary only inside GitHub Actions', async () => {
    const summary = path.join(await mkdtemp(path.join(os.tmpdir(), 'summary-')), 'summary.md');
    const error = new ContentError([price]);
    const lines: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportContentError(error, { GITHUB_STEP_SUMMARY: summary }, (line) => lines.push(line));
    expect(lines).toEqual([]);
    reportContentError(error, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }, (line) => lines.push(line));
    reportContentError(error, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }, (line) => lines.push(line));
    quiet.mockRestore();
    expect(lines).toEqual([annotation(price), annotation(price)]);
    const written = await readFile(summary, 'utf8');
    expect(written.match(/### Content check: 1 error\n/g)).toHaveLength(2);
  });
});
