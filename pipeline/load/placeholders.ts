import type { IssueList } from '../validate/errors.ts';
import { interpolateDeep, interpolateString, placeholdersFrom, unknownPlaceholder, type InterpolationProblem, type Placeholders } from './interpolate.ts';
import { placeholderSource, pricePlaceholders, type PriceSource } from './price-placeholders.ts';
import type { Collections } from '../validate/collections.ts';
import { fieldName } from '../validate/zod-issues.ts';
import type { FieldPath, YamlSource } from './yaml-source.ts';

type FactSource = 'site' | PriceSource;
export type Facts = Partial<Pick<Collections, FactSource>>;

const IDENTITY = new Set(Object.keys(placeholdersFrom({ firstName: '', lastName: '', phoneDisplay: '', email: '' })));

/**
 * The values placeholders are filled with, and which names are merely
 * unavailable (their file, site.yaml or a price file, is invalid and reports
 * its own errors) rather than unknown.
 */
export interface PlaceholderValues {
  vars: Placeholders;
  isUnavailable(name: string): boolean;
}

/** Values from the fact files that validated; the names of those that did not are unavailable. */
export function placeholderValues(facts: Facts): PlaceholderValues {
  const sourceOf = (name: string): FactSource | undefined => (IDENTITY.has(name) ? 'site' : placeholderSource(name));
  return {
    vars: { ...(facts.site ? placeholdersFrom(facts.site) : {}), ...pricePlaceholders(facts) },
    isUnavailable: (name) => {
      const source = sourceOf(name);
      return source !== undefined && facts[source] === undefined;
    },
  };
}

/** Every value known: for a single post or tests. */
export function allAvailable(vars: Placeholders): PlaceholderValues {
  return { vars, isUnavailable: () => false };
}

/**
 * Fills the placeholders of a parsed YAML file in place and reports unknown
 * ones. Returns the fields left unsettled by unavailable values, so their
 * rules are not checked against the unfilled text.
 */
export function fillSource(source: YamlSource, values: PlaceholderValues, issues: IssueList): FieldPath[] {
  const problems: InterpolationProblem[] = [];
  source.data = interpolateDeep(source.data, values.vars, problems);
  const unsettled: FieldPath[] = [];
  for (const problem of problems) {
    if (values.isUnavailable(problem.name)) unsettled.push(problem.path);
    else issues.add({ file: source.file, ...source.positionOf(problem.path), field: fieldName(problem.path), message: unknownPlaceholder(problem.name) });
  }
  return unsettled;
}

/** Fills one line of a post body; `line` is its line in the file. */
export function fillLine(text: string, file: string, line: number, values: PlaceholderValues, issues: IssueList): string {
  const problems: InterpolationProblem[] = [];
  const filled = interpolateString(text, values.vars, problems);
  for (const problem of problems) {
    if (!values.isUnavailable(problem.name)) issues.add({ file, line, field: 'body', message: unknownPlaceholder(problem.name) });
  }
  return filled;
}
