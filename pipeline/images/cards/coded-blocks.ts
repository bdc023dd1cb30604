/** Coded blocks by pattern number: each one's DC and its Huffman-coded AC (packAc's bytes) in one pool. */
export class CodedBlocks {
  // Small at first, like PatternTable's arrays: grown within the first few patterns, before V8 optimizes the code.
  dc = new Int32Array(8);
  at = new Int32Array(8);
  bits = new Int32Array(8);
  pool = new Uint8Array(256);
  count = 0;
  private used = 0;

  set(id: number, dc: number, packed: { bytes: Uint8Array; bits: number }): void {
    if (id >= this.dc.length) {
      this.dc = grown(this.dc);
      this.at = grown(this.at);
      this.bits = grown(this.bits);
    }
    while (this.used + packed.bytes.length > this.pool.length) {
      const pool = new Uint8Array(this.pool.length * 2);
      pool.set(this.pool);
      this.pool = pool;
    }
    this.pool.set(packed.bytes, this.used);
    this.dc[id] = dc;
    this.at[id] = this.used;
    this.bits[id] = packed.bits;
    this.used += packed.bytes.length;
    this.count = Math.max(this.count, id);
  }
}

/** Coded MCUs by pattern number: each one's bytes, stuffed and ending on a byte (an MCU between restart markers), in one pool. */
export class CodedMcus {
  at = new Int32Array(8);
  end = new Int32Array(8);
  /** A Buffer: ScanWriter.bytes copies from it. */
  pool = Buffer.alloc(1024);
  count = 0;
  private used = 0;

  set(id: number, bytes: Buffer, from: number, to: number): void {
    if (id >= this.at.length) {
      this.at = grown(this.at);
      this.end = grown(this.end);
    }
    while (this.used + to - from > this.pool.length) {
      const pool = Buffer.alloc(this.pool.length * 2);
      this.pool.copy(pool);
      this.pool = pool;
    }
    bytes.copy(this.pool, this.used, from, to);
    this.at[id] = this.used;
    this.used += to - from;
    this.end[id] = this.used;
    this.count = Math.max(this.count, id);
  }
}

/** `array` copied into one twice its length. */
export function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}
