/**
 * Where the encoded variants are served: a folder of their own under
 * /images, so one host rule (a trailing splat, which Netlify and Cloudflare
 * Pages both honour) can cache them forever without touching the originals,
 * whose URLs never change.
 */
export const VARIANTS_PATH = '/images/_variants';
