import { describe, expect, it } from 'vitest';
import { addAll, bitsetOf, bitsetWhere, countBits, emptyBitset, forEachBit, hasBit, intersect, setBit, slicePositions, union } from '@/lib/bitset';

function positions(bits: Uint32Array): number[] {
  const out: number[] = [];
  forEachBit(bits, (p) => (out.push(p), true));
  return out;
}

describe('bitsets of positions', () => {
  const size = 100;
  it('visits every position in ascending order, word edges and the sign bit included', () => {
    const set = [0, 1, 30, 31, 32, 63, 64, 99];
    expect(positions(bitsetOf(size, [...set].reverse()))).toEqual(set);
    expect(positions(emptyBitset(size))).toEqual([]);
  });

  it('intersects and joins', () => {
    const a = bitsetOf(size, [1, 31, 40, 77]);
    const b = bitsetOf(size, [31, 41, 77, 99]);
    expect(positions(intersect(a, b))).toEqual([31, 77]);
    expect(positions(union(size, [a, b]))).toEqual([1, 31, 40, 41, 77, 99]);
    expect(positions(union(size, []))).toEqual([]);
  });

  it('adds a position, and another set’s positions, in place', () => {
    const a = bitsetOf(size, [1, 40]);
    setBit(a, 31);
    setBit(a, 99);
    setBit(a, 40);
    expect(positions(a)).toEqual([1, 31, 40, 99]);
    addAll(a, bitsetOf(size, [0, 31, 63, 64]));
    expect(positions(a)).toEqual([0, 1, 31, 40, 63, 64, 99]);
  });

  it('stops when the visitor answers false', () => {
    const seen: number[] = [];
    forEachBit(bitsetOf(size, [3, 5, 70]), (p) => (seen.push(p), p < 5));
    expect(seen).toEqual([3, 5]);
  });

  it('counts, tests and slices, skipping whole words without losing a position', () => {
    const big = 1000;
    const every7 = Array.from({ length: Math.ceil(big / 7) }, (_, i) => i * 7);
    const set = bitsetOf(big, every7);
    expect(countBits(set)).toBe(every7.length);
    expect(countBits(bitsetOf(big, [31, 63, 999]))).toBe(3);
    expect(hasBit(set, 7) && hasBit(set, 994) && !hasBit(set, 8)).toBe(true);
    for (const offset of [0, 1, 4, 5, 100, every7.length - 2, every7.length]) {
      expect(slicePositions(set, offset, 5), `offset ${offset}`).toEqual(every7.slice(offset, offset + 5));
    }
    expect(positions(bitsetWhere(big, (p) => p % 7 === 0))).toEqual(every7);
  });
});
