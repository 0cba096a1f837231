import { describe, expect, it } from 'vitest';
import { formatBudgetDigits, quickPickLabel, readBudgetDigits, switchBudgetFrequency } from './budget-input';

describe('F-66 readBudgetDigits', () => {
  it('digits only', () => {
    expect(readBudgetDigits('600')).toBe(600);
    expect(readBudgetDigits('0')).toBe(0);
    expect(['abc', '6a', '-5', '1.5', '2e6', '+3'].map(readBudgetDigits)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("the box's own separators and '$' are allowed; empty is 0", () => {
    expect(readBudgetDigits('2,0001')).toBe(20001);
    expect(readBudgetDigits('$ 12,500')).toBe(12500);
    expect(readBudgetDigits('')).toBe(0);
  });

  it('F-56 capped at 1,000,000', () => {
    expect(readBudgetDigits('2000000')).toBe(1000000);
    expect(readBudgetDigits('99999999999999999999')).toBe(1000000);
  });
});

describe('F-63 money formatting', () => {
  it('thousand separators in the box, the $ prefix outside it', () => {
    expect(formatBudgetDigits(38000)).toBe('38,000');
    expect(formatBudgetDigits(1000000)).toBe('1,000,000');
    expect(formatBudgetDigits(0)).toBe('0');
  });

  it('quick pick labels', () => {
    expect([5000, 10000, 70000, 300000].map(quickPickLabel)).toEqual([
      '$5,000',
      '$10,000',
      '$70,000',
      '$300,000',
    ]);
  });
});

describe('F-55 switchBudgetFrequency', () => {
  const defaults = { month: 600, week: 200 };
  it('an untouched repayment follows the frequency: 600 monthly, 200 weekly', () => {
    const monthly = { repayment: 600, deposit: 2000, frequency: 'month' as const };
    const weekly = switchBudgetFrequency(monthly, 'week', defaults);
    expect(weekly).toEqual({ repayment: 200, deposit: 2000, frequency: 'week' });
    expect(switchBudgetFrequency(weekly, 'month', defaults)).toEqual(monthly);
  });

  it("a buyer's own figure is kept; the same frequency changes nothing", () => {
    const typed = { repayment: 450, deposit: 0, frequency: 'month' as const };
    expect(switchBudgetFrequency(typed, 'week', defaults)).toEqual({ ...typed, frequency: 'week' });
    expect(switchBudgetFrequency(typed, 'month', defaults)).toBe(typed);
  });
});
