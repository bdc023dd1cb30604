import { z } from 'zod';
import { MONTHS } from '../../../src/lib/dates.ts';

/*
 * zod schema → JSON Schema (draft-07, the input side: what the YAML file
 * holds) for the YAML language server, with the messages zod would give.
 * Placeholders ({hostingFrom}) are filled before zod checks a text's length,
 * so a text holding one has its length checked by the build only.
 */

type JsonSchema = Record<string, unknown>;
interface CheckDef {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  error?: (issue: unknown) => unknown;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  error?: (issue: unknown) => unknown;
  options?: z.ZodType[];
}

/** Same pattern as the loader's placeholders (pipeline/load/interpolate.ts). */
export const PLACEHOLDER_PATTERN = '\\{[A-Za-z]+(?::[a-z0-9/-]+)?\\}';

const letters = (word: string) => [...word].map((c) => `[${c.toUpperCase()}${c}]`);
/** A month as parseContentDate reads it: its name or a prefix of three letters or more, any case. */
const MONTH = `(?:${MONTHS.map((name) => letters(name).reduceRight((rest, letter, i) => (i < 3 ? letter + rest : `(?:${letter}${rest})?`), '')).join('|')})`;
/** Both formats of src/lib/dates.ts: `2024-01-15` or `May 10, 2025` (whether the day exists is checked by the build). */
export const CONTENT_DATE_PATTERN = `^\\s*(?:\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])|${MONTH}\\.? (?:0?[1-9]|[12]\\d|3[01]), \\d{4})\\s*$`;
const DATE_MESSAGE = "expected an ISO date or 'May 10, 2025'";

export function toEditorJsonSchema(schema: z.ZodType, title: string): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => adjust((zodSchema as unknown as { _zod: { def: Def } })._zod.def, jsonSchema),
  }) as JsonSchema;
  return { $schema: json.$schema, title, ...json };
}

function adjust(def: Def, json: JsonSchema): void {
  if (typeof json.description === 'string') json.markdownDescription = json.description;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const typeMessage = messageOf(def.error);
  switch (def.type) {
    case 'number': {
      // VS Code shows errorMessage for a wrong type: "85,000" is a string.
      const message = typeMessage ?? messageOf(checks.find((c) => c.check === 'number_format')?.error);
      if (message) json.errorMessage = message;
      break;
    }
    case 'enum':
    case 'literal':
      if (typeMessage) json.errorMessage = typeMessage;
      break;
    case 'string':
      adjustString(checks, json);
      break;
    case 'record':
      // A record keyed by an enum needs every key: name them, so editors complete them too.
      if (Array.isArray(json.required) && json.additionalProperties) {
        json.properties = Object.fromEntries((json.required as string[]).map((key) => [key, json.additionalProperties]));
      }
      break;
    case 'union':
      // A post date: text in one of two formats, or a YAML date (never produced by a YAML 1.2 parser).
      if (def.options?.some((option) => (option as unknown as { _zod: { def: Def } })._zod.def.type === 'date')) {
        for (const key of Object.keys(json)) if (key !== 'description' && key !== 'markdownDescription') delete json[key];
        Object.assign(json, { type: 'string', pattern: CONTENT_DATE_PATTERN, patternErrorMessage: DATE_MESSAGE });
      }
      break;
  }
}

/**
 * Lengths: zod trims before counting (`.trim()`), and counts the text with
 * its placeholders filled; the same rules in JSON Schema, skipped when the
 * text holds a placeholder.
 */
function adjustString(checks: CheckDef[], json: JsonSchema): void {
  const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex');
  const regexMessage = messageOf(regex?.error);
  if (regexMessage) json.patternErrorMessage = regexMessage;
  const min = checks.find((c) => c.check === 'min_length');
  const max = checks.find((c) => c.check === 'max_length');
  if (!min && !max) return;
  const trimmed = checks.some((c) => c.check === 'overwrite');
  delete json.minLength;
  delete json.maxLength;
  const rules: JsonSchema[] = [];
  if (min?.minimum) rules.push(trimmed ? trimmedAtLeast(min.minimum, messageOf(min.error)) : { minLength: min.minimum });
  if (max?.maximum !== undefined) rules.push(trimmed ? trimmedAtMost(max.maximum, messageOf(max.error)) : { maxLength: max.maximum });
  const rule = rules.length === 1 ? rules[0]! : { allOf: rules };
  // A placeholder's value is never blank, so only other lengths depend on it.
  if (!max && min?.minimum === 1) Object.assign(json, rule);
  else Object.assign(json, { if: { pattern: PLACEHOLDER_PATTERN }, else: rule });
}

/** At least `n` characters from the first to the last non-space one. */
function trimmedAtLeast(n: number, message: string | undefined): JsonSchema {
  const pattern = n === 1 ? '\\S' : `\\S[\\s\\S]{${n - 2}}\\S`;
  return { pattern, ...(message ? { patternErrorMessage: message } : {}) };
}

/** At most `n` characters from the first to the last non-space one. */
function trimmedAtMost(n: number, message: string | undefined): JsonSchema {
  const pattern = n === 0 ? '^\\s*$' : `^(?![\\s\\S]*\\S[\\s\\S]{${n - 1}}\\S)`;
  return { pattern, ...(message ? { patternErrorMessage: message } : {}) };
}

/** The message zod was given for a check (`.int('expected a whole number')`). */
function messageOf(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  if (!error) return undefined;
  try {
    const message = error({});
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
