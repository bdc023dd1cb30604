import { describe, expect, it } from 'vitest';
import { addDescriptions } from '../../pipeline/validate/editor-schemas/doc-comments';
import { editorJsonSchemas } from '../../pipeline/validate/editor-schemas/write';
import { projectRoot } from '../build/content-tree';

type Node = { properties: Record<string, Node>; items: Node; description?: string; errorMessage?: string };

describe('JSON Schemas from the zod schemas', () => {
  it('wrap documented fields and constants, and point imports outside the folder at the real files', async () => {
    const source = [
      "import { x } from '../../../src/lib/dates';",
      '/** A thing. */',
      'export const thing = z.strictObject({',
      '  /** Its name. */',
      '  name: nonEmpty,',
      '  /** How often. */',
      '  period,',
      '  plain: z.string(),',
      '});',
    ].join('\n');
    const out = await addDescriptions(source, 'thing.ts', '/project/pipeline/validate/schemas');
    expect(out).toContain('import { x } from "/project/src/lib/dates";');
    expect(out).toContain('export const thing = describeFromComment(z.strictObject({');
    expect(out).toContain('  name: describeFromComment(nonEmpty, "Its name."),');
    expect(out).toContain('  period: describeFromComment(period, "How often."),');
    expect(out).toContain('  plain: z.string(),\n}), "A thing.");');
  });

  it('give each field its doc comment and the messages of its rules', async () => {
    const hosting = (await editorJsonSchemas(projectRoot)).get('hosting') as unknown as Node & { title: string };
    expect(hosting.title).toBe('content/hosting.yaml');
    expect(hosting.description).toBe('`content/hosting.yaml`: hosting plans, add-ons, hosting testimonials and the hosting page\'s copy.');
    const price = hosting.properties.plans!.items.properties.price!;
    expect(price.description).toBe('Starting price in TSh per `period`.');
    expect(price.errorMessage).toBe('expected a whole number of shillings, e.g. 65000 (no commas, no "TSh")');
    expect(hosting.properties.plans!.items.properties.period!.description).toBe('How often the price is paid.');
  });
});
