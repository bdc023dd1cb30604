import type { z } from 'zod';
import type { IssueList } from './errors.ts';
import { knownFieldsAt, nearestName } from './known-fields.ts';
import type { FieldPath, YamlSource } from '../load/yaml-source.ts';

/**
 * Validates `source.data` against `schema`; every zod issue becomes a content
 * issue with the line of the field it concerns. Returns the parsed value, or
 * undefined when invalid.
 *
 * `unsettled` lists fields whose text still holds a placeholder that could not
 * be filled because the file it quotes is itself invalid: their rules (a
 * length, a pattern, a rule of the list or object holding them) are not
 * checked, since that file's errors are the cause.
 */
export function validateSource<S extends z.ZodType>(
  source: YamlSource,
  schema: S,
  issues: IssueList,
  unsettled: readonly FieldPath[] = [],
): z.output<S> | undefined {
  // reportInput: messages can say what was found, not only what was expected.
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (concernsUnsettled(issue.path, unsettled)) continue;
    if (issue.code === 'unrecognized_keys') {
      // One issue per unknown key, on its own line, with the nearest known name.
      const known = knownFieldsAt(schema, issue.path);
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        issues.add({ file: source.file, ...source.positionOf(path), field: fieldName(path), message: unknownField(key, known) });
      }
    } else {
      issues.add({ file: source.file, ...source.positionOf(issue.path), field: fieldName(issue.path), message: friendlyMessage(issue) });
    }
  }
  return undefined;
}

/** True when the issue is about an unsettled field or a list or object (not the whole file) that holds one. */
function concernsUnsettled(path: FieldPath, unsettled: readonly FieldPath[]): boolean {
  return path.length > 0 && unsettled.some((field) => path.length <= field.length && path.every((key, i) => String(key) === String(field[i])));
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
      return issue.keys.map((key) => `unknown field '${key}'`).join('; ');
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** "did you mean" the nearest known field, or the list of fields when none is near. */
export function unknownField(key: string, known: readonly string[]): string {
  const near = nearestName(key, known);
  if (near) return `unknown field '${key}': did you mean '${near}'?`;
  return known.length > 0 ? `unknown field '${key}' (the fields here are ${known.join(', ')})` : `unknown field '${key}' (check the spelling)`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
