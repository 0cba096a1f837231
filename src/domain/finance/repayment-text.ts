import { formatMoney, formatMoneyCents } from '@/domain/format/money';
import type { RepaymentFrequencyName } from './repayment';

/** '$579' for a whole-dollar amount (the rounding modes F-18 'nearestDollar', 'ceilDollar'), else '$450.99'. */
export function formatRepaymentAmount(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? formatMoney(cents / 100) : formatMoneyCents(cents / 100);
}

const PER: Record<RepaymentFrequencyName, string> = {
  week: 'per week',
  fortnight: 'per fortnight',
  month: 'per month',
};

/** 'per week', 'per fortnight', 'per month'. */
export function perFrequencyText(frequency: RepaymentFrequencyName): string {
  return PER[frequency];
}

/** '6 years', '1 year', '4.5 years'. */
export function termText(termYears: number): string {
  return `${termYears} ${termYears === 1 ? 'year' : 'years'}`;
}
