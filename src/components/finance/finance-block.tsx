'use client';

import { useState } from 'react';
import type { FinanceBlockSetup } from '@/domain/finance/finance-block';
import { purchasePriceRefusal } from '@/domain/finance/group-block';
import { calculateRepayment, type RepaymentFrequencyName } from '@/domain/finance/repayment';
import { formatRepaymentAmount, termText } from '@/domain/finance/repayment-text';
import { FinanceNotes } from './finance-notes';
import { FinanceResult } from './finance-result';
import { FrequencySelect } from './frequency-select';
import { SliderField } from './slider-field';

const percentText = (rate: number) => `${rate}% p.a.`;

/**
 * F-44..F-51: the finance page's calculator (X-7: the group block). Purchase price, term, interest, deposit or
 * trade-in and residual, each a slider with its box; a typed price outside the range says so (F-45, F-46) and
 * is moved inside (F-50). The repayment follows every change.
 */
export function FinanceBlock({ setup }: { setup: FinanceBlockSetup }) {
  const [price, setPrice] = useState(setup.purchasePrice.defaultValue);
  const [termYears, setTermYears] = useState(setup.term.defaultValue);
  const [interest, setInterest] = useState(setup.interest.defaultValue);
  const [deposit, setDeposit] = useState(setup.deposit.defaultValue);
  const [residual, setResidual] = useState(setup.residual.defaultValue);
  const [frequency, setFrequency] = useState<RepaymentFrequencyName>('week');
  const repayment = calculateRepayment(
    {
      amount: price,
      deposit,
      tradeIn: 0,
      establishmentFee: setup.establishmentFee,
      interestRatePercent: interest,
      termYears,
      residual,
      frequency,
    },
    setup.rounding,
  );
  return (
    <div className="grid gap-6 md:grid-cols-[3fr_2fr]" data-testid="finance-block">
      <div className="space-y-5">
        <SliderField
          label="Purchase price"
          value={price}
          range={setup.purchasePrice}
          describe={formatRepaymentAmount}
          outOfRangeMessage={setup.purchasePriceMessage}
          refusal={purchasePriceRefusal}
          onChange={setPrice}
        />
        <SliderField
          label="Loan term (years)"
          value={termYears}
          range={setup.term}
          describe={termText}
          onChange={setTermYears}
        />
        <SliderField
          label="Interest rate (% p.a.)"
          value={interest}
          range={setup.interest}
          disabled={setup.interest.disabled}
          describe={percentText}
          onChange={setInterest}
        />
        <SliderField
          label="Deposit / trade-in"
          value={deposit}
          range={setup.deposit}
          describe={formatRepaymentAmount}
          onChange={setDeposit}
        />
        <SliderField
          label="Residual (balloon)"
          value={residual}
          range={setup.residual}
          describe={formatRepaymentAmount}
          onChange={setResidual}
        />
        <FrequencySelect frequencies={setup.frequencies} value={frequency} onChange={setFrequency} />
      </div>
      <div className="space-y-4">
        <FinanceResult
          repayment={repayment}
          establishmentFee={setup.establishmentFee}
          frequency={frequency}
          comparisonRate={setup.comparisonRate}
        />
        <FinanceNotes feeSchedule={null} />
      </div>
    </div>
  );
}
