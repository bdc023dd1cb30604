import type { BackgroundJpeg } from './jpeg-background.ts';
import { MCU_BYTES, ScanWriter } from './scan-writer.ts';

/**
 * The background's JPEG coded again with a restart interval of one MCU: a
 * restart marker (RST0–RST7, in turn) after every MCU but the last. A
 * restart ends the MCU's bits on a byte and starts each component's DC
 * prediction afresh, so every MCU is a run of bytes that depends on its
 * blocks alone. A card is then this file with the runs of the MCUs it drew
 * in replaced, and an MCU seen before (the same glyph pieces) is a copy of
 * its bytes (card-encoder.ts). The markers cost about 20 % in size (about
 * 89 KB a card against 73 KB); the pixels are the same.
 */
export interface RestartBackground {
  file: Uint8Array;
  /** Where each MCU's bytes start in `file`; its marker follows them. The last entry is where the end-of-image marker starts. */
  mcuStart: Int32Array;
}

/** The restart marker after MCU `mcu` (counted from 0 in the scan). */
export const restartMarker = (mcu: number) => 0xd0 | (mcu & 7);

/** The define-restart-interval segment: one MCU. */
const DRI = Uint8Array.of(0xff, 0xdd, 0x00, 0x04, 0x00, 0x01);

export function restartBackground(bg: BackgroundJpeg): RestartBackground {
  const mcus = bg.mcusPerRow * bg.mcuRows;
  const header = bg.file.subarray(0, bg.scanHeader);
  const scanHeader = bg.file.subarray(bg.scanHeader, bg.scanStart);
  // About 13 bytes a plain MCU with its marker; the writer grows past that where the background has more.
  const writer = new ScanWriter(mcus * 16);
  writer.reset();
  const mcuStart = new Int32Array(mcus + 1);
  const previous = new Int32Array(3);
  const at = header.length + DRI.length + scanHeader.length;
  for (let mcu = 0; mcu < mcus; mcu += 1) {
    writer.reserve(MCU_BYTES + 2);
    mcuStart[mcu] = at + writer.at;
    previous.fill(0);
    for (let b = 0; b < 6; b += 1) {
      const c = b < 4 ? 0 : b - 3;
      const block = mcu * 6 + b;
      writer.block(bg.coefficients, block * 64, bg.ends[block]!, previous[c]!, c === 0 ? bg.dcLuma : bg.dcChroma, c === 0 ? bg.acLuma : bg.acChroma);
      previous[c] = bg.coefficients[block * 64]!;
    }
    writer.align();
    if (mcu < mcus - 1) writer.marker(restartMarker(mcu));
  }
  mcuStart[mcus] = at + writer.at;
  const file = new Uint8Array(at + writer.at + 2);
  file.set(header, 0);
  file.set(DRI, header.length);
  file.set(scanHeader, header.length + DRI.length);
  file.set(writer.out.subarray(0, writer.at), at);
  file.set([0xff, 0xd9], at + writer.at);
  return { file, mcuStart };
}
