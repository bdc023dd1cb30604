/*
 * `sizes` values for layouts several components share. Widths follow the
 * page container (max-w-6xl: 1152px, px-4 then sm:px-6) and the grid gaps.
 */

/** A card grid: one column on phones, two from sm, three from lg (gap-6). */
export const CARD_GRID_SIZES =
  '(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';
