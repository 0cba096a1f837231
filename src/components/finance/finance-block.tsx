'use client';

import type { FinanceBlockSetup } from '@/domain/finance/finance-block';
import { purchasePriceRefusal } from '@/domain/finance/group-block';
import { formatRepaymentAmount, termText } from '@/domain/finance/repayment-text';
import { CalculatorLayout } from './calculator-layout';
import { FrequencySelect } from './frequency-select';
import { InterestSlider } from './interest-slider';
import { SliderField } from './slider-field';
import { useRepaymentCalculator } from './use-repayment-calculator';

/**
 * F-44..F-51: the finance page's calculator (X-7: the group block). Purchase price, term, interest, deposit or
 * trade-in and residual, each a slider with its box; a typed price outside the range says so (F-45, F-46) and
 * is moved inside (F-50). The repayment follows every change.
 */
export function FinanceBlock({ setup }: { setup: FinanceBlockSetup }) {
  const calculator = useRepaymentCalculator(
    {
      amount: setup.purchasePrice.defaultValue,
      term: setup.term.defaultValue,
      interest: setup.interest.defaultValue,
      deposit: setup.deposit.defaultValue,
      residual: setup.residual.defaultValue,
      frequency: 'week',
    },
    setup,
  );
  return (
    <CalculatorLayout
      testId="finance-block"
      frequency={calculator.frequency}
      repayment={calculator.repayment}
      establishmentFee={setup.establishmentFee}
      comparisonRate={setup.comparisonRate}
      feeSchedule={null}
    >
      <SliderField
        label="Purchase price"
        value={calculator.amount}
        range={setup.purchasePrice}
        describe={formatRepaymentAmount}
        outOfRangeMessage={setup.purchasePriceMessage}
        refusal={purchasePriceRefusal}
        onChange={calculator.setAmount}
      />
      <SliderField
        label="Loan term (years)"
        value={calculator.term}
        range={setup.term}
        describe={termText}
        onChange={calculator.setTerm}
      />
      <InterestSlider value={calculator.interest} range={setup.interest} onChange={calculator.setInterest} />
      <SliderField
        label="Deposit / trade-in"
        value={calculator.deposit}
        range={setup.deposit}
        describe={formatRepaymentAmount}
        onChange={calculator.setDeposit}
      />
      <SliderField
        label="Residual (balloon)"
        value={calculator.residual}
        range={setup.residual}
        describe={formatRepaymentAmount}
        onChange={calculator.setResidual}
      />
      <FrequencySelect
        frequencies={setup.frequencies}
        value={calculator.frequency}
        onChange={calculator.setFrequency}
      />
    </CalculatorLayout>
  );
}
