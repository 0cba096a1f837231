import { describe, expect, it } from 'vitest';
import { compareHref, compareIdsHref, parseCompareQuery } from './compare-query';

describe('parseCompareQuery (I-15)', () => {
  it('reads slugs from cars, trimmed, without duplicates, at most 3', () => {
    expect(parseCompareQuery({ cars: ' a-car , b-car,a-car,c-car,d-car' })).toEqual({
      kind: 'slugs',
      slugs: ['a-car', 'b-car', 'c-car'],
    });
    expect(parseCompareQuery({ cars: ['a-car', 'b-car,c-car'] })).toEqual({
      kind: 'slugs',
      slugs: ['a-car', 'b-car', 'c-car'],
    });
  });

  it('drops what cannot be a slug', () => {
    expect(parseCompareQuery({ cars: '../etc,a car,<b>,ok-car,\0x' })).toEqual({
      kind: 'slugs',
      slugs: ['ok-car'],
    });
  });

  it('reads ids when no slug is given, within the database integer range', () => {
    expect(parseCompareQuery({ ids: '12,7,12,x,0,012,2147483648,9' })).toEqual({
      kind: 'ids',
      ids: [12, 7, 9],
    });
    expect(parseCompareQuery({ cars: 'a-car', ids: '12' })).toEqual({ kind: 'slugs', slugs: ['a-car'] });
  });

  it('is none for an empty or unreadable list', () => {
    expect(parseCompareQuery({})).toEqual({ kind: 'none' });
    expect(parseCompareQuery({ cars: ',, ', ids: 'x' })).toEqual({ kind: 'none' });
  });
});

describe('compare links', () => {
  it('shares the slugs, and links the stored ids', () => {
    expect(compareHref(['a-car', 'b-car'])).toBe('/compare?cars=a-car,b-car');
    expect(compareHref([])).toBe('/compare');
    expect(compareIdsHref([4, 9])).toBe('/compare?ids=4,9');
    expect(compareIdsHref([])).toBe('/compare');
  });
});
