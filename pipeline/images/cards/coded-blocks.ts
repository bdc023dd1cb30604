/** Coded blocks by pattern number: each one's DC and its Huffman-coded AC (packAc's bytes) in one pool. */
export class CodedBlocks {
  dc = new Int32Array(1024);
  at = new Int32Array(1024);
  bits = new Int32Array(1024);
  pool = new Uint8Array(1 << 16);
  count = 0;
  private used = 0;

  set(id: number, dc: number, packed: { bytes: Uint8Array; bits: number }): void {
    if (id >= this.dc.length) {
      const grow = (array: Int32Array) => {
        const larger = new Int32Array(array.length * 2);
        larger.set(array);
        return larger;
      };
      this.dc = grow(this.dc);
      this.at = grow(this.at);
      this.bits = grow(this.bits);
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
