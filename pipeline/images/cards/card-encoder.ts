import { quantizerScales, roundHalfUp, scaledDct, tileCoefficients } from './block-dct.ts';
import { BLOCK, COVER, blend, createCanvas, inkStamps, LAYER_BIT, MANY, MCU, type CardCanvas } from './card-canvas.ts';
import { composedPixels, composeTile } from './compose.ts';
import { encodeBackgroundJpeg } from './jpeg-background.ts';
import { hashWords, PatternTable } from './pattern-table.ts';
import { MCU_BYTES, packAc, ScanWriter } from './scan-writer.ts';
import { blue, luma, red, type Rgb } from './ycbcr.ts';
import { backgroundModel, plainBackground } from './background-model.ts';
import { CodedBlocks, CodedMcus, grown } from './coded-blocks.ts';
import { restartBackground, restartMarker } from './restart-background.ts';

/** The cards' JPEG settings: the background is encoded at this quality with the standard tables (jpeg-background.ts), and so is a card sharp encodes whole. A card is about 60–110 KB. */
export const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

export { MCU };
export type { Rgb };

export interface CardEncoder {
  /** Where a card draws: a coverage plane per colour given, and layers. */
  readonly canvas: CardCanvas;
  /**
   * The card drawn on the canvas, as a JPEG: the background's file with
   * the MCUs the drawing touched coded anew. The canvas is cleared
   * before this returns; the next card may draw at once.
   */
  encode(): Promise<Buffer>;
  /**
   * The same, as a view of a buffer the next card's encoding writes again:
   * for a caller that writes the card out at once. A card's file in a
   * buffer of its own, one a card, was 77 MB of short-lived memory over
   * 1,000 cards, which V8 counts and collects for.
   */
  encodeView(): Promise<Buffer>;
  /** How the cards so far were made: their touched MCUs coded here, or (a drawing in the last, partial MCU row) the whole card by sharp. */
  readonly counts: { coded: number; whole: number };
}

/** At most this many coverage patterns are remembered per text colour (about 0.1 KB each): a build's cards repeat a few tens of thousands of glyph pieces. */
const PATTERN_LIMIT = 200_000;

/**
 * Encodes cards drawn over one background (raw RGB, `width` × `height`),
 * text in `colors` (a coverage plane each) from card row `top` down.
 *
 * A card is the background's JPEG, coded with a restart marker after every
 * MCU (restart-background.ts), but for the MCUs its drawing touched: those
 * are coded here, in the background's tables. Where one text colour drew
 * over a plain stretch of background (one colour), a pixel is that colour's
 * difference from the background times the coverage, so a block's
 * coefficients follow from its 8×8 coverage alone: each distinct pattern
 * (a build's cards repeat the same glyph pieces) is transformed and
 * Huffman-coded once, and every later block with that pattern is a table
 * look-up. A block that one glyph (a stamp, card-canvas.ts) alone covers is
 * more: the same at every place where the glyph has the same offset in the
 * block grid, so its pattern is found once per glyph and offset, and its
 * pixels are never drawn; a block that two to four glyphs cover is known
 * by their patterns there, and is not drawn either. An MCU is its four blocks' patterns, and, as
 * restarts make each MCU bytes of its own, an MCU seen before is a copy of
 * the bytes it was coded to (96.6 % of the bench cards' such MCUs). Over any other
 * background the DCT's linearity still gives the block from the coverage's
 * DCT and the background block's; an MCU with two colours or a layer is
 * composed in RGB and transformed.
 */
export async function createCardEncoder(base: Buffer, width: number, height: number, options: { top: number; colors: Rgb[] }): Promise<CardEncoder> {
  const bg = encodeBackgroundJpeg(base, width, height, JPEG.quality);
  const background = restartBackground(bg);
  // A Buffer over the file's bytes (not a copy), for ScanWriter.bytes.
  const backgroundBytes = Buffer.from(background.file.buffer, background.file.byteOffset, background.file.byteLength);
  const canvas = createCanvas(width, options.top, height, options.colors.length);
  const counts = { coded: 0, whole: 0 };
  const lumaScales = quantizerScales(bg.quant[0]);
  const chromaScales = quantizerScales(bg.quant[1]);
  const perRow = bg.mcusPerRow;
  const firstRow = options.top / MCU;
  const model = backgroundModel(base, width, height, firstRow, perRow, lumaScales, chromaScales);
  const plain = plainBackground(bg.colours, height, firstRow, perRow);
  const lumaTables = { dc: bg.dcLuma, ac: bg.acLuma };
  const chromaTables = { dc: bg.dcChroma, ac: bg.acChroma };
  const colors = options.colors.map((rgb) => ({ rgb, y: luma(...rgb), cb: blue(...rgb), cr: red(...rgb), patterns: plain && codedPatterns(rgb, plain.rgb) }));
  const writer = new ScanWriter(background.file.length * 2);
  // encodeView's cards: one buffer, grown when a card needs more.
  let fileBuffer = Buffer.alloc(0);
  const samples = new Float64Array(64);
  const scaled = new Float64Array(64);
  const coefficients = new Int32Array(6 * 64);
  const ends = new Int32Array(6);
  const previous = new Int32Array(3);
  // An MCU's four luma blocks' coverage, 16 words each (as a block's pattern key), and a view of each.
  const mcuKeys = new Uint32Array(64);
  const keys = [0, 1, 2, 3].map((b) => mcuKeys.subarray(b * 16, b * 16 + 16));
  const keyBytes = new Uint8Array(mcuKeys.buffer);
  const ids = new Uint32Array(4);
  /** Per block of the MCU being coded: its key is in mcuKeys (read or made there), not only in the pattern table. */
  const inKeys = new Uint8Array(4);
  /** Per block of the MCU being coded: -1 nothing drawn (the plain ground), 0 its pattern not in the full table (its coverage is in mcuKeys), else its pattern. */
  const blockIds = new Int32Array(4);
  const blocksPerRow = width / BLOCK;
  /**
   * The pattern of each block of a stamp's grid, per mask, plane and offset
   * in the block grid (see stampBlock): a run of `stampPool` each, found by
   * the mask and plane × 64 + (top & 7) × 8 + (left & 7), where its run
   * starts (0: none yet). One pool, not an array each: the look-up is two
   * reads of typed arrays, where an array a stamp was three dependent
   * loads from objects scattered over the heap.
   */
  const stampPatterns = new Map<Uint8Array, Int32Array>();
  // Small at first, like the pattern tables: grown within the first cards, before V8 optimizes the code.
  let stampPool = new Int32Array(256);
  let stampPoolUsed = 1;
  // The card's stamps, for its blocks: each one's grid (left column, top row, columns) and where its run of stampPool starts.
  let stampGrid = new Int32Array(0);
  // The planes read four pixels at a time (the canvas is a whole number of MCUs wide, so a block's rows start on a word).
  const words = canvas.planes.map((plane) => new Uint32Array(plane.buffer, plane.byteOffset, plane.byteLength >> 2));

  /** The coded blocks of one text colour over the plain background, by coverage pattern, and its coded MCUs, by their four blocks' patterns. */
  function codedPatterns(rgb: Rgb, ground: Rgb) {
    const [y, cb, cr] = [luma(...rgb) - luma(...ground), blue(...rgb) - blue(...ground), red(...rgb) - red(...ground)];
    // The plain background's own block, scaled for quantizing (a DC alone).
    const groundDc = [luma(...ground) - 128, blue(...ground) - 128, red(...ground) - 128].map((level, c) => level * 64 * (c === 0 ? lumaScales[0]! : chromaScales[0]!));
    return {
      luma: new PatternTable(16, PATTERN_LIMIT),
      mcus: new PatternTable(4, PATTERN_LIMIT),
      lumaCodes: new CodedBlocks(),
      mcuCodes: new CodedMcus(),
      // Blocks several stamps cover: by their own patterns there, in order (up to COVER, then zeros), the block's pattern.
      covered: new PatternTable(COVER, PATTERN_LIMIT),
      coveredIds: new Int32Array(8),
      delta: [y, cb, cr] as const,
      groundDc,
    };
  }
  type Patterns = ReturnType<typeof codedPatterns>;

  /** Codes a block: round(background + delta × coverage's scaled DCT) from `scaled`, zig-zag, into coefficients[out..]; returns one past its last non-zero. */
  const quantize = (background: Float32Array, at: number, delta: number, out: number) => {
    let end = 1;
    for (let i = 0; i < 64; i += 1) {
      const value = roundHalfUp(background[at + i]! + delta * scaled[i]!);
      coefficients[out + i] = value;
      if (value !== 0) end = i + 1;
    }
    return end;
  };
  const flatDc = new Float32Array(64);
  /** Reads the 8×8 coverage at canvas pixel (x, y) of plane `p` into `key`; false when it is empty. */
  const readPattern = (p: number, x: number, y: number, key: Uint32Array) => {
    const plane = words[p]!;
    let any = 0;
    for (let i = 0, at = (y * width + x) >> 2; i < 16; i += 2, at += width >> 2) {
      const w0 = plane[at]!;
      const w1 = plane[at + 1]!;
      key[i] = w0;
      key[i + 1] = w1;
      any |= w0 | w1;
    }
    return any !== 0;
  };
  const coverageSamples = (p: number, x: number, y: number) => {
    const coverage = canvas.planes[p]!;
    for (let row = 0; row < 8; row += 1) {
      for (let col = 0; col < 8; col += 1) samples[row * 8 + col] = coverage[(y + row) * width + x + col]! / 255;
    }
  };
  const averagedSamples = (p: number, x: number, y: number) => {
    const coverage = canvas.planes[p]!;
    for (let row = 0; row < 8; row += 1) {
      for (let col = 0; col < 8; col += 1) {
        const at = (y + row * 2) * width + x + col * 2;
        samples[row * 8 + col] = (coverage[at]! + coverage[at + 1]! + coverage[at + width]! + coverage[at + width + 1]!) / 1020;
      }
    }
  };

  /** Block b's coverage (from mcuKeys) as samples. */
  const keySamples = (b: number) => {
    for (let i = 0; i < 64; i += 1) samples[i] = keyBytes[b * 64 + i]! / 255;
  };
  /** The MCU's chroma coverage from its four blocks' (in mcuKeys): each sample the mean of a 2×2 square, as averagedSamples. */
  const keyChromaSamples = () => {
    for (let row = 0; row < 8; row += 1) {
      for (let col = 0; col < 8; col += 1) {
        const at = ((row >> 2) * 2 + (col >> 2)) * 64 + (row & 3) * 16 + (col & 3) * 2;
        samples[row * 8 + col] = (keyBytes[at]! + keyBytes[at + 1]! + keyBytes[at + 8]! + keyBytes[at + 9]!) / 1020;
      }
    }
  };

  /** The number of the luma pattern in keys[b], coded the first time it is seen; 0 when the table is full. */
  const lumaPattern = (b: number, patterns: Patterns) => {
    const id = patterns.luma.idOf(keys[b]!, hashWords(keys[b]!, 16));
    if (id > patterns.lumaCodes.count) {
      // A new pattern's block over the plain background, coded once and kept by its number.
      keySamples(b);
      scaledDct(samples, lumaScales, scaled);
      flatDc[0] = patterns.groundDc[0]!;
      const end = quantize(flatDc, 0, patterns.delta[0], 0);
      patterns.lumaCodes.set(id, coefficients[0]!, packAc(coefficients, 0, end, bg.acLuma));
    }
    return id;
  };

  /**
   * The pattern of block (bx, by), which stamp `s` alone covers: the same
   * wherever the stamp lies at the same offset in the block grid, so it is
   * found once per mask, plane and offset. -1 when the stamp has no ink in
   * the block; 0 when the table is full (its coverage is then in keys[b]).
   */
  const stampBlock = (s: number, bx: number, by: number, b: number, patterns: Patterns) => {
    const g = s * 4;
    const at = stampGrid[g + 3]! + (by - stampGrid[g + 1]!) * stampGrid[g + 2]! + bx - stampGrid[g]!;
    const known = stampPool[at]!;
    if (known !== 0) return known;
    const stamp = canvas.stamps[s]!;
    // The block's coverage, from the mask.
    const x0 = bx * BLOCK - stamp.left;
    const y0 = by * BLOCK - stamp.top;
    let any = 0;
    for (let row = 0; row < 8; row += 1) {
      for (let col = 0; col < 8; col += 1) {
        const x = x0 + col;
        const y = y0 + row;
        const alpha = x >= 0 && y >= 0 && x < stamp.width && y < stamp.height ? stamp.mask[y * stamp.width + x]! : 0;
        keyBytes[b * 64 + row * 8 + col] = alpha;
        any |= alpha;
      }
    }
    inKeys[b] = 1;
    if (any === 0) return (stampPool[at] = -1);
    const id = lumaPattern(b, patterns);
    if (id === 0) return 0;
    return (stampPool[at] = id);
  };

  /** Sets up the card's stamps for stampBlock: each one's grid and its run of stampPool (made on first use). */
  const prepareStamps = () => {
    const { stamps } = canvas;
    if (stampGrid.length < stamps.length * 4) stampGrid = new Int32Array(stamps.length * 8);
    for (let s = 0; s < stamps.length; s += 1) {
      const stamp = stamps[s]!;
      let byOffset = stampPatterns.get(stamp.mask);
      if (!byOffset) stampPatterns.set(stamp.mask, (byOffset = new Int32Array(128)));
      const offset = stamp.plane * 64 + (stamp.top & 7) * 8 + (stamp.left & 7);
      const columns = ((stamp.left & 7) + stamp.width + 7) >> 3;
      let base = byOffset[offset]!;
      if (base === 0) {
        const rows = ((stamp.top & 7) + stamp.height + 7) >> 3;
        while (stampPoolUsed + columns * rows > stampPool.length) stampPool = grown(stampPool);
        base = byOffset[offset] = stampPoolUsed;
        stampPoolUsed += columns * rows;
      }
      stampGrid[s * 4] = stamp.left >> 3;
      stampGrid[s * 4 + 1] = stamp.top >> 3;
      stampGrid[s * 4 + 2] = columns;
      stampGrid[s * 4 + 3] = base;
    }
  };

  const coveredKey = new Uint32Array(COVER);
  /**
   * The pattern of block (bx, by), which `count` stamps cover (2 to COVER):
   * each stamp's own pattern there (stampBlock), and from those, in order,
   * the block's, found once per combination. The first time, the block's
   * coverage is laid together from the stamps' masks into keys[b], as
   * inkStamps would draw it, and its pattern found or coded. -1 when no
   * stamp has ink in it; 0 when a table is full (the coverage is in keys[b]).
   */
  const coveredBlock = (block: number, count: number, bx: number, by: number, b: number, patterns: Patterns) => {
    let inked = 0;
    let known = true;
    for (let i = 0; i < count; i += 1) {
      const id = stampBlock(canvas.cover[block * COVER + i]!, bx, by, b, patterns);
      if (id === -1) continue;
      if (id === 0) known = false;
      coveredKey[inked++] = id;
    }
    inKeys[b] = 0;
    if (inked === 0) return -1;
    if (inked === 1 && known) return coveredKey[0]!;
    let combination = 0;
    if (known) {
      coveredKey.fill(0, inked);
      combination = patterns.covered.idOf(coveredKey, hashWords(coveredKey, COVER));
      const id = combination < patterns.coveredIds.length ? patterns.coveredIds[combination]! : 0;
      if (id !== 0) return id;
    }
    layCoverage(block, count, bx, by, b);
    inKeys[b] = 1;
    const id = lumaPattern(b, patterns);
    if (combination !== 0 && id !== 0) {
      while (combination >= patterns.coveredIds.length) patterns.coveredIds = grown(patterns.coveredIds);
      patterns.coveredIds[combination] = id;
    }
    return id;
  };
  /** Block (bx, by)'s coverage from the `count` stamps over it, laid over each other in order as inkStamps lays them, into keys[b]. */
  const layCoverage = (block: number, count: number, bx: number, by: number, b: number) => {
    keyBytes.fill(0, b * 64, b * 64 + 64);
    const left = bx * BLOCK;
    const top = by * BLOCK;
    for (let i = 0; i < count; i += 1) {
      const stamp = canvas.stamps[canvas.cover[block * COVER + i]!]!;
      // The block's pixel (x, y) at keyBytes[b * 64 + (y - top) * 8 + x - left].
      const x0 = Math.max(left, stamp.left);
      const y0 = Math.max(top, stamp.top);
      const x1 = Math.min(left + BLOCK, stamp.left + stamp.width);
      const y1 = Math.min(top + BLOCK, stamp.top + stamp.height);
      blend(keyBytes, BLOCK, stamp, x0, y0, x1, y1, b * 64 - top * BLOCK - left);
    }
  };

  /** Whether MCU `local` is coded by writePlainMcu (one text colour over the plain ground); the stamps' drawing (needsPixels) asks the same. */
  const isPlainMcu = (local: number) => {
    const touched = canvas.touched[local]!;
    if (touched === 0 || touched >= LAYER_BIT || (touched & (touched - 1)) !== 0) return false;
    return colors[31 - Math.clz32(touched)]!.patterns !== undefined && plain!.mcus[local] === 1;
  };

  const writeCoefficients = (c: number, out: number, end: number) => {
    const tables = c === 0 ? lumaTables : chromaTables;
    writer.block(coefficients, out, end, previous[c]!, tables.dc, tables.ac);
    previous[c] = coefficients[out]!;
  };
  const writeCoded = (c: number, codes: CodedBlocks, id: number) => {
    const dc = codes.dc[id]!;
    writer.dc(dc - previous[c]!, c === 0 ? bg.dcLuma : bg.dcChroma);
    previous[c] = dc;
    writer.packed(codes.pool, codes.at[id]!, codes.bits[id]!);
  };
  // The plain ground's own blocks, as the background coded them: a DC alone, the same in every plain MCU (one coded
  // otherwise is not counted plain).
  const plainDc = plain ? Int32Array.from([0, 4, 5], (b) => bg.coefficients[((firstRow * perRow + plain.first) * 6 + b) * 64]!) : new Int32Array(3);
  plain?.mcus.forEach((isPlain, local) => {
    for (let b = 0; b < 6 && isPlain === 1; b += 1) {
      const block = (firstRow * perRow + local) * 6 + b;
      if (bg.ends[block] !== 1 || bg.coefficients[block * 64] !== plainDc[b < 4 ? 0 : b - 3]) plain.mcus[local] = 0;
    }
  });
  /** A block of component `c` as the plain ground has it: its DC and an end of block, without reading the background's blocks. */
  const writeGround = (c: number) => {
    const dc = plainDc[c]!;
    writer.dc(dc - previous[c]!, c === 0 ? bg.dcLuma : bg.dcChroma);
    const ac = c === 0 ? bg.acLuma : bg.acChroma;
    writer.put(ac.code[0]!, ac.size[0]!);
    previous[c] = dc;
  };
  /** Block `b` of MCU `mcu` as the background has it. */
  const writeBackground = (mcu: number, b: number) => {
    const c = b < 4 ? 0 : b - 3;
    const block = mcu * 6 + b;
    writer.block(bg.coefficients, block * 64, bg.ends[block]!, previous[c]!, c === 0 ? bg.dcLuma : bg.dcChroma, c === 0 ? bg.acLuma : bg.acChroma);
    previous[c] = bg.coefficients[block * 64]!;
  };

  /**
   * An MCU drawn in by plane `p` alone over the plain background: its four
   * blocks' patterns (a block one stamp alone covers is that stamp's,
   * stampBlock; any other is read from the plane), and the MCU the bytes
   * those four were coded to before, or coded now.
   */
  const writePlainMcu = (mcu: number, local: number, p: number, patterns: Patterns) => {
    const x = (local % perRow) * MCU;
    const y = Math.floor(local / perRow) * MCU;
    let drawn = false;
    let known = true;
    for (let b = 0; b < 4; b += 1) {
      const bx = (x >> 3) + (b & 1);
      const by = (y >> 3) + (b >> 1);
      const block = by * blocksPerRow + bx;
      const count = canvas.covers[block]!;
      let id: number;
      if (count === 1) {
        inKeys[b] = 0;
        id = stampBlock(canvas.cover[block * COVER]!, bx, by, b, patterns);
      } else if (count === 0 && !canvas.drawn) {
        // No stamp, and nothing drawn but stamps: nothing here (most blocks of an MCU a glyph's box reaches into).
        inKeys[b] = 0;
        id = -1;
      } else if (count === 0 || count === MANY) {
        // No stamp (a drawing in the plane, or nothing), or its stamps drawn as pixels.
        inKeys[b] = 1;
        id = readPattern(p, bx * BLOCK, by * BLOCK, keys[b]!) ? lumaPattern(b, patterns) : -1;
      } else {
        id = coveredBlock(block, count, bx, by, b, patterns);
      }
      blockIds[b] = id;
      ids[b] = id < 0 ? 0 : id;
      if (id !== -1) drawn = true;
      if (id === 0) known = false;
    }
    if (!drawn) {
      // The plain ground's own MCU (the band never holds the last MCU, the one without a marker after it).
      writer.bytes(backgroundBytes, background.mcuStart[mcu]!, background.mcuStart[mcu + 1]! - 2);
      return;
    }
    const id = known ? patterns.mcus.idOf(ids, hashWords(ids, 4)) : 0;
    const codes = patterns.mcuCodes;
    if (id !== 0 && id <= codes.count) {
      writer.bytes(codes.pool, codes.at[id]!, codes.end[id]!);
      return;
    }
    // A new MCU (or one the full tables cannot keep): its blocks coded after the restart, then kept by its number.
    const from = writer.at;
    for (let b = 0; b < 4; b += 1) {
      const block = blockIds[b]!;
      if (block === -1) writeGround(0);
      else if (block > 0) writeCoded(0, patterns.lumaCodes, block);
      else {
        keySamples(b);
        scaledDct(samples, lumaScales, scaled);
        flatDc[0] = patterns.groundDc[0]!;
        writeCoefficients(0, 0, quantize(flatDc, 0, patterns.delta[0], 0));
      }
    }
    // The blocks' coverage, for the chroma samples: a block known by its pattern alone is copied from the table.
    for (let b = 0; b < 4; b += 1) {
      if (inKeys[b] === 1) continue;
      if (ids[b] === 0) keys[b]!.fill(0);
      else patterns.luma.copyKey(ids[b]!, keys[b]!);
    }
    keyChromaSamples();
    scaledDct(samples, chromaScales, scaled);
    for (let c = 1; c < 3; c += 1) {
      flatDc[0] = patterns.groundDc[c]!;
      writeCoefficients(c, 0, quantize(flatDc, 0, patterns.delta[c]!, 0));
    }
    writer.align();
    if (id !== 0) codes.set(id, writer.out, from, writer.at);
  };

  /** An MCU drawn in by plane `p` alone over any other background: the background block's scaled DCT plus the colour's difference from its mean times the coverage's. */
  const writeCoverageMcu = (mcu: number, local: number, p: number) => {
    model.prepare(local);
    const color = colors[p]!;
    const x = (local % perRow) * MCU;
    const y = Math.floor(local / perRow) * MCU;
    let drawn = false;
    for (let b = 0; b < 4; b += 1) {
      if (!readPattern(p, x + (b & 1) * 8, y + (b >> 1) * 8, keys[b]!)) {
        writeBackground(mcu, b);
        continue;
      }
      drawn = true;
      coverageSamples(p, x + (b & 1) * 8, y + (b >> 1) * 8);
      scaledDct(samples, lumaScales, scaled);
      const block = local * 4 + b;
      writeCoefficients(0, 0, quantize(model.luma, block * 64, color.y - model.lumaMean[block]!, 0));
    }
    if (!drawn) {
      writeBackground(mcu, 4);
      writeBackground(mcu, 5);
      return;
    }
    averagedSamples(p, x, y);
    scaledDct(samples, chromaScales, scaled);
    writeCoefficients(1, 0, quantize(model.blue, local * 64, color.cb - model.blueMean[local]!, 0));
    writeCoefficients(2, 0, quantize(model.red, local * 64, color.cr - model.redMean[local]!, 0));
  };

  const tile = new Float64Array(3 * 256);
  /** Any other MCU (two colours, a layer): its pixels composed as the drawing did, converted and transformed. */
  const writeComposedMcu = (local: number) => {
    composeTile(base, canvas, options.colors, local, tile);
    tileCoefficients(tile, lumaScales, chromaScales, coefficients, 0, ends, 0);
    for (let b = 0; b < 6; b += 1) writeCoefficients(b < 4 ? 0 : b - 3, b * 64, ends[b]!);
  };

  const clear = (fromRow: number, toRow: number) => {
    for (const plane of canvas.planes) plane.fill(0, fromRow * MCU * width, Math.min(canvas.rows, toRow * MCU) * width);
    canvas.touched.fill(0, fromRow * perRow, toRow * perRow);
    canvas.covers.fill(0, fromRow * 2 * blocksPerRow, toRow * 2 * blocksPerRow);
    canvas.stamps.length = 0;
    canvas.layers.length = 0;
    canvas.drawn = false;
  };
  /** A stamp's block is drawn as pixels unless it is in an MCU writePlainMcu codes, from the stamps over it (not MANY). */
  const needsPixels = (_: number, block: number) => canvas.covers[block] === MANY || !isPlainMcu((block / blocksPerRow >> 1) * perRow + ((block % blocksPerRow) >> 1));

  /** The card: a view of fileBuffer when coded here, else a buffer of its own (the plain background, or sharp's whole card). */
  const encodeNow = (): Buffer | Promise<Buffer> => {
    const canvasRows = canvas.touched.length / perRow;
    let first = -1;
    let last = -1;
    for (let row = 0; row < canvasRows; row += 1) {
      for (let i = row * perRow; i < (row + 1) * perRow; i += 1) {
        if (canvas.touched[i] === 0) continue;
        if (first < 0) first = row;
        last = row;
        break;
      }
    }
    if (first < 0) {
      counts.coded += 1;
      return Buffer.from(background.file);
    }
    const top = firstRow + first;
    const bottom = firstRow + last + 1;
    if (bottom >= bg.mcuRows) {
      // The last MCU row is partial: libjpeg pads it with copies of the last pixel row, which the canvas does not hold.
      inkStamps(canvas);
      const pixels = composedPixels(base, canvas, options.colors);
      clear(0, canvasRows);
      counts.whole += 1;
      // sharp only here: no layout puts text there, so the card thread seldom loads it.
      return import('sharp').then(({ default: sharp }) => sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg(JPEG).toBuffer());
    }
    inkStamps(canvas, needsPixels);
    prepareStamps();
    writer.reset();
    const { mcuStart } = background;
    const [start, end] = [top * perRow, bottom * perRow];
    for (let mcu = start; mcu < end; mcu += 1) {
      const local = mcu - firstRow * perRow;
      const touched = canvas.touched[local]!;
      writer.reserve(MCU_BYTES + 2);
      if (touched === 0) {
        // A run nothing drew in: the background's bytes, markers and all.
        let stop = mcu + 1;
        while (stop < end && canvas.touched[stop - firstRow * perRow] === 0) stop += 1;
        writer.reserve(mcuStart[stop]! - mcuStart[mcu]!);
        writer.bytes(backgroundBytes, mcuStart[mcu]!, mcuStart[stop]!);
        mcu = stop - 1;
        continue;
      }
      // Each MCU starts its DC predictions afresh (restarts). Three stores: a call to fill() an MCU was 4 % of a warm card.
      previous[0] = 0;
      previous[1] = 0;
      previous[2] = 0;
      if (isPlainMcu(local)) {
        const p = 31 - Math.clz32(touched);
        writePlainMcu(mcu, local, p, colors[p]!.patterns!);
      } else if (touched < LAYER_BIT && (touched & (touched - 1)) === 0) {
        writeCoverageMcu(mcu, local, 31 - Math.clz32(touched));
      } else {
        writeComposedMcu(local);
      }
      writer.align();
      writer.marker(restartMarker(mcu));
    }
    clear(first, last + 1);
    const head = mcuStart[start]!;
    const tail = backgroundBytes.length - mcuStart[end]!;
    const size = head + writer.at + tail;
    if (fileBuffer.length < size) fileBuffer = Buffer.allocUnsafe(size + (size >> 2));
    const file = fileBuffer.subarray(0, size);
    backgroundBytes.copy(file, 0, 0, head);
    writer.out.copy(file, head, 0, writer.at);
    backgroundBytes.copy(file, head + writer.at, mcuStart[end]!);
    counts.coded += 1;
    return file;
  };

  return {
    canvas,
    counts,
    async encode() {
      const card = encodeNow();
      // A coded card is a view of fileBuffer: copied out before anything else can encode.
      return card instanceof Promise ? card : card.buffer === fileBuffer.buffer ? Buffer.from(card) : card;
    },
    async encodeView() {
      return encodeNow();
    },
  };
}
