import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  budgetButtonText,
  budgetDefaults,
  clampBudgetInput,
  estimateBudget,
  isBudgetBelowResults,
  noneForBudgetMessage,
  noneFoundButtonText,
  viewInRangeText,
} from './budget';

const finance = financeSchema.parse({});

describe('F-54 estimateBudget', () => {
  it('round(repayment × 12 × 5 + deposit) monthly', () => {
    expect(estimateBudget(600, 'month', 2000)).toBe(38000);
  });

  it('round(repayment × 52 × 5 + deposit) weekly', () => {
    expect(estimateBudget(200, 'week', 2000)).toBe(54000);
  });

  it('rounds to whole dollars', () => {
    expect(estimateBudget(123.45, 'week', 0.4)).toBe(32097);
  });

  it('the term comes from config', () => {
    expect(finance.budgetDefaults.termYears).toBe(5);
    expect(estimateBudget(600, 'month', 2000, finance.budgetDefaults.termYears)).toBe(38000);
    expect(estimateBudget(600, 'month', 2000, 3)).toBe(23600);
  });

  it('inputs pass F-56 first', () => {
    expect(estimateBudget(Number.NaN, 'month', 2000)).toBe(2000);
    expect(estimateBudget(-600, 'month', -2000)).toBe(0);
  });
});

describe('F-55 budgetDefaults', () => {
  it('600 monthly or 200 weekly, deposit 2000', () => {
    expect(budgetDefaults(finance, 'month')).toEqual({ repayment: 600, deposit: 2000, frequency: 'month' });
    expect(budgetDefaults(finance, 'week')).toEqual({ repayment: 200, deposit: 2000, frequency: 'week' });
  });
});

describe('F-56 clampBudgetInput', () => {
  it("a non-number becomes 0: 'abc' → 0", () => {
    expect(clampBudgetInput('abc')).toBe(0);
    expect([undefined, null, {}, Number.NaN, '', '12a'].map(clampBudgetInput)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('numbers are clamped to 0..1,000,000: 2e6 → 1000000', () => {
    expect(clampBudgetInput(2e6)).toBe(1000000);
    expect(clampBudgetInput(Number.POSITIVE_INFINITY)).toBe(1000000);
    expect(clampBudgetInput(-5)).toBe(0);
    expect(clampBudgetInput(600)).toBe(600);
  });

  it('typed digits count, with separators and the $ prefix (F-63)', () => {
    expect(clampBudgetInput('600')).toBe(600);
    expect(clampBudgetInput('$2,000')).toBe(2000);
    expect(clampBudgetInput('-5')).toBe(0);
  });
});

describe('F-57 a budget below the results', () => {
  it('compares with the lowest price in the results', () => {
    expect(isBudgetBelowResults(4999, 5000)).toBe(true);
    expect(isBudgetBelowResults(5000, 5000)).toBe(false);
    expect(isBudgetBelowResults(0, null)).toBe(false);
  });

  it('texts follow the car type', () => {
    expect(noneFoundButtonText('Car')).toBe('0 Cars Found');
    expect(noneForBudgetMessage('Car')).toBe('No Cars found for this budget');
    expect(viewInRangeText('Car')).toBe('View Cars In This Range');
    expect(viewInRangeText('Caravan')).toBe('View Caravans In This Range');
  });

  it('the button reads one or the other', () => {
    expect(budgetButtonText('Car', 38000, 40000)).toBe('0 Cars Found');
    expect(budgetButtonText('Car', 38000, 12000)).toBe('View Cars In This Range');
  });
});
