import { describe, expect, it } from 'vitest';
import { financeProviderIds } from '@/config';
import { FINANCE_PROVIDER_NAMES, lenderNames } from './lender-names';

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
