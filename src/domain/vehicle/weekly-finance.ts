import type { FinanceLenderRecord } from '@/domain/finance/calculator-defaults';
import { calculatorLender } from '@/domain/finance/calculator-setup';
import { carQuote, type CarQuote } from '@/domain/finance/car-quote';
import { formatWeekly } from '@/domain/finance/finance-summary';
import type { VehiclePageData } from './page-data';

/**
 * D-61: a car's quote by the cards' rules (C-61, F-31..F-39) from its lender records: the vehicle page's sidebar,
 * sticky header and calculator, and the compare page's finance row, all from this one quote (decision 069).
 */
export function carQuoteOf(
  data: Pick<VehiclePageData, 'car' | 'config'>,
  lenders: readonly FinanceLenderRecord[],
  now: Date,
): CarQuote | null {
  const { car, config } = data;
  const lender = calculatorLender(lenders, config.finance, car.make);
  const price = car.price ?? 0;
  return carQuote({ ...car, price }, lender, { timezone: config.timezone, finance: config.finance }, now);
}

/** D-61: the car's weekly line ('$123/wk at 7.49% p.a. (comparison rate …)'), or null when it shows none. */
export function weeklyFinanceOf(
  data: Pick<VehiclePageData, 'car' | 'config'>,
  lenders: readonly FinanceLenderRecord[],
  now: Date,
): string | null {
  const quote = carQuoteOf(data, lenders, now);
  return quote === null ? null : formatWeekly(quote);
}
