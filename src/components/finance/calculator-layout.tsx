import type { ReactNode, Ref } from 'react';
import type { BrandFeeSchedule } from '@/domain/finance/calculator-setup';
import type { Repayment, RepaymentFrequencyName } from '@/domain/finance/repayment';
import { FinanceNotes } from './finance-notes';
import { FinanceResult } from './finance-result';

type CalculatorLayoutProps = {
  rootRef?: Ref<HTMLDivElement>;
  testId?: string;
  /**
   * The calculator's fields, the frequency select last (F-14), given as they stand: the left column renders them
   * as its own children, so the ids React makes for them are those of fields written in place.
   */
  children: ReactNode;
  frequency: RepaymentFrequencyName;
  repayment: Repayment;
  establishmentFee: number;
  comparisonRate: string;
  feeSchedule: BrandFeeSchedule | null;
};

/**
 * The frame both finance calculators share: the fields on the left, the repayment (F-16, F-17) and the notes
 * under it (F-20, F-22) on the right.
 */
export function CalculatorLayout({ rootRef, testId, children, ...result }: CalculatorLayoutProps) {
  return (
    <div ref={rootRef} className="grid gap-6 md:grid-cols-[3fr_2fr]" data-testid={testId}>
      <div className="space-y-5">{children}</div>
      <div className="space-y-4">
        <FinanceResult
          repayment={result.repayment}
          establishmentFee={result.establishmentFee}
          frequency={result.frequency}
          comparisonRate={result.comparisonRate}
        />
        <FinanceNotes feeSchedule={result.feeSchedule} />
      </div>
    </div>
  );
}
