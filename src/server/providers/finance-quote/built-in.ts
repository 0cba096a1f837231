import 'server-only';
import type { FinanceConfig } from '@/config';
import { calculatorLender } from '@/domain/finance/calculator-setup';
import { builtInFinanceQuote } from '@/domain/finance/finance-quote';
import type { Database } from '@/server/db/client';
import { listCarLenders } from '@/server/finance-lenders/car-lenders';
import type { FinanceQuoteProvider } from './provider';

type BuiltInOptions = {
  db: Database;
  /** `finance` of the car's effective config (its dealership's layer and brand overlay included). */
  finance: FinanceConfig;
};

/**
 * The default provider (decision 029): the car's lender record for the site's provider (none for a make
 * locked to another provider, F-37), else the site's finance settings, through the calculator's maths.
 */
export function createBuiltInFinanceQuoteProvider({ db, finance }: BuiltInOptions): FinanceQuoteProvider {
  return {
    name: 'built-in',
    async quote(input) {
      const lenders = await listCarLenders(db, input.siteId, input.carId);
      const lender = calculatorLender(lenders, finance, input.make);
      const quote = builtInFinanceQuote(
        { purchasePrice: input.purchasePrice, loanTermMonths: input.loanTerm },
        lender,
        finance,
      );
      if (quote) return { ok: true, quote };
      return { ok: false, failure: 'not-quotable', message: 'the car has no price to quote' };
    },
  };
}
