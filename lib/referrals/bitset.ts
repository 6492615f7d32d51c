// Typed-array reads are in bounds by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
// Sets of positions 0..size-1 as packed bits: intersecting or joining two sets of 100,000 jobs is a few
// thousand word operations, and a cached set costs 12 KB instead of a 100,000-entry Set.

export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

export function bitsetOf(size: number, positions: Iterable<number>): Bitset {
  const bits = emptyBitset(size);
  for (const p of positions) bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
  return bits;
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
