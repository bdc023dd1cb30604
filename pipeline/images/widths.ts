/**
 * The widths every raster image is encoded at. 160 serves the small round
 * portraits (40-80 CSS px at DPR 2-3); the rest cover cards, columns and the
 * full-width hero from a 375 px phone to a 2x desktop.
 */
export const WIDTH_LADDER = [160, 320, 480, 640, 960, 1280, 1600] as const;

/**
 * The variant widths for a source `width` pixels wide: every ladder step
 * narrower than the source, plus the source width itself when it falls
 * between two steps (or above the top one), so the full-quality size is
 * always there. Never wider than the source: upscaling only adds bytes.
 */
export function variantWidths(width: number, ladder: readonly number[] = WIDTH_LADDER): number[] {
  const below = ladder.filter((step) => step < width);
  return [...below, Math.min(width, Math.max(...ladder))].filter((step, index, all) => all.indexOf(step) === index);
}
