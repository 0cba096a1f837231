'use client';

import { useState } from 'react';
import {
  calculateRepayment,
  type RepaymentFrequencyName,
  type RepaymentRounding,
} from '@/domain/finance/repayment';

/** Where the calculator's inputs start. `term` is the term slider's position (a lazy start is read once). */
type CalculatorStart = {
  amount: number;
  term: number | (() => number);
  interest: number;
  deposit: number;
  residual: number;
  frequency: RepaymentFrequencyName;
};

type CalculatorLoan = {
  establishmentFee: number;
  rounding: RepaymentRounding;
  /** Reads the term slider's position as years (the vehicle page's slider runs over term options). */
  termYearsAt?: (term: number) => number;
};

/**
 * The inputs both finance calculators keep (the /finance block, F-44..F-51, and the vehicle page's, F-1..F-21)
 * and the repayment they give, recalculated on every change (F-9). There is no trade-in field: it counts 0.
 */
export function useRepaymentCalculator(start: CalculatorStart, loan: CalculatorLoan) {
  const [amount, setAmount] = useState(start.amount);
  const [term, setTerm] = useState(start.term);
  const [interest, setInterest] = useState(start.interest);
  const [deposit, setDeposit] = useState(start.deposit);
  const [residual, setResidual] = useState(start.residual);
  const [frequency, setFrequency] = useState<RepaymentFrequencyName>(start.frequency);
  const repayment = calculateRepayment(
    {
      amount,
      deposit,
      tradeIn: 0,
      establishmentFee: loan.establishmentFee,
      interestRatePercent: interest,
      termYears: loan.termYearsAt ? loan.termYearsAt(term) : term,
      residual,
      frequency,
    },
    loan.rounding,
  );
  return {
    amount,
    setAmount,
    term,
    setTerm,
    interest,
    setInterest,
    deposit,
    setDeposit,
    residual,
    setResidual,
    frequency,
    setFrequency,
    repayment,
  };
}
