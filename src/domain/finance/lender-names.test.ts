import { describe, expect, it } from 'vitest';
import { financeProviderIds } from '@/config';
import { FINANCE_PROVIDER_NAMES, lenderNames, lendersText } from './lender-names';

describe('lenderNames', () => {
  it('names the site provider first, then the other providers with figures on its cars by name', () => {
    expect(lenderNames('ausloans', ['taurus', 'ausloans', 'manual', '360finance'])).toEqual([
      'AusLoans',
      '360 Finance',
      'Dealer Finance',
      'Taurus Finance',
    ]);
  });

  it("names the site's provider even when no car carries its figures yet", () => {
    expect(lenderNames('toyotaFinance', [])).toEqual(['Toyota Finance']);
  });

  it('leaves out provider keys it does not know instead of showing raw ids', () => {
    expect(lenderNames(null, ['angle', 'acme-credit', 'constructor'])).toEqual(['Angle Auto Finance']);
  });

  it('is empty for a site without a provider or lender figures', () => {
    expect(lenderNames(null, [])).toEqual([]);
  });

  it('has a name for every provider id the config accepts', () => {
    expect(Object.keys(FINANCE_PROVIDER_NAMES).sort()).toEqual([...financeProviderIds].sort());
  });
});

describe('lendersText', () => {
  it('names the lenders in one sentence', () => {
    expect(lendersText(['AusLoans', '360 Finance', 'Dealer Finance'])).toBe(
      'We arrange loans through AusLoans, 360 Finance and Dealer Finance, and compare what they offer for you.',
    );
    expect(lendersText(['Toyota Finance'])).toBe(
      'We arrange loans through Toyota Finance, and compare what they offer for you.',
    );
  });

  it('falls back to the general sentence when the site names no lender', () => {
    expect(lendersText([])).toBe(
      'We work with established Australian lenders and compare what they offer for you.',
    );
  });
});
