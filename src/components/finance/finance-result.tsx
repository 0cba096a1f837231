import { ENQUIRE_FOR_FINANCE_TEXT, isEnquireForFinance, type Repayment } from '@/domain/finance/repayment';
import { formatRepaymentAmount, perFrequencyText } from '@/domain/finance/repayment-text';
import type { RepaymentFrequencyName } from '@/domain/finance/repayment';

type FinanceResultProps = {
  repayment: Repayment;
  /** F-19: financed with the loan, so it is part of the figures; listed when there is one. */
  establishmentFee: number;
  frequency: RepaymentFrequencyName;
  comparisonRate: string;
};

/**
 * The calculator's answer, the same on the server (defaults, without script) and in the browser: the
 * repayment per period and the total (F-16, F-17), or 'Enquire for Finance' and no total when the weekly
 * payment is $25 or less (F-21). Announced politely as the inputs change (F-9).
 */
export function FinanceResult({
  repayment,
  establishmentFee,
  frequency,
  comparisonRate,
}: FinanceResultProps) {
  const enquire = isEnquireForFinance(repayment.payment, frequency);
  return (
    <div aria-live="polite" className="rounded-lg bg-foreground/5 p-4" data-testid="finance-result">
      <p className="text-sm font-semibold">Estimated repayment</p>
      {enquire ? (
        <p className="text-2xl font-bold">{ENQUIRE_FOR_FINANCE_TEXT}</p>
      ) : (
        <p className="text-3xl font-bold">
          <span data-testid="finance-repayment">{formatRepaymentAmount(repayment.payment)}</span>{' '}
          <span className="text-base font-semibold">{perFrequencyText(frequency)}</span>
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt>Total repayments</dt>
        <dd data-testid="finance-total">{enquire ? '' : formatRepaymentAmount(repayment.total)}</dd>
        {establishmentFee > 0 ? (
          <>
            <dt>Establishment fee (included)</dt>
            <dd data-testid="finance-fee">{formatRepaymentAmount(establishmentFee)}</dd>
          </>
        ) : null}
        <dt>Comparison rate*</dt>
        <dd>{comparisonRate}</dd>
      </dl>
    </div>
  );
}
