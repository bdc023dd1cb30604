import { div255, MCU, type CardCanvas } from './card-canvas.ts';
import { blue, luma, red, type Rgb } from './ycbcr.ts';

/**
 * A canvas's drawing laid over the background in RGB, the way the drawing
 * reads: each plane's colour blended by its coverage, in order, then the
 * layers (premultiplied RGBA) over them; a pixel rounded to the nearest
 * level at each step, as the glyphs were once blended straight into pixels.
 */
function composePixel(base: Buffer, canvas: CardCanvas, colors: Rgb[], x: number, y: number, out: Int32Array): void {
  const at = ((canvas.top + y) * canvas.width + x) * 3;
  let r = base[at]!;
  let g = base[at + 1]!;
  let b = base[at + 2]!;
  for (let p = 0; p < colors.length; p += 1) {
    const alpha = canvas.planes[p]![y * canvas.width + x]!;
    if (alpha === 0) continue;
    const [cr, cg, cb] = colors[p]!;
    const keep = 255 - alpha;
    r = div255(cr * alpha + r * keep + 128);
    g = div255(cg * alpha + g * keep + 128);
    b = div255(cb * alpha + b * keep + 128);
  }
  for (const layer of canvas.layers) {
    const lx = x - layer.left;
    const ly = canvas.top + y - layer.top;
    if (lx < 0 || ly < 0 || lx >= layer.width || ly >= layer.height) continue;
    const from = (ly * layer.width + lx) * 4;
    const keep = 255 - layer.pixels[from + 3]!;
    r = layer.pixels[from]! + div255(r * keep + 128);
    g = layer.pixels[from + 1]! + div255(g * keep + 128);
    b = layer.pixels[from + 2]! + div255(b * keep + 128);
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
}

const pixel = new Int32Array(3);

/** The MCU `local` of the canvas composed, as Y, Cb and Cr less 128 (16×16 each, in that order) into `tile`. */
export function composeTile(base: Buffer, canvas: CardCanvas, colors: Rgb[], local: number, tile: Float64Array): void {
  const perRow = canvas.width / MCU;
  const x0 = (local % perRow) * MCU;
  const y0 = Math.floor(local / perRow) * MCU;
  for (let y = 0; y < MCU; y += 1) {
    for (let x = 0; x < MCU; x += 1) {
      composePixel(base, canvas, colors, x0 + x, y0 + y, pixel);
      const [r, g, b] = pixel;
      tile[y * MCU + x] = luma(r!, g!, b!) - 128;
      tile[256 + y * MCU + x] = blue(r!, g!, b!) - 128;
      tile[512 + y * MCU + x] = red(r!, g!, b!) - 128;
    }
  }
}

/** The whole card's RGB pixels: the background with the canvas composed over it. */
export function composedPixels(base: Buffer, canvas: CardCanvas, colors: Rgb[]): Buffer {
  const pixels = Buffer.from(base);
  const perRow = canvas.width / MCU;
  for (let local = 0; local < canvas.touched.length; local += 1) {
    if (canvas.touched[local] === 0) continue;
    const x0 = (local % perRow) * MCU;
    const y0 = Math.floor(local / perRow) * MCU;
    for (let y = y0; y < Math.min(y0 + MCU, canvas.rows); y += 1) {
      for (let x = x0; x < x0 + MCU; x += 1) {
        composePixel(base, canvas, colors, x, y, pixel);
        pixels.set(pixel, ((canvas.top + y) * canvas.width + x) * 3);
      }
    }
  }
  return pixels;
}
