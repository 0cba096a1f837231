import { SectionFrame } from '@/components/vehicle/sections/section-frame';
import type { FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import { FinanceCalculatorIsland } from './finance-calculator-island';

/** B-49, D-27: the vehicle page's finance calculator section (#finance-calculator). */
export function FinanceCalculatorSection({ setup }: { setup: FinanceCalculatorSetup }) {
  return (
    <SectionFrame id="finance-calculator" title="Finance Calculator">
      <FinanceCalculatorIsland setup={setup} />
    </SectionFrame>
  );
}
