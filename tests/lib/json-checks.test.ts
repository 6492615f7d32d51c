import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, unpairedSurrogateAt } from '@/lib/api/json-checks';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together', () => {
    expect(nestsDeeperThan('[{"a":[1]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[[1]]}]', 3)).toBe(true);
  });

  it('finds 100,000 levels without a stack to overflow', () => {
    expect(nestsDeeperThan('['.repeat(100_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: `${'['.repeat(100)}"${'{'.repeat(100)}\\` });
    expect(nestsDeeperThan(text, 2)).toBe(false);
  });

  it('counts brackets inside strings toward the quick check, and still finds the true depth', () => {
    const text = JSON.stringify({ a: '['.repeat(100), b: [[[1]]] });
    expect(nestsDeeperThan(text, 4)).toBe(false);
    expect(nestsDeeperThan(text, 3)).toBe(true);
  });

  it('siblings do not add up', () => {
    expect(nestsDeeperThan(`[${'[1],'.repeat(1000)}[1]]`, 2)).toBe(false);
  });
});

describe('unpairedSurrogateAt', () => {
  const at = (text: string) => unpairedSurrogateAt(text, JSON.parse(text));

  it('names the field holding half a surrogate pair', () => {
    expect(at('{"title":"Engineer \\ud800"}')).toBe('title');
    expect(at('{"education":[{"school":"x"},{"school":"\\udc00"}]}')).toBe('education.1.school');
    expect(at('"\\udbff"')).toBe('(body)');
  });

  it('names a key holding one', () => {
    expect(at('{"a":{"\\ud800":1}}')).toBe('a.\ud800');
  });

  it('takes whole pairs and an escaped backslash before u', () => {
    expect(at('{"title":"\\ud83d\\ude00"}')).toBeNull();
    expect(at('{"title":"\\\\ud800"}')).toBeNull();
    expect(at('{"title":"plain"}')).toBeNull();
  });
});
