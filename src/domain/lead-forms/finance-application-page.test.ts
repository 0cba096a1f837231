import { describe, expect, it } from 'vitest';
import { financeApplicationIntro } from './finance-application-page';

describe('financeApplicationIntro', () => {
  const next =
    'Tell us about the loan, your work, your income and expenses, and yourself; our finance team will review your application and contact you.';

  it('names the car and its price (B-23)', () => {
    expect(financeApplicationIntro({ title: '2021 Mazda CX-5 Maxx', priceText: '$32,990' })).toBe(
      `Apply for finance for the 2021 Mazda CX-5 Maxx, priced at $32,990. ${next}`,
    );
    expect(financeApplicationIntro({ title: '2021 Mazda CX-5 Maxx', priceText: null })).toBe(
      `Apply for finance for the 2021 Mazda CX-5 Maxx. ${next}`,
    );
  });

  it('speaks of the next vehicle without a car', () => {
    expect(financeApplicationIntro(null)).toBe(`Apply for finance for your next vehicle. ${next}`);
  });
});
