import { describe, expect, it } from 'vitest';
import { isStorableJson, jsonDepth } from './db-limits';

describe('isStorableJson (issue 38)', () => {
  it('accepts JSON without a NUL, however deep', () => {
    let deep: unknown = 'end';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    for (const value of [null, 1, true, 'text', { source: 'google', pages: ['/a', '/b'] }, deep])
      expect(isStorableJson(value)).toBe(true);
  });

  it('refuses a NUL in a string or a key at any depth', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 50_000; level += 1) deep = { level: deep };
    for (const value of ['\u0000', { '\u0000': 1 }, { source: [[{ a: 'x\u0000' }]] }, deep])
      expect(isStorableJson(value)).toBe(false);
  });
});

describe('jsonDepth (issue 38)', () => {
  it('counts how deeply a value nests, without recursion', () => {
    let deep: unknown = 'end';
    for (let level = 0; level < 50_000; level += 1) deep = level % 2 ? [deep] : { next: deep };
    expect(jsonDepth(deep)).toBe(50_000);
    expect([null, 'text', 1].map(jsonDepth)).toEqual([0, 0, 0]);
    expect(jsonDepth({ source: 'google', pages: ['/a', ['/b']], empty: {} })).toBe(3);
  });
});
