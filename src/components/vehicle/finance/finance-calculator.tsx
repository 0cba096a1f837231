'use client';

import { useId, useState } from 'react';
import { CalculatorField } from '@/components/vehicle/calculators/calculator-field';
import { termSliderValue, termYearsAt } from '@/domain/finance/calculator-ranges';
import type { FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import { formatRepaymentAmount, termText } from '@/domain/finance/repayment-text';
import { parseTypedAmount } from '@/domain/finance/typed-amount';
import { CalculatorLayout } from '@/components/finance/calculator-layout';
import { FrequencySelect } from '@/components/finance/frequency-select';
import { InterestSlider } from '@/components/finance/interest-slider';
import { SliderField } from '@/components/finance/slider-field';
import { useRepaymentCalculator } from '@/components/finance/use-repayment-calculator';
import { useFirstSliderFocus, useFirstUseReport } from './calculator-hooks';

/** A money box (deposit, balloon): a typed amount applies on blur, kept between 0 and the loan amount. */
function MoneyBox(props: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedAmount(draft);
    if (typed !== null) props.onChange(Math.min(props.max, Math.max(0, typed)));
  };
  return (
    <CalculatorField
      id={id}
      label={props.label}
      inputMode="decimal"
      value={draft ?? String(props.value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      className="min-w-0 flex-1"
    />
  );
}

/**
 * F-1..F-21: the vehicle page's repayment calculator. Every change recalculates at once (F-9); the first
 * slider change of the page view reports event 26 (F-8); the frequency select is fixed to Weekly where the
 * provider hides it (F-15).
 */
export function FinanceCalculator({
  setup,
  autoFocus,
}: {
  setup: FinanceCalculatorSetup;
  autoFocus: boolean;
}) {
  const { defaults } = setup;
  const rootRef = useFirstSliderFocus(autoFocus);
  const calculator = useRepaymentCalculator(
    {
      amount: defaults.amount,
      term: () => termSliderValue(setup.term, defaults.termYears),
      interest: defaults.interestRatePercent,
      deposit: defaults.deposit,
      residual: defaults.residual,
      frequency: defaults.frequency,
    },
    {
      establishmentFee: defaults.establishmentFee,
      rounding: setup.rounding,
      termYearsAt: (position) => termYearsAt(setup.term, position),
    },
  );
  const onSlider = useFirstUseReport(setup.carId);

  return (
    <CalculatorLayout
      rootRef={rootRef}
      frequency={calculator.frequency}
      repayment={calculator.repayment}
      establishmentFee={defaults.establishmentFee}
      comparisonRate={setup.comparisonRate}
      feeSchedule={setup.feeSchedule}
    >
      <SliderField
        label="Loan amount"
        value={calculator.amount}
        range={setup.amount}
        describe={formatRepaymentAmount}
        onChange={onSlider(calculator.setAmount)}
      />
      <SliderField
        label="Loan term (years)"
        value={calculator.term}
        range={setup.term}
        describe={(position) => termText(termYearsAt(setup.term, position))}
        toBox={(position) => termYearsAt(setup.term, position)}
        fromBox={(years) => termSliderValue(setup.term, years)}
        onChange={onSlider(calculator.setTerm)}
      />
      <InterestSlider
        value={calculator.interest}
        range={setup.interest}
        onChange={onSlider(calculator.setInterest)}
      />
      <div className="flex flex-wrap gap-4">
        <MoneyBox
          label="Deposit / trade-in ($)"
          value={calculator.deposit}
          max={calculator.amount}
          onChange={calculator.setDeposit}
        />
        <MoneyBox
          label="Balloon payment ($)"
          value={calculator.residual}
          max={calculator.amount}
          onChange={calculator.setResidual}
        />
      </div>
      <FrequencySelect
        frequencies={setup.frequencies}
        value={calculator.frequency}
        onChange={calculator.setFrequency}
      />
    </CalculatorLayout>
  );
}
