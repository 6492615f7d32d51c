// Typed-array reads are in bounds by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
// Sets of positions 0..size-1 as packed bits: intersecting or joining two sets of 100,000 jobs is a few
// thousand word operations, and a cached set costs 12 KB instead of a 100,000-entry Set.

export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

export function bitsetOf(size: number, positions: Iterable<number>): Bitset {
  const bits = emptyBitset(size);
  for (const p of positions) setBit(bits, p);
  return bits;
}

/** Adds `position` to the set, in place. */
export function setBit(bits: Bitset, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
}

/** Adds the positions of `source` to `target`, in place. */
export function addAll(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) | (source[i] ?? 0);
}

/** The positions in both (a new set). */
export function intersect(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] ?? 0) & (b[i] ?? 0);
  return out;
}

/** The positions in any of the sets (a new set). */
export function union(size: number, sets: readonly Bitset[]): Bitset {
  const out = emptyBitset(size);
  for (const set of sets) for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) | (set[i] ?? 0);
  return out;
}

/** Calls `visit` with each position in ascending order until it answers false. */
export function forEachBit(bits: Bitset, visit: (position: number) => boolean): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i] ?? 0;
    while (word !== 0) {
      const low = word & -word;
      if (!visit(i * 32 + 31 - Math.clz32(low))) return;
      word ^= low;
    }
  }
}

/** Whether the set holds `position`. */
export function hasBit(bits: Bitset, position: number): boolean {
  return (((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 1;
}

/** How many positions one word holds (SWAR popcount: no loop over the bits). */
function bitsIn(word: number): number {
  const pairs = word - ((word >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many positions the set holds. */
export function countBits(bits: Bitset): number {
  let count = 0;
  for (const word of bits) count += bitsIn(word);
  return count;
}

/**
 * Up to `limit` positions in ascending order after skipping the first `offset`. Whole words are skipped
 * by their count, so a deep page costs about what the first one does.
 */
export function slicePositions(bits: Bitset, offset: number, limit: number): number[] {
  const out: number[] = [];
  let skip = offset;
  for (let i = 0; i < bits.length && out.length < limit; i++) {
    let word = bits[i] ?? 0;
    const count = bitsIn(word);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    for (; word !== 0 && out.length < limit; word ^= word & -word) {
      if (skip > 0) skip -= 1;
      else out.push(i * 32 + 31 - Math.clz32(word & -word));
    }
  }
  return out;
}

/** The positions 0..size-1 for which `holds` answers true. */
export function bitsetWhere(size: number, holds: (position: number) => boolean): Bitset {
  const bits = emptyBitset(size);
  for (let p = 0; p < size; p++) if (holds(p)) bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
  return bits;
}
