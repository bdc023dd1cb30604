import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContentDate } from '../../../src/lib/dates.ts';
import { CONTENT_DATE_PATTERN, toEditorJsonSchema } from './json-schema.ts';

const date = new RegExp(CONTENT_DATE_PATTERN, 'u');

describe('editor JSON Schema', () => {
  it('accepts the date formats the build reads and rejects the others', () => {
    for (const text of ['2024-01-15', 'May 10, 2025', 'jan 5, 2024', 'Sept. 9, 2025', 'SEPTEMBER 30, 2025', ' May 1, 2025 ']) {
      expect([text, date.test(text)]).toEqual([text, true]);
      expect(parseContentDate(text)).toBeDefined();
    }
    for (const text of ['10th of May 2025', '32/13/2025', 'Mayo 10, 2025', 'Ma 10, 2025', '2025-13-01', '2025-1-5', 'May 10 2025']) {
      expect([text, date.test(text)]).toEqual([text, false]);
      expect(parseContentDate(text)).toBeUndefined();
    }
  });

  it("carries zod's messages for VS Code: errorMessage for a wrong type, patternErrorMessage for a pattern", () => {
    const schema = z.strictObject({
      price: z.number().int('expected a whole number of shillings'),
      slug: z.string().regex(/^[a-z-]+$/, 'expected lower-case words'),
      period: z.enum(['year', 'month'], { error: "expected 'year' or 'month'" }),
    });
    expect(toEditorJsonSchema(schema, 'test').properties).toEqual({
      price: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, errorMessage: 'expected a whole number of shillings' },
      slug: { type: 'string', pattern: '^[a-z-]+$', patternErrorMessage: 'expected lower-case words' },
      period: { type: 'string', enum: ['year', 'month'], errorMessage: "expected 'year' or 'month'" },
    });
  });

  it('counts trimmed lengths, and not at all when a placeholder is in the text', () => {
    const title = toEditorJsonSchema(z.string().trim().min(3, 'too short').max(5, 'too long'), 'title');
    const accepts = (text: string) => {
      const rules = (title.else as { allOf: { pattern: string }[] }).allOf;
      return new RegExp(title.if ? (title.if as { pattern: string }).pattern : '$^').test(text) || rules.every((rule) => new RegExp(rule.pattern, 'u').test(text));
    };
    expect(['abc', '  abc  ', 'abcde', ' a b '].map(accepts)).toEqual([true, true, true, true]);
    expect(['ab', '  ab  ', 'abcdef', ' a  b  c '].map(accepts)).toEqual([false, false, false, false]);
    expect(accepts('{fullName} and more text')).toBe(true);
  });
});
