import { describe, expect, it } from 'vitest';
import { COMMON_COLUMNS, planColumns, type ColumnPlan } from './columns';
import { readFeedRows, readVehicleRow } from './vehicle-row';

const HEADERS = [
  'Stock No',
  'VIN',
  'Rego',
  'Make',
  'Model',
  'Badge',
  'Year',
  'Price',
  'Odometer',
  'Engine',
  'Seats',
  'Status',
  'Condition',
  'Comments',
  'Features',
  'Photos',
];
const outcome = planColumns(HEADERS, COMMON_COLUMNS);
if (!outcome.ok) throw new Error('the test headers must plan');
const plan: ColumnPlan = outcome.plan;
const options = { knownMakes: ['Toyota', 'Mazda', 'Jayco'], nowYear: 2026 };

/** A good row with some cells replaced, by header. */
function cells(patch: Partial<Record<(typeof HEADERS)[number], string>> = {}): string[] {
  const good: Record<string, string> = {
    'Stock No': 'HT1001',
    VIN: 'jtmrwrfv10d123456',
    Rego: 'abc12d',
    Make: 'toyota',
    Model: 'RAV4',
    Badge: 'GX',
    Year: '2022',
    Price: '$38,990',
    Odometer: '45,000 km',
    Engine: '2.5L',
    Seats: '5',
    Status: 'In Stock',
    Condition: 'Used',
    Comments: 'One owner.',
    Features: 'Reversing camera | Apple CarPlay;Tow bar',
    Photos: 'https://dms.example/p/1.jpg|https://dms.example/p/2.jpg',
  };
  return HEADERS.map((header) => patch[header] ?? good[header]!);
}

const problemsOf = (row: string[]) => {
  const read = readVehicleRow(row, 7, plan, options);
  return read.ok ? [] : read.problems.map(({ field, value, reason }) => ({ field, value, reason }));
};

describe('a stock feed row (issue 18)', () => {
  it('reads a dealer export’s row the way the export writes it', () => {
    expect(readVehicleRow(cells(), 2, plan, options)).toEqual({
      ok: true,
      vehicle: {
        stocknum: 'HT1001',
        vin: 'JTMRWRFV10D123456',
        regplate: 'ABC12D',
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GX',
        series: null,
        year: 2022,
        price: 38990,
        priceType: null,
        km: 45000,
        body: null,
        transmission: null,
        fuel: null,
        drive: null,
        colour: null,
        seats: 5,
        engine: { litres: 2.5, cc: null },
        location: null,
        status: 'in_stock',
        carType: 'used',
        comments: 'One owner.',
        features: ['Reversing camera', 'Apple CarPlay', 'Tow bar'],
        photos: ['https://dms.example/p/1.jpg', 'https://dms.example/p/2.jpg'],
      },
    });
  });

  it('reads engines in cc, blank optional cells and the other words for status and condition', () => {
    const read = readVehicleRow(
      cells({
        Engine: '2,494 cc',
        Seats: '',
        Odometer: '',
        Status: 'Incoming',
        Condition: 'Demo',
        Features: '',
        Photos: '',
      }),
      2,
      plan,
      options,
    );
    expect(read.ok && read.vehicle).toMatchObject({
      engine: { cc: 2494, litres: 2.5 },
      seats: null,
      km: 0,
      status: 'coming_soon',
      carType: 'demo',
      features: [],
      photos: [],
    });
  });

  it('refuses a missing VIN, a POA price, negative kilometres and an unknown make, each with its reason', () => {
    expect(problemsOf(cells({ VIN: '' }))).toEqual([{ field: 'vin', value: '', reason: 'VIN is missing' }]);
    expect(problemsOf(cells({ VIN: 'JTMRWRFV10D12345O' }))).toEqual([
      {
        field: 'vin',
        value: 'JTMRWRFV10D12345O',
        reason: 'VIN must be 17 letters and digits, without I, O or Q',
      },
    ]);
    expect(problemsOf(cells({ Price: 'POA' }))).toEqual([
      { field: 'price', value: 'POA', reason: 'Price must be a number of dollars (0 for no price)' },
    ]);
    expect(problemsOf(cells({ Odometer: '-5' }))).toEqual([
      { field: 'km', value: '-5', reason: 'Kilometres must be a whole number from 0 to 2,000,000' },
    ]);
    expect(problemsOf(cells({ Make: 'Toyata' }))).toEqual([
      { field: 'make', value: 'Toyata', reason: "Unknown make 'Toyata'" },
    ]);
  });

  it('lists every refused cell of a row, not only the first', () => {
    expect(problemsOf(cells({ 'Stock No': ' ', Year: '22', Seats: '0', Status: 'Maybe' }))).toEqual([
      { field: 'stocknum', value: ' ', reason: 'Stock number is missing' },
      { field: 'year', value: '22', reason: 'Year must be a year from 1900 to 2027' },
      { field: 'seats', value: '0', reason: 'Seats must be a whole number from 1 to 99' },
      { field: 'status', value: 'Maybe', reason: 'Status must be one of in_stock, coming_soon, sold' },
    ]);
    expect(problemsOf(cells({ Year: '2028', Engine: 'V8', Price: '12000000' }))).toEqual([
      { field: 'year', value: '2028', reason: 'Year must be a year from 1900 to 2027' },
      { field: 'price', value: '12000000', reason: 'Price must be at most $10,000,000' },
      { field: 'engine', value: 'V8', reason: 'Engine must be litres (2.5 or 2.5L) or cc (2500cc)' },
    ]);
  });

  it('names a 10 MB comment without copying it into the report', () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    expect(problemsOf(cells({ Comments: huge }))).toEqual([
      {
        field: 'comments',
        value: `${'x'.repeat(200)}…`,
        reason: 'Comments is longer than 20,000 characters',
      },
    ]);
  });

  it('refuses text that is not UTF-8 and photo addresses that are not http(s)', () => {
    expect(problemsOf(cells({ Model: 'Coup\uFFFD' }))).toEqual([
      {
        field: 'model',
        value: 'Coup\uFFFD',
        reason: 'Model is not UTF-8 text: save the file as UTF-8 and import it again',
      },
    ]);
    expect(problemsOf(cells({ Photos: 'ftp://dms.example/1.jpg' }))).toEqual([
      { field: 'photos', value: 'ftp://dms.example/1.jpg', reason: 'Photos must be http or https addresses' },
    ]);
  });

  it('reads a short row’s missing cells as blank', () => {
    expect(problemsOf(cells().slice(0, 7))).toEqual([
      { field: 'price', value: '', reason: 'Price is missing' },
    ]);
  });
});

describe('a stock feed’s rows (issue 18)', () => {
  it('numbers rows as the file does, refuses a stock number met again and keeps the rest', () => {
    const read = readFeedRows(
      [
        cells(),
        cells({ 'Stock No': 'HT1002', Price: 'Call' }),
        cells({ 'Stock No': 'ht1001' }),
        cells({ 'Stock No': 'HT1003' }),
      ],
      plan,
      options,
    );
    expect(read.accepted.map(({ row, vehicle }) => `${row}:${vehicle.stocknum}`)).toEqual([
      '2:HT1001',
      '5:HT1003',
    ]);
    expect(read.rejected).toEqual([
      { row: 3, field: 'price', value: 'Call', reason: 'Price must be a number of dollars (0 for no price)' },
      { row: 4, field: 'stocknum', value: 'ht1001', reason: 'Stock number ht1001 is also on row 2' },
    ]);
    expect([...read.named]).toEqual(['ht1001', 'ht1002', 'ht1003']);
  });
});
