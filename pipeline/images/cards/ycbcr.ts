/** An sRGB colour, 0–255 a channel. */
export type Rgb = readonly [number, number, number];

// JPEG's RGB to YCbCr as libjpeg computes it (jccolor.c), before the level shift of 128.
export const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
export const blue = (r: number, g: number, b: number) => -0.168735892 * r - 0.331264108 * g + 0.5 * b + 128;
export const red = (r: number, g: number, b: number) => 0.5 * r - 0.418687589 * g - 0.081312411 * b + 128;
