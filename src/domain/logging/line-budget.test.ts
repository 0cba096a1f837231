import { describe, expect, it } from 'vitest';
import { createLineBudget, MAX_LOG_LINES_PER_REQUEST } from './line-budget';

describe('createLineBudget', () => {
  it('lets the first lines through and counts the rest', () => {
    const budget = createLineBudget(2);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, false, false]);
    expect(budget.suppressed()).toBe(2);
  });

  it('allows 20 lines a request by default', () => {
    const budget = createLineBudget();
    const taken = Array.from({ length: 25 }, () => budget.take()).filter(Boolean).length;
    expect([MAX_LOG_LINES_PER_REQUEST, taken, budget.suppressed()]).toEqual([20, 20, 5]);
  });
});
