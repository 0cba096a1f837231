import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import { financeBlockSetup } from './finance-block';

const finance = (input: object = {}) => financeSchema.parse(input);

describe('financeBlockSetup (F-44..F-51)', () => {
  it('has the spec ranges and defaults', () => {
    const setup = financeBlockSetup(finance());
    expect(setup.purchasePrice).toEqual({ min: 1000, max: 250_000, step: 500, defaultValue: 30_000 });
    expect(setup.purchasePriceMessage).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(setup.term).toEqual({ min: 1, max: 7, step: 0.5, defaultValue: 5 });
    expect(setup.interest).toEqual({ min: 0.5, max: 15, step: 0.5, defaultValue: 10, disabled: false });
    expect(setup.deposit).toEqual({ min: 0, max: 250_000, step: 0.5, defaultValue: 0 });
    expect(setup.residual).toEqual({ min: 0, max: 250_000, step: 0.5, defaultValue: 0 });
    expect(setup.frequencies.map((option) => option.label)).toEqual(['Weekly', 'Fortnightly', 'Monthly']);
    expect(setup.comparisonRate).toBe('8.38% to 19.42%');
  });

  it("takes a provider's minimum, interest range, fee and hidden frequency from config", () => {
    const setup = financeBlockSetup(
      finance({
        groupBlock: { purchasePriceMin: 5000, interestRange: { min: 4, max: 20, step: 0.5 } },
        establishmentFee: 1300,
        frequencySelectHidden: true,
        interestSliderDisabled: true,
      }),
    );
    expect(setup.purchasePriceMessage).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(setup.interest).toEqual({ min: 4, max: 20, step: 0.5, defaultValue: 10, disabled: true });
    expect(setup.establishmentFee).toBe(1300);
    expect(setup.frequencies.map((option) => option.name)).toEqual(['week']);
  });
});
