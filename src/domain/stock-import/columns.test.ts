import { describe, expect, it } from 'vitest';
import {
  COMMON_COLUMNS,
  columnMappingFileSchema,
  feedMapping,
  normaliseHeader,
  planColumns,
} from './columns';

const DMS_HEADERS = ['Stock No', 'VIN', 'Rego', 'Make', 'Model', 'Badge', 'Year', 'Price', 'Odometer'];

describe('stock feed columns (issue 18)', () => {
  it('compares headers without byte-order mark, case or the punctuation between words', () => {
    expect(normaliseHeader('\uFEFFStock No')).toBe('stock no');
    expect(normaliseHeader('  Stock_No. ')).toBe('stock no');
    expect(normaliseHeader('stock-no')).toBe('stock no');
    expect(normaliseHeader('Stock #')).toBe('stock');
    expect(normaliseHeader('New/Used')).toBe('new used');
    expect(normaliseHeader('ODOMETER   (KM)')).toBe('odometer (km)');
  });

  it('reads a common dealer export, its first header behind a byte-order mark', () => {
    const outcome = planColumns(
      ['\uFEFF' + DMS_HEADERS[0]!, ...DMS_HEADERS.slice(1), 'Internal Cost'],
      COMMON_COLUMNS,
    );
    expect(outcome).toEqual({
      ok: true,
      plan: {
        columns: { stocknum: 0, vin: 1, regplate: 2, make: 3, model: 4, badge: 5, year: 6, price: 7, km: 8 },
        unread: ['Internal Cost'],
      },
    });
  });

  it('lists every required column that is missing before any row is read', () => {
    expect(planColumns(['VIN', 'Make', 'Colour'], COMMON_COLUMNS)).toEqual({
      ok: false,
      problems: [
        { kind: 'missing', field: 'stocknum' },
        { kind: 'missing', field: 'model' },
        { kind: 'missing', field: 'year' },
        { kind: 'missing', field: 'price' },
      ],
    });
  });

  it('refuses two columns that would feed one field', () => {
    const outcome = planColumns([...DMS_HEADERS, 'KMs'], COMMON_COLUMNS);
    expect(outcome).toEqual({
      ok: false,
      problems: [{ kind: 'repeated', field: 'km', headers: ['Odometer', 'KMs'] }],
    });
  });

  it('leaves optional fields without a column unread and ignores blank headers', () => {
    const outcome = planColumns(['Stock', 'Make', 'Model', 'Year', 'Price', '', 'VIN'], COMMON_COLUMNS);
    expect(outcome).toEqual({
      ok: true,
      plan: { columns: { stocknum: 0, vin: 6, make: 1, model: 2, year: 3, price: 4 }, unread: [] },
    });
  });

  it('takes a feed’s own headers for the fields its mapping file names, the common ones for the rest', () => {
    const file = columnMappingFileSchema.parse({ columns: { stocknum: ['Stock Ref'], price: ['RRP $'] } });
    const mapping = feedMapping(file);
    expect(mapping.stocknum).toEqual(['Stock Ref']);
    expect(mapping.make).toEqual(COMMON_COLUMNS.make);
    const outcome = planColumns(
      ['Stock Ref', 'Make', 'Model', 'Year', 'RRP $', 'Stock No', 'Chassis Number'],
      mapping,
    );
    expect(outcome).toEqual({
      ok: true,
      plan: { columns: { stocknum: 0, vin: 6, make: 1, model: 2, year: 3, price: 4 }, unread: ['Stock No'] },
    });
  });

  it('refuses a mapping file that gives one header to two fields, unknown fields and empty names', () => {
    const twice = columnMappingFileSchema.safeParse({ columns: { km: ['Odo'], engine: ['odo'] } });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(["'odo' is also a header of km"]);
    expect(columnMappingFileSchema.safeParse({ columns: { mileage: ['Odo'] } }).success).toBe(false);
    expect(columnMappingFileSchema.safeParse({ columns: { km: [' '] } }).success).toBe(false);
    expect(columnMappingFileSchema.safeParse({ columns: { km: [] } }).success).toBe(false);
    expect(columnMappingFileSchema.safeParse({ source: 'x' }).success).toBe(false);
    expect(columnMappingFileSchema.parse({})).toEqual({ columns: {} });
  });

  it('gives no header of the common mapping to two fields', () => {
    expect(columnMappingFileSchema.safeParse({ columns: COMMON_COLUMNS }).success).toBe(true);
  });
});
