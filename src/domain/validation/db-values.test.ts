import { describe, expect, it } from 'vitest';
import { DB_INTEGER_MAX } from './db-limits';
import { carSlugParamSchema, dbIdSchema, dbIdTextSchema, dbTextSchema } from './db-values';

describe('dbIdSchema', () => {
  it('accepts 1 to 2,147,483,647 (PostgreSQL integer)', () => {
    expect(DB_INTEGER_MAX).toBe(2_147_483_647);
    expect(dbIdSchema.safeParse(1).success).toBe(true);
    expect(dbIdSchema.safeParse(2_147_483_647).success).toBe(true);
  });

  it('refuses 0, fractions, and anything above 2,147,483,647', () => {
    for (const value of [0, -1, 1.5, 2_147_483_648, 99_999_999_999, 1e20, Number.NaN])
      expect(dbIdSchema.safeParse(value).success, String(value)).toBe(false);
  });
});

describe('dbIdTextSchema', () => {
  it('reads an id written in a URL', () => {
    expect(dbIdTextSchema.parse('42')).toBe(42);
    expect(dbIdTextSchema.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses text that is not an id in range', () => {
    for (const text of [
      '2147483648',
      '9999999999',
      '99999999999999999999',
      '0',
      '042',
      '',
      ' 1',
      '1e3',
      '\0',
    ])
      expect(dbIdTextSchema.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });
});

describe('dbTextSchema', () => {
  it('accepts any text without a NUL and refuses text with one', () => {
    expect(dbTextSchema.parse('%E0%A4%A')).toBe('%E0%A4%A');
    expect(dbTextSchema.safeParse('a\0b').error?.issues[0]?.message).toBe('cannot contain a NUL character');
  });
});

describe('carSlugParamSchema', () => {
  it('takes a trimmed slug of 1..200 characters without a NUL', () => {
    expect(carSlugParamSchema.parse(' 2023-kia-rio ')).toBe('2023-kia-rio');
    for (const slug of ['', ' ', 'x'.repeat(201), '\0', 'kia\0'])
      expect(carSlugParamSchema.safeParse(slug).success, JSON.stringify(slug)).toBe(false);
  });
});
