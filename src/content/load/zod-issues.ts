import type { z } from 'zod';
import type { IssueList } from '../errors';
import type { FieldPath, YamlSource } from './yaml-source';

/**
 * Validates `source.data` against `schema`; every zod issue becomes a content
 * issue with the line of the field it concerns. Returns the parsed value, or
 * undefined when invalid.
 */
export function validateSource<S extends z.ZodType>(
  source: YamlSource,
  schema: S,
  issues: IssueList,
  basePath: FieldPath = [],
): z.output<S> | undefined {
  // reportInput: messages can say what was found, not only what was expected.
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    // Point an unknown key at its own line, not at the object holding it.
    const extra = issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? issue.keys : [];
    const path = [...basePath, ...issue.path, ...extra];
    issues.add({
      file: source.file,
      line: source.lineOf(path),
      field: fieldName(path),
      message: friendlyMessage(issue),
    });
  }
  return undefined;
}

export function fieldName(path: FieldPath): string {
  return path.map(String).join('.');
}

/** Turns zod's wording into something a content author can act on. */
export function friendlyMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `is required (expected ${issue.expected})` : `expected ${issue.expected}, got ${describe(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')} (check the spelling)`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
