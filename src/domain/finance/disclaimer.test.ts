import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import { comparisonRateText, formatRatePercent } from './disclaimer';

const finance = (input: object = {}) => financeSchema.parse(input);

describe('F-23 comparisonRateText', () => {
  it("falls back to '8.38% to 19.42%' without a lender comparison rate", () => {
    expect(comparisonRateText(null, finance())).toBe('8.38% to 19.42%');
    expect(comparisonRateText({ comparisonRate: null }, finance())).toBe('8.38% to 19.42%');
  });

  it("a provider's fallback range comes from config", () => {
    expect(comparisonRateText(null, finance({ comparisonRateFallbackRange: { min: 6.5, max: 12 } }))).toBe(
      '6.50% to 12.00%',
    );
  });

  it("the lender's comparison rate when it has one", () => {
    expect(comparisonRateText({ comparisonRate: 8.1 }, finance())).toBe('8.10%');
    expect(formatRatePercent(7.49)).toBe('7.49%');
  });
});
