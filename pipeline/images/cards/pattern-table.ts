/**
 * A set of fixed-length keys of 32-bit words, each numbered from 1 in the
 * order it was added: open addressing in typed arrays, so a look-up reads a
 * slot and a key's few cache lines, not a Map's entries and an object each
 * (cards look up thousands of 8×8 coverage patterns each; on a machine with
 * slow memory that difference is most of a card's time).
 */
export class PatternTable {
  private slots: Int32Array;
  private keys: Uint32Array;
  private readonly words: number;
  /** No key is added beyond this many (those added are still found). */
  readonly limit: number;
  size = 0;

  constructor(words: number, limit: number) {
    this.words = words;
    this.limit = limit;
    // Small at first, so that the code growing them runs within the first few keys, before V8 optimizes the look-ups
    // that add keys: grown first from optimized code, it had no type feedback there, and V8 threw the card encoder's
    // stampBlock away and compiled it again, once for the keys and once for the slots (about 30 ms of compiling).
    this.slots = new Int32Array(16);
    this.keys = new Uint32Array(words * 8);
  }

  /** The number of `key` (its first `words` words), adding it if it is new; 0 when it is new and the table is full. `hash` is the key's hash. */
  idOf(key: Uint32Array, hash: number): number {
    const { words } = this;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id === 0) {
        if (this.size >= this.limit) return 0;
        return this.add(key, slot);
      }
      const at = (id - 1) * words;
      let same = true;
      for (let i = 0; i < words; i += 1) {
        if (this.keys[at + i] !== key[i]) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
  }

  /** The key numbered `id`, copied into `target` (a view of the table's keys would be an object a call). */
  copyKey(id: number, target: Uint32Array): void {
    for (let i = 0, at = (id - 1) * this.words; i < this.words; i += 1) target[i] = this.keys[at + i]!;
  }

  private add(key: Uint32Array, slot: number): number {
    const id = ++this.size;
    if (id * this.words > this.keys.length) {
      const keys = new Uint32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    for (let i = 0, at = (id - 1) * this.words; i < this.words; i += 1) this.keys[at + i] = key[i]!;
    this.slots[slot] = id;
    // At most half full: probes stay short.
    if (this.size * 2 > this.slots.length) this.grow();
    return id;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 1; id <= this.size; id += 1) {
      let slot = hashWords(this.keys, this.words, (id - 1) * this.words) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
  }
}

/**
 * The hash of `words` words of `key` from `at` on: a multiply per word,
 * then MurmurHash3's finish, so every input bit reaches the low bits that
 * pick a slot. Keys are compared in full, so it need only spread them. 30
 * bits: a small integer to V8, where a 32-bit one was a heap number (about
 * 5 KB of garbage a card).
 */
export function hashWords(key: Uint32Array, words: number, at = 0): number {
  let hash = 0x9747b28c;
  for (let i = 0; i < words; i += 1) hash = Math.imul(hash ^ key[at + i]!, 0x01000193) + i;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) & 0x3fffffff;
}
