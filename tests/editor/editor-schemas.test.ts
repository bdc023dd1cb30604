import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { addDescriptions } from '../../pipeline/validate/editor-schemas/doc-comments';
import { editorJsonSchemas, EDITOR_SCHEMA_DIR, writeEditorSchemas, writtenFor } from '../../pipeline/validate/editor-schemas/write';
import type * as JsonSchemaModule from '../../pipeline/validate/editor-schemas/json-schema';
import { projectRoot } from '../build/content-tree';

// Counts the JSON Schemas made, to tell a write that made them from one that found them made.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../pipeline/validate/editor-schemas/json-schema', async (actual) => {
  const module = await actual<typeof JsonSchemaModule>();
  return { ...module, toEditorJsonSchema: (...args: Parameters<typeof module.toEditorJsonSchema>) => (made.count++, module.toEditorJsonSchema(...args)) };
});

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

  it('are made again by a build only when its code changed or a file is not as written', async () => {
    // The project's own folder, as a build writes it: its files' text is the same whatever the key.
    await writeEditorSchemas(projectRoot, { codeKey: 'code key A' });
    const before = made.count;
    expect(await writeEditorSchemas(projectRoot, { codeKey: 'code key A' })).toBe(0);
    expect(made.count).toBe(before);
    await writeEditorSchemas(projectRoot, { codeKey: 'code key B' });
    expect(made.count).toBeGreaterThan(before);

    // A copy of the folder: the same files for the same key, and any file changed or gone makes them again.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-schemas-'));
    try {
      const written = JSON.parse(readFileSync(path.join(projectRoot, EDITOR_SCHEMA_DIR, '.written.json'), 'utf8')) as { files: Record<string, string> };
      const names = Object.keys(written.files);
      expect(names).toContain('hosting.schema.json');
      for (const name of [...names, '.written.json']) writeFileSync(path.join(dir, name), readFileSync(path.join(projectRoot, EDITOR_SCHEMA_DIR, name)));
      expect(await writtenFor(dir, 'code key B')).toBe(true);
      expect(await writtenFor(dir, 'code key A')).toBe(false);
      writeFileSync(path.join(dir, 'hosting.schema.json'), '{}\n');
      expect(await writtenFor(dir, 'code key B')).toBe(false);
      rmSync(path.join(dir, 'hosting.schema.json'));
      expect(await writtenFor(dir, 'code key B')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
