import type { FinanceLenderRecord } from '@/domain/finance/calculator-defaults';
import { calculatorLender } from '@/domain/finance/calculator-setup';
import { cardFinanceLine } from '@/domain/finance/finance-summary';
import type { VehiclePageData } from './page-data';

/**
 * D-61: a car's weekly estimate by the cards' rules (C-61, F-31..F-39) from its lender records: the vehicle
 * page's sticky header and the compare page's finance row.
 */
export function weeklyFinanceOf(
  data: Pick<VehiclePageData, 'car' | 'config'>,
  lenders: readonly FinanceLenderRecord[],
  now: Date,
): string | null {
  const { car, config } = data;
  const lender = calculatorLender(lenders, config.finance, car.make);
  const price = car.price ?? 0;
  return cardFinanceLine(
    { ...car, price },
    lender,
    { timezone: config.timezone, finance: config.finance },
    now,
  );
}
