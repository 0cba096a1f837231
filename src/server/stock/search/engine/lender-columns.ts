import 'server-only';
import type { FinanceLender } from '@/domain/finance/finance-summary';
import { createBitmap, hasBit, setBit, type Bitmap } from './bitmap';

/**
 * Every document's lender record (F-26 fields the cards read) as columns, NaN standing for null: 64 bytes a car
 * instead of ~180 for an object per row. All records are of the site's provider (the stock query joins on it).
 */
export type LenderColumns = {
  provider: string | null;
  hasLender: Bitmap;
  interestRate: Float64Array;
  comparisonRate: Float64Array;
  paymentWeek: Float64Array;
  paymentMonth: Float64Array;
  termYears: Float64Array;
  deposit: Float64Array;
  balloon: Float64Array;
  establishmentFees: Float64Array;
};

const FIELDS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'termYears',
  'deposit',
  'balloon',
  'establishmentFees',
] as const;

export function buildLenderColumns(
  lenders: readonly (FinanceLender | null)[],
  provider: string | null,
): LenderColumns {
  const size = lenders.length;
  const columns: LenderColumns = {
    provider,
    hasLender: createBitmap(size),
    interestRate: new Float64Array(size),
    comparisonRate: new Float64Array(size),
    paymentWeek: new Float64Array(size),
    paymentMonth: new Float64Array(size),
    termYears: new Float64Array(size),
    deposit: new Float64Array(size),
    balloon: new Float64Array(size),
    establishmentFees: new Float64Array(size),
  };
  lenders.forEach((lender, doc) => {
    if (lender !== null) {
      if (lender.provider !== provider)
        throw new Error(`A lender of ${lender.provider} in the stock of provider ${provider}`);
      setBit(columns.hasLender, doc);
    }
    for (const field of FIELDS) columns[field][doc] = lender?.[field] ?? NaN;
  });
  return columns;
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/** The document's lender record as the SQL engine gives it, or null. */
export function lenderAt(columns: LenderColumns, doc: number): FinanceLender | null {
  if (columns.provider === null || !hasBit(columns.hasLender, doc)) return null;
  const lender = { provider: columns.provider } as FinanceLender;
  for (const field of FIELDS) lender[field] = orNull(columns[field][doc]!);
  return lender;
}
