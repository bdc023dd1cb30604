import { div255, MCU, type CardCanvas } from './card-canvas.ts';
import { blue, luma, red, type Rgb } from './ycbcr.ts';

/**
 * A rectangle of the canvas's drawing laid over the background in RGB, the
 * way the drawing reads: each plane's colour blended by its coverage, in
 * order, then the layers (premultiplied RGBA) over them; a pixel rounded to
 * the nearest level at each step, as the glyphs were once blended straight
 * into pixels. `out` takes the rectangle's pixels row by row, three values
 * each. Each plane and layer is laid over the whole rectangle in turn (a
 * pixel sees them in the same order), in loops over typed arrays: a price
 * card's badge is about a hundred such MCUs, and a call per pixel made each
 * one cost tens of microseconds before the code was optimized.
 */
function composeArea(base: Buffer, canvas: CardCanvas, colors: readonly Rgb[], x0: number, y0: number, width: number, height: number, out: Int32Array): void {
  const stride = canvas.width;
  for (let y = 0; y < height; y += 1) {
    const from = ((canvas.top + y0 + y) * stride + x0) * 3;
    out.set(base.subarray(from, from + width * 3), y * width * 3);
  }
  for (let p = 0; p < colors.length; p += 1) {
    const plane = canvas.planes[p]!;
    const color = colors[p]!;
    const cr = color[0];
    const cg = color[1];
    const cb = color[2];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0, at = (y0 + y) * stride + x0, o = y * width * 3; x < width; x += 1, at += 1, o += 3) {
        const alpha = plane[at]!;
        if (alpha === 0) continue;
        const keep = 255 - alpha;
        out[o] = div255(cr * alpha + out[o]! * keep + 128);
        out[o + 1] = div255(cg * alpha + out[o + 1]! * keep + 128);
        out[o + 2] = div255(cb * alpha + out[o + 2]! * keep + 128);
      }
    }
  }
  for (let l = 0; l < canvas.layers.length; l += 1) {
    const layer = canvas.layers[l]!;
    // The rectangle's part the layer covers, in card pixels.
    const top = canvas.top + y0;
    const left = Math.max(x0, layer.left);
    const right = Math.min(x0 + width, layer.left + layer.width);
    const upper = Math.max(top, layer.top);
    const lower = Math.min(top + height, layer.top + layer.height);
    const pixels = layer.pixels;
    for (let y = upper; y < lower; y += 1) {
      for (let x = left, from = ((y - layer.top) * layer.width + left - layer.left) * 4, o = ((y - top) * width + left - x0) * 3; x < right; x += 1, from += 4, o += 3) {
        const keep = 255 - pixels[from + 3]!;
        out[o] = pixels[from]! + div255(out[o]! * keep + 128);
        out[o + 1] = pixels[from + 1]! + div255(out[o + 1]! * keep + 128);
        out[o + 2] = pixels[from + 2]! + div255(out[o + 2]! * keep + 128);
      }
    }
  }
}

const area = new Int32Array(MCU * MCU * 3);

/** An MCU's RGB pixels (16×16, three values each, row by row) as Y, Cb and Cr less 128 (256 values each, in that order) into `tile`. */
export function tileLevels(rgb: Int32Array, tile: Float64Array): void {
  for (let i = 0, o = 0; i < MCU * MCU; i += 1, o += 3) {
    const r = rgb[o]!;
    const g = rgb[o + 1]!;
    const b = rgb[o + 2]!;
    tile[i] = luma(r, g, b) - 128;
    tile[256 + i] = blue(r, g, b) - 128;
    tile[512 + i] = red(r, g, b) - 128;
  }
}

/** The MCU `local` of the canvas composed, as Y, Cb and Cr less 128 (16×16 each, in that order) into `tile`. */
export function composeTile(base: Buffer, canvas: CardCanvas, colors: readonly Rgb[], local: number, tile: Float64Array): void {
  const perRow = canvas.width / MCU;
  composeArea(base, canvas, colors, (local % perRow) * MCU, Math.floor(local / perRow) * MCU, MCU, MCU, area);
  tileLevels(area, tile);
}

/** The whole card's RGB pixels: the background with the canvas composed over it. */
export function composedPixels(base: Buffer, canvas: CardCanvas, colors: readonly Rgb[]): Buffer {
  const pixels = Buffer.from(base);
  const perRow = canvas.width / MCU;
  for (let local = 0; local < canvas.touched.length; local += 1) {
    if (canvas.touched[local] === 0) continue;
    const x0 = (local % perRow) * MCU;
    const y0 = Math.floor(local / perRow) * MCU;
    const height = Math.min(MCU, canvas.rows - y0);
    composeArea(base, canvas, colors, x0, y0, MCU, height, area);
    for (let y = 0; y < height; y += 1) pixels.set(area.subarray(y * MCU * 3, (y + 1) * MCU * 3), ((canvas.top + y0 + y) * canvas.width + x0) * 3);
  }
  return pixels;
}
