import path from 'node:path';
import sharp from 'sharp';
import type { SiteContent } from '../load/site-content.ts';
import type { ImageSizes } from './seo/share-image.ts';

/**
 * Reads the pixel size of every sharing image a page or post names itself
 * (og:image:width and og:image:height). The link step has already checked
 * that each file exists.
 */
export async function readShareImageSizes(content: SiteContent): Promise<ImageSizes> {
  const refs = new Set<string>();
  for (const meta of Object.values(content.collections.pages)) if (meta.ogImage) refs.add(meta.ogImage);
  for (const post of content.posts) if (post.ogImage) refs.add(post.ogImage);
  const sizes = new Map<string, { width: number; height: number }>();
  await Promise.all(
    [...refs].map(async (ref) => {
      const file = path.join(content.dir, ref.replace(/^\//, ''));
      const { width, height } = (await sharp(file).metadata()).autoOrient;
      sizes.set(ref, { width, height });
    }),
  );
  return sizes;
}
