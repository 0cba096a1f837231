import type { FinanceConfig } from '@/config';
import { comparisonRateText } from './disclaimer';
import { loanEstablishmentFee } from './fee-schedule';
import {
  GROUP_TERM_SLIDER,
  groupDepositSlider,
  groupInterestSlider,
  groupResidualSlider,
  purchasePriceBounds,
  purchasePriceMessage,
  type GroupSlider,
} from './group-block';
import { clampToRange } from './calculator-ranges';
import { offeredFrequencies, type RepaymentFrequency, type RepaymentRounding } from './repayment';

/** The /finance page's calculator (F-44..F-51): plain data for the browser. */
export type FinanceBlockSetup = {
  purchasePrice: GroupSlider;
  /** F-45: shown when a typed purchase price is outside the range. */
  purchasePriceMessage: string;
  term: GroupSlider;
  interest: GroupSlider & { disabled: boolean };
  deposit: GroupSlider;
  residual: GroupSlider;
  establishmentFee: number;
  rounding: RepaymentRounding;
  /** F-51: hidden (Weekly fixed) for one provider. */
  frequencies: readonly RepaymentFrequency[];
  comparisonRate: string;
};

/**
 * F-44..F-51 (X-7: the group block, not the vehicle page's calculator): the purchase price runs over the
 * block's range in the loan amount's step, starting at the default amount (F-10; there is no car, F-11); term
 * 1–7 years from 5; the block's interest range; deposit and residual 0–250000.
 */
export function financeBlockSetup(finance: FinanceConfig): FinanceBlockSetup {
  const bounds = purchasePriceBounds(finance);
  return {
    purchasePrice: {
      ...bounds,
      step: finance.loanAmount.step,
      defaultValue: clampToRange(finance.defaultAmount, bounds),
    },
    purchasePriceMessage: purchasePriceMessage(finance),
    term: GROUP_TERM_SLIDER,
    interest: { ...groupInterestSlider(finance), disabled: finance.interestSliderDisabled },
    deposit: groupDepositSlider(finance),
    residual: groupResidualSlider(finance),
    establishmentFee: loanEstablishmentFee(finance, null),
    rounding: finance.repaymentRounding,
    frequencies: offeredFrequencies(finance),
    comparisonRate: comparisonRateText(null, finance),
  };
}
