import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ContentError, type ContentIssue } from '../validate/errors.ts';
import { VARIANTS_PATH } from './public-path.ts';

/** Formats the build encodes; anything else (SVG, icons) is only copied. */
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp']);

export interface SourceImage {
  /** Absolute path of the file in content/images. */
  file: string;
  /** The URL content uses for it, e.g. `/images/blog/fast-hosting.jpg`. */
  publicPath: string;
  /** sha256 of the file's bytes (hex). */
  hash: string;
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
}

/** Every raster image under `<contentDir>/images`, as absolute paths in a stable order. */
export async function findSources(contentDir: string): Promise<string[]> {
  const root = path.join(contentDir, 'images');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && RASTER.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // A folder named like the variants' would be shadowed by them: not a source.
    .filter((file) => !`/images/${path.relative(root, file).split(path.sep).join('/')}`.startsWith(`${VARIANTS_PATH}/`))
    .sort();
}

/** Reads one source: its hash and true dimensions. A file that is not a readable image throws a ContentError naming it. */
export async function readSource(contentDir: string, file: string): Promise<SourceImage> {
  const bytes = await readFile(file);
  try {
    const meta = await sharp(bytes).metadata();
    const { width, height } = meta.autoOrient;
    if (!width || !height) throw new Error('no dimensions');
    const publicPath = `/${path.relative(contentDir, file).split(path.sep).join('/')}`;
    return { file, publicPath, hash: createHash('sha256').update(bytes).digest('hex'), width, height };
  } catch (error) {
    throw new ContentError([unreadableImage(file, error)]);
  }
}

/** The content issue for an image file sharp cannot decode: the build stops and names the file. */
export function unreadableImage(file: string, error: unknown): ContentIssue {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return {
    file: displayPath(file),
    line: 1,
    field: '',
    message: `is not a readable image (${reason}); replace the file with a valid JPEG, PNG or WebP`,
  };
}

/** Paths inside the project relative to it (`content/images/...`), others as they are. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : file;
}
