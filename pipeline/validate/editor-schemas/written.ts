import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../../incremental/fingerprint.ts';

/** Where the JSON Schemas go: git-ignored, and named in .vscode/settings.json. */
export const EDITOR_SCHEMA_DIR = '.schemas';

/** Beside the schemas: the code key they were last written for (`npm run build`) and each file's hash. */
export const WRITTEN = '.written.json';

interface Written {
  codeKey: string;
  files: Record<string, string>;
}

/**
 * Whether the folder holds the files written for `codeKey`, each as it was
 * written. A module of its own, without the schemas: a build whose code is
 * unchanged asks this without loading zod and the schemas on its main
 * thread.
 */
export async function writtenFor(dir: string, codeKey: string): Promise<boolean> {
  try {
    const written = JSON.parse(await readFile(path.join(dir, WRITTEN), 'utf8')) as Written;
    if (written.codeKey !== codeKey) return false;
    for (const [file, hash] of Object.entries(written.files)) if (sha256(await readFile(path.join(dir, file), 'utf8')) !== hash) return false;
    return Object.keys(written.files).length > 0;
  } catch {
    return false;
  }
}

/** Records that `files` (name → sha256 of its text) were written for `codeKey`. */
export async function recordWritten(dir: string, codeKey: string, files: Written['files']): Promise<void> {
  await writeFile(path.join(dir, WRITTEN), `${JSON.stringify({ codeKey, files } satisfies Written)}\n`);
}
