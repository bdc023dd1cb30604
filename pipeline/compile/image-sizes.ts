import path from 'node:path';
import type { SiteContent } from '../load/site-content.ts';
import type { ImageSizes } from './seo/share-image.ts';

/**
 * Reads the pixel size of every sharing image a page or post names itself
 * (og:image:width and og:image:height). The link step has already checked
 * that each file exists. sharp is loaded only when there is one: most
 * pages and posts share their generated card, and loading sharp cost the
 * content thread about 0.1 s of CPU.
 */
export async function readShareImageSizes(content: SiteContent): Promise<ImageSizes> {
  const refs = new Set<string>();
  for (const meta of Object.values(content.collections.pages)) if (meta.ogImage) refs.add(meta.ogImage);
  for (const post of content.posts) if (post.ogImage) refs.add(post.ogImage);
  const sizes = new Map<string, { width: number; height: number }>();
  if (refs.size === 0) return sizes;
  const { default: sharp } = await import('sharp');
  await Promise.all(
    [...refs].map(async (ref) => {
      const file = path.join(content.dir, ref.replace(/^\//, ''));
      const { width, height } = (await sharp(file).metadata()).autoOrient;
      sizes.set(ref, { width, height });
    }),
  );
  return sizes;
}
