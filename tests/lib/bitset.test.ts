import { describe, expect, it } from 'vitest';
import { bitsetOf, emptyBitset, forEachBit, intersect, union } from '@/lib/referrals/bitset';

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

  it('stops when the visitor answers false', () => {
    const seen: number[] = [];
    forEachBit(bitsetOf(size, [3, 5, 70]), (p) => (seen.push(p), p < 5));
    expect(seen).toEqual([3, 5]);
  });
});
