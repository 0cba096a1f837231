import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './prng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed, string or number', () => {
    const draw = (seed: number | string) => Array.from({ length: 20 }, createRng(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw('forecourt')).toEqual(draw('forecourt'));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int, float and pick within bounds', () => {
    const rng = createRng(1);
    for (let i = 0; i < 2_000; i++) {
      const n = rng.int(3, 7);
      expect(Number.isInteger(n) && n >= 3 && n <= 7).toBe(true);
      const f = rng.float(-1, 1);
      expect(f >= -1 && f < 1).toBe(true);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    }
  });

  it('reaches both ends of an int range', () => {
    const rng = createRng(2);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(0, 4)));
    expect(seen).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('follows weights roughly and never picks a zero weight', () => {
    const rng = createRng(3);
    const tally = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++)
      tally[
        rng.weighted([
          ['a', 1],
          ['b', 3],
          ['c', 0],
        ] as const)
      ]++;
    expect(tally.c).toBe(0);
    expect(tally.b / tally.a).toBeGreaterThan(2.6);
    expect(tally.b / tally.a).toBeLessThan(3.4);
  });

  it('shuffles into a permutation and samples without repeats', () => {
    const rng = createRng(4);
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...rng.shuffle(items)].sort((a, b) => a - b)).toEqual(items);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(rng.sample(items, 100)).toHaveLength(50);
  });

  it('throws on an empty pick rather than returning undefined', () => {
    expect(() => createRng(5).pick([])).toThrow();
    expect(() => createRng(5).weighted([])).toThrow();
  });
});

describe('deriveSeed', () => {
  it('gives independent, stable 32-bit seeds per part list', () => {
    expect(deriveSeed('a', 1)).toBe(deriveSeed('a', 1));
    expect(deriveSeed('a', 1)).not.toBe(deriveSeed('a', 2));
    expect(deriveSeed('a1')).not.toBe(deriveSeed('a', 1));
    expect(deriveSeed('x') >>> 0).toBe(deriveSeed('x'));
  });
});
