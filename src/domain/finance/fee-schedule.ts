import type { FinanceConfig } from '@/config';
import { lenderComparisonRate } from './comparison-rate';
import { isPresentAmount } from './amount';

type FeeConfig = Pick<FinanceConfig, 'brandFeeSchedule' | 'establishmentFee'>;

/**
 * F-19/F-20 (decision 070): the establishment fee a loan on this site finances. A published fee schedule
 * (one brand's, `brandFeeSchedule`) is what the buyer is charged, so it enters every figure, whether or not the
 * car's lender record repeats it; else the record's fee (F-27); else the site's `establishmentFee`.
 */
export function loanEstablishmentFee(finance: FeeConfig, recordFee: number | null | undefined): number {
  if (finance.brandFeeSchedule !== null) return finance.brandFeeSchedule.establishment;
  return isPresentAmount(recordFee) ? recordFee : finance.establishmentFee;
}

type ScheduledRecord = {
  interestRate: number | null;
  comparisonRate: number | null;
  establishmentFees: number | null;
};

/**
 * A lender record as this site quotes it: where the site publishes a fee schedule, its establishment fee is the
 * loan's, and the comparison rate is the record's rate with the schedule's establishment and monthly
 * account-admin fees (the law counts every fee the buyer pays), so a record that left a fee out still states
 * one. Without a schedule the record is as stored.
 */
export function withFeeSchedule<T extends ScheduledRecord>(record: T | null, finance: FeeConfig): T | null {
  const schedule = finance.brandFeeSchedule;
  if (record === null || schedule === null) return record;
  const comparisonRate = lenderComparisonRate({
    interestRate: record.interestRate,
    establishmentFees: schedule.establishment,
    monthlyFee: schedule.monthlyAccountAdmin,
  });
  return { ...record, establishmentFees: schedule.establishment, comparisonRate };
}
