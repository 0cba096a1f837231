import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { FinanceLenderRecord } from '@/domain/finance/calculator-defaults';
import { lenderComparisonRate } from '@/domain/finance/comparison-rate';
import type { Database } from '@/server/db/client';
import { vehicleFinanceLenders } from '@/server/db/schema';

// One car's lender records, read by the finance API, the vehicle page and the built-in finance-quote provider:
// a data home of its own so that none of those features has to import another.
const LENDER_COLUMNS = {
  provider: vehicleFinanceLenders.provider,
  interestRate: vehicleFinanceLenders.interestRate,
  paymentWeek: vehicleFinanceLenders.paymentWeek,
  paymentMonth: vehicleFinanceLenders.paymentMonth,
  termYears: vehicleFinanceLenders.termYears,
  termMonths: vehicleFinanceLenders.termMonths,
  termWeeks: vehicleFinanceLenders.termWeeks,
  deposit: vehicleFinanceLenders.deposit,
  balloon: vehicleFinanceLenders.balloon,
  establishmentFees: vehicleFinanceLenders.establishmentFees,
  monthlyFee: vehicleFinanceLenders.monthlyFee,
  totalPayable: vehicleFinanceLenders.totalPayable,
  disclaimer: vehicleFinanceLenders.disclaimer,
};

/**
 * Every lender record of one of the site's cars, by provider (F-26), with its comparison rate computed from its
 * rate and fees (decision 068), which the answer also carries so anyone can check it.
 */
export async function listCarLenders(
  db: Database,
  siteId: number,
  vehicleId: number,
): Promise<FinanceLenderRecord[]> {
  const rows = await db
    .select(LENDER_COLUMNS)
    .from(vehicleFinanceLenders)
    .where(and(eq(vehicleFinanceLenders.siteId, siteId), eq(vehicleFinanceLenders.vehicleId, vehicleId)))
    .orderBy(asc(vehicleFinanceLenders.provider));
  return rows.map((row) => ({ ...row, comparisonRate: lenderComparisonRate(row) }));
}
