import { describe, expect, it } from 'vitest';
import { historyReportHref } from './history-report';

const REPORT = 'https://reports.example/history/MR0HA3CD100123456.pdf';

describe('historyReportHref (D-43)', () => {
  it('links the report of a used car', () => {
    expect(historyReportHref({ carType: 'used', historyReportUrl: REPORT })).toBe(REPORT);
  });

  it.each(['new', 'demo'])('has no panel for a %s car', (carType) => {
    expect(historyReportHref({ carType, historyReportUrl: REPORT })).toBeNull();
  });

  it('has no panel without a report or with an unsafe link', () => {
    expect(historyReportHref({ carType: 'used', historyReportUrl: null })).toBeNull();
    expect(historyReportHref({ carType: 'used', historyReportUrl: 'javascript:alert(1)' })).toBeNull();
  });
});
