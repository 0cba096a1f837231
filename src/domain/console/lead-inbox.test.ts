import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from '@/domain/format/spreadsheet-csv';
import { inboxSearch, leadKindLabel, readInboxQuery } from './lead-inbox';
import { containsPattern } from './like-pattern';

describe('the inbox’s filters (issue 18)', () => {
  it('reads every filter from the address and writes it back the same', () => {
    const params = { q: ' Ada ', status: 'contacted', kind: 'test_drive', assigned: '7', page: '3' };
    const query = readInboxQuery(params);
    expect(query).toEqual({
      text: 'Ada',
      status: 'contacted',
      formType: 'test_drive',
      assigned: { kind: 'staff', staffId: 7 },
      page: 3,
    });
    expect(inboxSearch(query, query.page)).toBe('?q=Ada&status=contacted&kind=test_drive&assigned=7&page=3');
    expect(inboxSearch(query)).toBe('?q=Ada&status=contacted&kind=test_drive&assigned=7');
    expect(readInboxQuery({ assigned: 'none' }).assigned).toEqual({ kind: 'none' });
    expect(inboxSearch(readInboxQuery({ assigned: 'none' }))).toBe('?assigned=none');
  });

  it('takes an unknown or malformed value as no filter', () => {
    expect(
      readInboxQuery({ q: 'x'.repeat(300), status: 'won', kind: 'fax', assigned: '-1', page: '0' }),
    ).toEqual({ text: 'x'.repeat(100), status: null, formType: null, assigned: { kind: 'any' }, page: 1 });
    expect(readInboxQuery({ status: ['sold', 'lost'], page: ['2', '5'] })).toMatchObject({
      status: 'sold',
      page: 2,
    });
    expect(inboxSearch(readInboxQuery({}))).toBe('');
  });

  it('names each form kind, and an unknown one as stored', () => {
    expect(leadKindLabel('trade_in')).toBe('Trade-in valuation');
    expect(leadKindLabel('legacy_form')).toBe('legacy_form');
  });
});

describe('search patterns and spreadsheet cells', () => {
  it('takes % _ and \\ literally in a search', () => {
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });

  it('defuses a cell a spreadsheet would run as a formula, and only those', () => {
    expect(['=SUM(A1)', '+61', '-5', '@cmd', '\tx', 'Ada', '0412 345 678', ''].map(spreadsheetSafe)).toEqual([
      "'=SUM(A1)",
      "'+61",
      "'-5",
      "'@cmd",
      "'\tx",
      'Ada',
      '0412 345 678',
      '',
    ]);
  });
});
