import { describe, expect, it } from 'vitest';
import { checkImportFiles, importSummary, shownList, type ConsoleImportReport } from './stock-import';

describe('the import form’s files, checked in the browser', () => {
  it('needs a feed of at most 50 MB and a mapping of at most 1 MB', () => {
    expect(checkImportFiles({ size: 50 * 1024 * 1024 }, { size: 1024 * 1024 })).toBeNull();
    expect(checkImportFiles(null, null)).toEqual({
      field: 'feed',
      message: 'Choose the feed file: a CSV or JSON export of your stock.',
    });
    expect(checkImportFiles({ size: 50 * 1024 * 1024 + 1 }, null)?.message).toBe(
      'The feed file is over 50 MB. Ask Forecourt support to import it for you.',
    );
    expect(checkImportFiles({ size: 1 }, { size: 1024 * 1024 + 1 })).toEqual({
      field: 'mapping',
      message: 'The column mapping file is over 1 MB.',
    });
  });
});

describe('an import report’s lists', () => {
  it('shows the first hundred, each value on one line and cut at 120 characters, and counts the rest', () => {
    const problems = Array.from({ length: 103 }, (_, n) => ({
      row: n + 2,
      field: 'price',
      value: n === 0 ? `\u0000${'9'.repeat(130)}` : 'POA',
      reason: 'Price must be a whole number',
    }));
    const list = shownList(problems);
    expect(list.more).toBe(3);
    expect(list.shown).toHaveLength(100);
    expect(list.shown[0]!.value).toBe(` ${'9'.repeat(119)}…`);
    expect(list.shown[99]).toEqual({
      row: 101,
      field: 'price',
      value: 'POA',
      reason: 'Price must be a whole number',
    });
  });

  it('says the counts in a sentence', () => {
    const report = { rows: 1_203, accepted: 1_200, added: 3, updated: 10, unchanged: 1_187, markedSold: 2 };
    expect(importSummary(report as ConsoleImportReport)).toBe(
      'Imported: 1,203 rows, 1,200 accepted, 3 refused; 3 added, 10 updated, 1,187 unchanged, 2 marked sold.',
    );
  });
});
