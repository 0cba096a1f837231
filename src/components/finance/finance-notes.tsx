import { COMPARISON_RATE_NOTE } from '@/domain/finance/comparison-rate';
import { formatRepaymentAmount } from '@/domain/finance/repayment-text';
import type { BrandFeeSchedule } from '@/domain/finance/calculator-setup';
import { DISCLAIMER_SECTION_ID } from '@/domain/vehicle/content/disclaimer';

/**
 * Under the calculator: the comparison-rate warning (F-22) pointing to the full disclaimer (D-105, F-29), and
 * the brand's fee schedule where it has one (F-20).
 */
export function FinanceNotes({ feeSchedule }: { feeSchedule: BrandFeeSchedule | null }) {
  return (
    <div className="space-y-3 text-sm text-muted">
      {feeSchedule ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="finance-fee-schedule">
          <dt>Establishment fee</dt>
          <dd>{formatRepaymentAmount(feeSchedule.establishment)}</dd>
          <dt>Security registration</dt>
          <dd>{formatRepaymentAmount(feeSchedule.securityRegistration)}</dd>
          <dt>Monthly account admin fee</dt>
          <dd>{formatRepaymentAmount(feeSchedule.monthlyAccountAdmin)}</dd>
          <dt>Dealer agency fee</dt>
          <dd>{formatRepaymentAmount(feeSchedule.dealerAgencyFee)}</dd>
        </dl>
      ) : null}
      <p>
        {COMPARISON_RATE_NOTE}{' '}
        <a href={`#${DISCLAIMER_SECTION_ID}`} className="font-semibold underline">
          Read the finance disclaimer
        </a>
      </p>
    </div>
  );
}
