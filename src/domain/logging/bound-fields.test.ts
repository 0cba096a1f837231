import { describe, expect, it } from 'vitest';
import { boundLogFields } from './bound-fields';

describe('boundLogFields', () => {
  it('redacts personal fields at any depth and keeps the rest', () => {
    const fields = {
      siteId: 3,
      lead: {
        formType: 'enquiry',
        contact: { name: 'Jo' },
        email: 'jo@example.com',
        nested: { phone: '0412' },
      },
      ip: '203.0.113.9',
    };
    expect(boundLogFields(fields)).toEqual({
      siteId: 3,
      lead: {
        formType: 'enquiry',
        contact: '[redacted]',
        email: '[redacted]',
        nested: { phone: '[redacted]' },
      },
      ip: '[redacted]',
    });
  });

  it('truncates a 100 KB value', () => {
    expect(boundLogFields({ query: 'q'.repeat(100_000) })).toEqual({
      query: `${'q'.repeat(1_000)}…[99000 more characters]`,
    });
  });

  it('caps arrays at 20 items and objects at 30 keys', () => {
    const many = Object.fromEntries(Array.from({ length: 35 }, (_, n) => [`k${n}`, n]));
    const bounded = boundLogFields({ list: Array.from({ length: 25 }, (_, n) => n), many });
    expect(bounded.list).toEqual([...Array.from({ length: 20 }, (_, n) => n), '…[5 more items]']);
    expect(Object.keys(bounded.many as object)).toHaveLength(31);
    expect((bounded.many as Record<string, unknown>)['…']).toBe('5 more keys');
  });

  it('names what lies below four levels, and so ends a cycle', () => {
    const cycle: Record<string, unknown> = { id: 1 };
    cycle.self = cycle;
    expect(boundLogFields({ a: { b: { c: { d: { e: 1 } } } }, cycle })).toEqual({
      a: { b: { c: { d: '[depth limit]' } } },
      cycle: { id: 1, self: { id: 1, self: { id: 1, self: '[depth limit]' } } },
    });
  });

  it('writes at most 200 values a line', () => {
    const row = Array.from({ length: 20 }, (_, n) => n);
    const rows = boundLogFields({ rows: Array.from({ length: 20 }, () => row) }).rows as unknown[];
    // 'rows' is one value, each row 21 (itself and 20 numbers): nine rows whole, nine numbers of the tenth.
    expect(rows.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => row));
    expect(rows[9]).toEqual([...row.slice(0, 9), ...Array.from({ length: 11 }, () => '[omitted]')]);
    expect(rows.slice(10)).toEqual(Array.from({ length: 10 }, () => '[omitted]'));
  });

  it('renames a field that would stand in for one the logger writes', () => {
    expect(boundLogFields({ level: 'fatal', msg: 'forged', requestId: 'x', time: 1, other: 2 })).toEqual({
      _level: 'fatal',
      _msg: 'forged',
      _requestId: 'x',
      _time: 1,
      other: 2,
    });
  });

  it('describes errors and writes other values as text', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom';
    expect(
      boundLogFields({
        err: error,
        at: new Date('2026-11-26T01:02:03Z'),
        big: 12n,
        bytes: Buffer.from('abc'),
        map: new Map([[1, 2]]),
        gone: undefined,
        fn: () => 1,
      }),
    ).toEqual({
      err: { type: 'Error', message: 'boom' },
      at: '2026-11-26T01:02:03.000Z',
      big: '12',
      bytes: '[3 bytes]',
      map: '[Map of 1]',
      fn: undefined,
    });
  });

  it('bounds keys too', () => {
    expect(Object.keys(boundLogFields({ ['k'.repeat(150)]: 1 }))).toEqual([
      `${'k'.repeat(100)}…[50 more characters]`,
    ]);
  });
});
