'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { CalculatorField } from '@/components/vehicle/calculators/calculator-field';
import { AnalyticsEvent } from '@/domain/analytics/events';
import { termSliderValue, termYearsAt } from '@/domain/finance/calculator-ranges';
import type { FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import { calculateRepayment, type RepaymentFrequencyName } from '@/domain/finance/repayment';
import { formatRepaymentAmount, termText } from '@/domain/finance/repayment-text';
import { parseTypedAmount } from '@/domain/finance/typed-amount';
import { FinanceNotes } from '@/components/finance/finance-notes';
import { FrequencySelect } from '@/components/finance/frequency-select';
import { FinanceResult } from '@/components/finance/finance-result';
import { SliderField } from '@/components/finance/slider-field';

const percentText = (rate: number) => `${rate}% p.a.`;

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
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, [autoFocus]);
  const [amount, setAmount] = useState(defaults.amount);
  const [termPosition, setTermPosition] = useState(() => termSliderValue(setup.term, defaults.termYears));
  const [interest, setInterest] = useState(defaults.interestRatePercent);
  const [deposit, setDeposit] = useState(defaults.deposit);
  const [residual, setResidual] = useState(defaults.residual);
  const [frequency, setFrequency] = useState<RepaymentFrequencyName>(defaults.frequency);
  const reported = useRef(false);

  const onSlider = (set: (value: number) => void) => (value: number) => {
    if (!reported.current) {
      reported.current = true;
      reportEvent(AnalyticsEvent.financeCalculatorFirstUse, { carId: setup.carId });
    }
    set(value);
  };
  const termYears = termYearsAt(setup.term, termPosition);
  const repayment = calculateRepayment(
    {
      amount,
      deposit,
      tradeIn: 0,
      establishmentFee: defaults.establishmentFee,
      interestRatePercent: interest,
      termYears,
      residual,
      frequency,
    },
    setup.rounding,
  );

  return (
    <div ref={rootRef} className="grid gap-6 md:grid-cols-[3fr_2fr]">
      <div className="space-y-5">
        <SliderField
          label="Loan amount"
          value={amount}
          range={setup.amount}
          describe={formatRepaymentAmount}
          onChange={onSlider(setAmount)}
        />
        <SliderField
          label="Loan term (years)"
          value={termPosition}
          range={setup.term}
          describe={(position) => termText(termYearsAt(setup.term, position))}
          toBox={(position) => termYearsAt(setup.term, position)}
          fromBox={(years) => termSliderValue(setup.term, years)}
          onChange={onSlider(setTermPosition)}
        />
        <SliderField
          label="Interest rate (% p.a.)"
          value={interest}
          range={setup.interest}
          disabled={setup.interest.disabled}
          describe={percentText}
          onChange={onSlider(setInterest)}
        />
        <div className="flex flex-wrap gap-4">
          <MoneyBox label="Deposit / trade-in ($)" value={deposit} max={amount} onChange={setDeposit} />
          <MoneyBox label="Balloon payment ($)" value={residual} max={amount} onChange={setResidual} />
        </div>
        <FrequencySelect frequencies={setup.frequencies} value={frequency} onChange={setFrequency} />
      </div>
      <div className="space-y-4">
        <FinanceResult
          repayment={repayment}
          establishmentFee={defaults.establishmentFee}
          frequency={frequency}
          comparisonRate={setup.comparisonRate}
        />
        <FinanceNotes feeSchedule={setup.feeSchedule} />
      </div>
    </div>
  );
}
