/**
 * What the build made of one content image: the entry type of the image
 * manifest (virtual:site-data/images). Apart from images.ts, which reads that
 * manifest, so the manifest's type import does not make a cycle.
 */
export interface ImageVariants {
  /** The original's size in pixels: the ratio the page reserves before the file arrives. */
  width: number;
  height: number;
  /** `srcset` values, narrowest first: `/images/_variants/x.320.1a2b3c4d.avif 320w, ...`. */
  avif: string;
  webp: string;
}
