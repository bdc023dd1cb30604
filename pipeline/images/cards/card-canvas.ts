import type { Layer } from './card-background.ts';

/** The MCU of 4:2:0 JPEG: 16×16 px. */
export const MCU = 16;

/** The bit of `CardCanvas.touched` for the layers (bits below it are the planes). */
export const LAYER_BIT = 0x80;

/**
 * What a card draws over the background, as the encoder reads it
 * (card-encoder.ts): a coverage plane per text colour (one byte a pixel:
 * how much of the pixel the colour covers), RGBA layers laid over those,
 * and, per MCU, which of them drew in it. It covers the card's rows from
 * `top` (an MCU row) down.
 */
export interface CardCanvas {
  width: number;
  top: number;
  rows: number;
  /** One per text colour, `width` bytes a row; plane i is drawn before plane i + 1, both before the layers. */
  planes: Uint8Array[];
  /** Per MCU (rows of `width / MCU` from `top`): bit i when plane i drew in it, LAYER_BIT when a layer did. */
  touched: Uint8Array;
  layers: Layer[];
}

export function createCanvas(width: number, top: number, height: number, planes: number): CardCanvas {
  if (top % MCU !== 0 || width % MCU !== 0) throw new Error('a card canvas starts on an MCU row and spans whole MCUs');
  const rows = height - top;
  return {
    width,
    top,
    rows,
    planes: Array.from({ length: planes }, () => new Uint8Array(width * rows)),
    touched: new Uint8Array((width / MCU) * Math.ceil(rows / MCU)),
    layers: [],
  };
}

/** Marks the MCUs that the canvas rectangle [left, right) × [top, bottom) (rows from the canvas's top) meets with `bit`. */
export function markTouched(canvas: CardCanvas, bit: number, left: number, top: number, right: number, bottom: number): void {
  if (right <= left || bottom <= top) return;
  const perRow = canvas.width / MCU;
  const x1 = Math.floor((right - 1) / MCU);
  const y1 = Math.floor((bottom - 1) / MCU);
  for (let y = Math.floor(top / MCU); y <= y1; y += 1) {
    for (let x = Math.floor(left / MCU); x <= x1; x += 1) canvas.touched[y * perRow + x]! |= bit;
  }
}

/** Adds a layer (card coordinates) over the planes, clipped to the canvas. */
export function addLayer(canvas: CardCanvas, layer: Layer): void {
  canvas.layers.push(layer);
  const top = layer.top - canvas.top;
  markTouched(canvas, LAYER_BIT, Math.max(0, layer.left), Math.max(0, top), Math.min(canvas.width, layer.left + layer.width), Math.min(canvas.rows, top + layer.height));
}
