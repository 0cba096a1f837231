import { formatMoney, formatMoneyCents } from '@/domain/format/money';
import type { LoanInput, RepaymentFrequencyName } from './repayment';

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

/**
 * The calculator's starting loan in words, for the buyer who sees only the server's figure (no script yet):
 * 'Based on $30,000 over 5 years at 7.49% p.a., less a $2,000 deposit, with a $9,000 balloon at the end.' Each
 * input that changes the figure is stated (decision 069); the establishment fee is listed beside the result.
 */
export function loanAssumptionsText(input: LoanInput): string {
  const money = formatRepaymentAmount;
  const less = [
    input.deposit > 0 ? `a ${money(input.deposit)} deposit` : null,
    input.tradeIn > 0 ? `a ${money(input.tradeIn)} trade-in` : null,
  ].filter((part) => part !== null);
  const base = `Based on ${money(input.amount)} over ${termText(input.termYears)} at ${input.interestRatePercent}% p.a.`;
  const extras = [
    less.length > 0 ? `, less ${less.join(' and ')}` : '',
    input.residual > 0 ? `, with a ${money(input.residual)} balloon at the end` : '',
  ].join('');
  // 'p.a.' already ends the sentence when nothing follows it.
  return extras === '' ? base : `${base}${extras}.`;
}
