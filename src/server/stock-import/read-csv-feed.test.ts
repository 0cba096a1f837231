import { describe, expect, it } from 'vitest';
import { COMMON_COLUMNS } from '@/domain/stock-import/columns';
import { readCsvFeed } from './read-csv-feed';

const options = { knownMakes: ['Toyota', 'Mazda'], nowYear: 2026 };
const HEADER = 'Stock No,VIN,Make,Model,Year,Price,Odometer,Comments';

/** A file's bytes from lines joined by CRLF, as exports from Windows tools write them. */
const file = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

describe('readCsvFeed (issue 18)', () => {
  it('reads a dealer export with a byte-order mark, quoted commas and line breaks, and blank lines', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      file(
        HEADER + ',Internal Cost',
        'HT1,JTMRWRFV10D123456,Toyota,RAV4,2022,"$38,990","45,000","One owner,',
        'full history.",31000',
        '',
        'HT2,JM0KF4W7A00123456,mazda,CX-5,2021,29990,61000,',
      ),
    ]);
    const read = await readCsvFeed([bytes], COMMON_COLUMNS, options);
    expect(read.ok).toBe(true);
    if (!read.ok || !('accepted' in read)) return;
    expect(read.unread).toEqual(['Internal Cost']);
    expect(read.rejected).toEqual([]);
    expect(
      read.accepted.map(({ row, vehicle }) => [
        row,
        vehicle.stocknum,
        vehicle.make,
        vehicle.price,
        vehicle.km,
        vehicle.comments,
      ]),
    ).toEqual([
      [2, 'HT1', 'Toyota', 38990, 45000, 'One owner,\r\nfull history.'],
      [3, 'HT2', 'Mazda', 29990, 61000, null],
    ]);
  });

  it('refuses a row with bytes that are not UTF-8 (a Windows-1252 export) and keeps the others', async () => {
    const latin1 = Buffer.concat([
      file(HEADER, 'HT1,JTMRWRFV10D123456,Toyota,RAV4,2022,38990,45000,'),
      Buffer.from('HT2,JM0KF4W7A00123456,Mazda,CX-5,2021,29990,61000,Caf', 'utf8'),
      Buffer.from([0xe9]),
      Buffer.from('\r\n', 'utf8'),
    ]);
    const read = await readCsvFeed([latin1], COMMON_COLUMNS, options);
    if (!read.ok || !('accepted' in read)) throw new Error('expected rows');
    expect(read.accepted.map(({ vehicle }) => vehicle.stocknum)).toEqual(['HT1']);
    expect(read.rejected).toEqual([
      {
        row: 3,
        field: 'comments',
        value: 'Caf\uFFFD',
        reason: 'Comments is not UTF-8 text: save the file as UTF-8 and import it again',
      },
    ]);
  });

  it('answers a header it cannot plan, an empty file and a file that is not CSV, without throwing', async () => {
    expect(await readCsvFeed([file('Stock No,Make,Model')], COMMON_COLUMNS, options)).toEqual({
      ok: false,
      problems: [
        { kind: 'missing', field: 'vin' },
        { kind: 'missing', field: 'year' },
        { kind: 'missing', field: 'price' },
      ],
    });
    expect(await readCsvFeed([''], COMMON_COLUMNS, options)).toEqual({
      ok: false,
      error: 'The file is empty',
    });
    const unclosed = await readCsvFeed(
      [file(HEADER, 'HT1,"JTMRWRFV10D123456,Toyota')],
      COMMON_COLUMNS,
      options,
    );
    expect(unclosed.ok).toBe(false);
    expect('error' in unclosed && unclosed.error).toMatch(/^The file is not CSV we can read: .*quote/i);
  });
});
