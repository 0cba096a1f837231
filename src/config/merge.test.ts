import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeConfigLayers } from './merge';

describe('mergeConfigLayers', () => {
  it('deep-merges objects key by key', () => {
    const merged = mergeConfigLayers({ a: { b: 1, c: 2 }, d: 3 }, { a: { c: 20 } }, { a: { e: 5 } });
    expect(merged).toEqual({ a: { b: 1, c: 20, e: 5 }, d: 3 });
  });

  it('replaces arrays whole instead of concatenating or merging by index', () => {
    expect(mergeConfigLayers({ list: [1, 2, 3] }, { list: [9] })).toEqual({ list: [9] });
    expect(mergeConfigLayers({ list: [{ a: 1, b: 2 }] }, { list: [{ a: 5 }] })).toEqual({ list: [{ a: 5 }] });
    expect(mergeConfigLayers({ list: [1, 2] }, { list: [] })).toEqual({ list: [] });
  });

  it('lets an explicit null clear a value, an object or a map entry', () => {
    expect(mergeConfigLayers({ a: 1, b: { c: 2 } }, { a: null, b: null })).toEqual({ a: null, b: null });
    expect(mergeConfigLayers({ map: { x: 'keep', y: 'drop' } }, { map: { y: null } })).toEqual({
      map: { x: 'keep', y: null },
    });
  });

  it('lets a later object replace an earlier null or scalar', () => {
    expect(mergeConfigLayers({ popup: null }, { popup: { title: 'Sale' } })).toEqual({
      popup: { title: 'Sale' },
    });
    expect(mergeConfigLayers({ a: 3 }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('ignores undefined layers and undefined keys', () => {
    expect(mergeConfigLayers({ a: 1 }, undefined, { a: undefined, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(mergeConfigLayers()).toBeUndefined();
    expect(mergeConfigLayers(undefined, { a: { b: undefined } })).toEqual({ a: {} });
  });

  it('does not modify its inputs and shares no objects with them', () => {
    const base = { a: { b: [1, 2] }, c: { d: 1 } };
    const override = { c: { e: 2 } };
    const snapshot = structuredClone({ base, override });
    const merged = mergeConfigLayers(base, override) as { a: { b: number[] }; c: object };
    expect({ base, override }).toEqual(snapshot);
    expect(merged.a).not.toBe(base.a);
    expect(merged.a.b).not.toBe(base.a.b);
    merged.a.b.push(3);
    expect(base.a.b).toEqual([1, 2]);
  });

  it('merges frozen layers', () => {
    const frozen = Object.freeze({ a: Object.freeze({ b: 1 }) });
    expect(mergeConfigLayers(frozen, { a: { c: 2 } })).toEqual({ a: { b: 1, c: 2 } });
  });

  it('keeps a "__proto__" key as data instead of changing the prototype', () => {
    const hostile: unknown = JSON.parse('{"__proto__": {"polluted": true}}');
    const merged = mergeConfigLayers({}, hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats class instances and dates as values, not as objects to merge', () => {
    const date = new Date(0);
    expect(mergeConfigLayers({ at: { x: 1 } }, { at: date })).toEqual({ at: date });
  });
});

const jsonObject = fc.dictionary(fc.string(), fc.jsonValue());

describe('mergeConfigLayers properties', () => {
  it('merging {} on either side is the identity', () => {
    fc.assert(
      fc.property(jsonObject, (value) => {
        expect(mergeConfigLayers(value, {})).toEqual(value);
        expect(mergeConfigLayers({}, value)).toEqual(value);
      }),
    );
  });

  it('the last layer wins for every scalar it sets', () => {
    const scalar = fc.oneof(fc.string(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(jsonObject, fc.dictionary(fc.string(), scalar), (base, override) => {
        const merged = mergeConfigLayers(base, override) as Record<string, unknown>;
        for (const [key, value] of Object.entries(override)) expect(merged[key]).toBe(value);
      }),
    );
  });

  it('arrays are never concatenated: the later array is the result', () => {
    const array = fc.array(fc.jsonValue());
    fc.assert(
      fc.property(array, array, (first, second) => {
        const merged = mergeConfigLayers({ list: first }, { list: second }) as { list: unknown[] };
        expect(merged.list).toEqual(second);
      }),
    );
  });

  it('keys untouched by the override keep their base value', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, (base, override) => {
        const merged = mergeConfigLayers(base, override) as Record<string, unknown>;
        for (const key of Object.keys(base)) {
          if (!Object.hasOwn(override, key)) expect(merged[key]).toEqual(base[key]);
        }
      }),
    );
  });
});
