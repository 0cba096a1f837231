import { describe, expect, it } from 'vitest';
import { formatImportReport, rate } from './import-report';

const report = {
  ok: true as const,
  rows: 1_204,
  accepted: 1_201,
  rejected: [
    {
      row: 3,
      field: 'price' as const,
      value: 'POA',
      reason: 'Price must be a number of dollars (0 for no price)',
    },
    { row: 4, field: 'vin' as const, value: '', reason: 'VIN is missing' },
    { row: 9, field: 'model' as const, value: 'CX-5\u001b[2J', reason: 'Model is longer than 60 characters' },
  ],
  unread: ['Internal Cost'],
  notes: [
    {
      row: 2,
      field: 'location' as const,
      value: 'Nowhere',
      reason: "No yard is called 'Nowhere': listed at Logan",
    },
  ],
  added: 1_000,
  updated: 200,
  unchanged: 1,
  markedSold: 12,
  stockVersion: 7,
  photos: {
    carsChanged: 40,
    stored: 120,
    reused: 3,
    failed: [
      {
        row: 7,
        field: 'photos' as const,
        value: 'https://img.example/7.jpg',
        reason: "The photo's address answered HTTP 404",
      },
    ],
  },
};

describe('the import report (npm run import)', () => {
  it('prints the counts, unread columns, placements and every refused cell, escaping control characters', () => {
    expect(formatImportReport(report, 2).split('\n')).toEqual([
      '1,204 rows: 1,201 accepted, 3 refused',
      '1,000 added, 200 updated, 1 unchanged, 12 marked sold; stock version 7',
      "Photos: 40 cars' galleries changed; 120 stored, 3 already stored, 1 failed",
      'Columns not read: Internal Cost',
      'Placed at the default yard:',
      "  row 2: No yard is called 'Nowhere': listed at Logan",
      'Photos left out (row, address: reason):',
      "  row 7, https://img.example/7.jpg: The photo's address answered HTTP 404",
      'Refused (row, field, value: reason):',
      "  row 3, price, 'POA': Price must be a number of dollars (0 for no price)",
      "  row 4, vin, '': VIN is missing",
      '  … and 1 more (--report FILE writes them all)',
    ]);
    expect(formatImportReport(report)).toContain("row 9, model, 'CX-5\\u001b[2J'");
  });

  it('says rows a second', () => {
    expect([rate(20_000, 2_940), rate(5, 0)]).toEqual(['6,803 rows/s', '—']);
  });
});
