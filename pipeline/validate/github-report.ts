import { appendFileSync } from 'node:fs';
import type { ContentError, ContentIssue } from './errors.ts';

/*
 * Content errors in the forms a GitHub Actions run shows them: one `::error`
 * workflow command per issue (an annotation on the pull request's diff, at
 * the file and line) and a Markdown table in the job's summary page.
 */

/** Escapes a workflow command's message: %, CR and LF (GitHub's toCommandValue rules). */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Escapes a workflow command's property value: as data, plus ':' and ','. */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** `::error file=content/hosting.yaml,line=14,col=12::plans.1.price: expected number, got "85,000"` */
export function annotation(issue: ContentIssue): string {
  const properties = [`file=${escapeProperty(issue.file)}`, `line=${issue.line}`, `col=${issue.col ?? 1}`].join(',');
  return `::error ${properties}::${escapeData(issue.field ? `${issue.field}: ${issue.message}` : issue.message)}`;
}

/** A Markdown table of every issue, for `$GITHUB_STEP_SUMMARY`. */
export function summaryTable(issues: readonly ContentIssue[]): string {
  const cell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replace(/\r?\n/g, '<br>');
  const rows = issues.map((i) => `| \`${cell(i.file)}\` | ${i.line} | ${i.field ? `\`${cell(i.field)}\`` : ''} | ${cell(i.message)} |`);
  const count = `${issues.length} error${issues.length === 1 ? '' : 's'}`;
  return [`### Content check: ${count}`, '', '| File | Line | Field | Problem |', '| --- | ---: | --- | --- |', ...rows, ''].join('\n');
}

/**
 * Prints a content error for the person who must fix it: the plain list on
 * stderr, and when running in GitHub Actions (`GITHUB_ACTIONS=true`) also
 * one annotation per issue on stdout and the table appended to the file
 * named by `GITHUB_STEP_SUMMARY`.
 */
export function reportContentError(error: ContentError, env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log): void {
  console.error(error.message);
  if (env.GITHUB_ACTIONS !== 'true') return;
  for (const issue of error.issues) out(annotation(issue));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${summaryTable(error.issues)}\n`);
}
