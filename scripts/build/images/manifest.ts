import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariants } from '../../../src/lib/image-variants';

const HEADER = '// Generated from content/images by the build (scripts/build/images). Do not edit: edit the images instead.\n';

/** `src/generated/images.ts`: the variants of every content image, keyed by the URL content uses. */
export function manifestModule(entries: Record<string, ImageVariants>): string {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return (
    `${HEADER}import type { ImageVariants } from '../lib/image-variants';\n\n` +
    `export const images: Record<string, ImageVariants> = ${JSON.stringify(sorted, null, 2)};\n`
  );
}

/** Writes the manifest, only when its text changes (keeps the dev server from reloading for nothing). */
export async function writeManifest(file: string, entries: Record<string, ImageVariants>): Promise<void> {
  const text = manifestModule(entries);
  if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
