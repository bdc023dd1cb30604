/** One problem in one content file, pointing at the line and field an author must fix. */
export interface ContentIssue {
  /** Path relative to the project, e.g. `content/posts/fast-hosting.md`. */
  file: string;
  /** 1-based line number in that file. */
  line: number;
  /** 1-based column, when known (annotations point at it). */
  col?: number;
  /** Dotted field path, e.g. `plans.1.price` (empty for file-level problems). */
  field: string;
  message: string;
}

export function formatIssue(issue: ContentIssue): string {
  const where = `${issue.file}:${issue.line}`;
  return issue.field ? `${where} ${issue.field}: ${issue.message}` : `${where} ${issue.message}`;
}

/** Thrown when content is invalid; carries every issue found in the run, not just the first. */
export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const sorted = [...issues].sort(compareIssues);
    super(
      `Content has ${sorted.length} error${sorted.length === 1 ? '' : 's'}:\n` +
        sorted.map((i) => `  ${formatIssue(i)}`).join('\n'),
    );
    this.name = 'ContentError';
    this.issues = sorted;
  }
}

function compareIssues(a: ContentIssue, b: ContentIssue): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.field.localeCompare(b.field);
}

/** Collects issues while the pipeline keeps going, so one run reports them all. */
export class IssueList {
  readonly items: ContentIssue[] = [];

  add(issue: ContentIssue): void {
    this.items.push(issue);
  }

  throwIfAny(): void {
    if (this.items.length > 0) throw new ContentError(this.items);
  }
}
