import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetSafe } from './spreadsheet-csv';

/** One cell's file text: a row of that one cell, without its line end. */
const cell = (value: string | number | null) => spreadsheetCsv([[value]]).slice(0, -2);

describe('spreadsheetCsv cells (issue 38, finding 2)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['\n=1+1', `"'\n=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\r\n=1+1', `"'\r\n=1+1"`],
    ['\t=1+1', "'\t=1+1"],
    ['+61 412 345 678', "'+61 412 345 678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [' =1+1', "' =1+1"],
    ['\u00a0\u0007-1', "'\u00a0\u0007-1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
    ['a\nb', '"a\nb"'],
    ['a\rb', '"a\rb"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['Ada Buyer', 'Ada Buyer'],
    ['1+1=2', '1+1=2'],
    ['', ''],
    [null, ''],
  ])('writes %j as %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it('writes a number the platform computed as it is, a negative one too', () => {
    expect([-5, 27_500, 0.5].map(cell)).toEqual(['-5', '27500', '0.5']);
  });

  it('ends every row with CRLF, after a byte order mark when asked', () => {
    expect(
      spreadsheetCsv(
        [
          ['a', 1],
          ['b\nc', null],
        ],
        { bom: true },
      ),
    ).toBe('\uFEFFa,1\r\n"b\nc",\r\n');
  });

  it('defuses a text cell on its own, for callers that quote elsewhere', () => {
    expect(['=SUM(A1)', 'Ada', '0412 345 678'].map(spreadsheetSafe)).toEqual([
      "'=SUM(A1)",
      'Ada',
      '0412 345 678',
    ]);
  });
});
