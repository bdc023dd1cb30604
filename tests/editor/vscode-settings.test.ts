import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../pipeline/validate/collections';
import { EDITOR_SCHEMA_DIR, editorJsonSchemas } from '../../pipeline/validate/editor-schemas/write';
import { projectRoot } from '../build/content-tree';

/** settings.json is JSON with comments: drop the comment lines. */
async function readJsonc(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(projectRoot, file), 'utf8');
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;
}

describe('VS Code settings', () => {
  it('map every YAML file of content/ to its generated JSON Schema', async () => {
    const mapping = (await readJsonc('.vscode/settings.json'))['yaml.schemas'] as Record<string, string>;
    const yamlFiles = [...Object.values(collections).map((c) => c.file), 'redirects.yaml'].map((file) => `content/${file}`).sort();
    expect(Object.values(mapping).sort()).toEqual(yamlFiles);
    const generated = await editorJsonSchemas(projectRoot);
    for (const [schema, glob] of Object.entries(mapping)) {
      expect(schema).toBe(`./${EDITOR_SCHEMA_DIR}/${path.basename(glob, '.yaml')}.schema.json`);
      expect(generated.has(path.basename(glob, '.yaml')), glob).toBe(true);
    }
  });

  it('recommend the YAML language server extension', async () => {
    expect((await readJsonc('.vscode/extensions.json')).recommendations).toEqual(['redhat.vscode-yaml']);
  });
});
