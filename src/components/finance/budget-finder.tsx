'use client';

import Link from 'next/link';
import { useState } from 'react';
import { buttonLinkClass } from '@/components/ui/button-link';
import { CARD_CLASS } from '@/components/ui/calculator-styles';
import {
  estimateBudget,
  noneForBudgetMessage,
  noneFoundButtonText,
  viewInRangeText,
} from '@/domain/budget-finder/budget';
import {
  BUDGET_START_FREQUENCY,
  budgetDisclaimer,
  ESTIMATED_BUDGET_LABEL,
  preferredTypesLabel,
  type BudgetFinderSetup,
} from '@/domain/budget-finder/budget-finder';
import { switchBudgetFrequency } from '@/domain/budget-finder/budget-input';
import { budgetSearchHref, isBudgetOutOfPool } from '@/domain/budget-finder/budget-search';
import { formatMoney } from '@/domain/format/money';
import { BudgetBodyToggles } from './budget-body-toggles';
import { BudgetFrequencyChoice } from './budget-frequency';
import { BudgetMoneyInput } from './budget-money-input';
import { useBudgetPool } from './use-budget-pool';

/**
 * F-52..F-66: the budget finder. Repayment (monthly or weekly) and deposit give the budget (F-54) live; the
 * button opens search up to it, highest price first (F-53), or reads '0 Cars Found' when the budget is below
 * the cheapest matching car (F-57). The server renders the defaults and a working link, so without a script
 * the section still leads to search.
 */
export function BudgetFinder({ setup }: { setup: BudgetFinderSetup }) {
  const [inputs, setInputs] = useState({
    repayment: setup.repaymentDefaults[BUDGET_START_FREQUENCY],
    deposit: setup.deposit,
    frequency: BUDGET_START_FREQUENCY,
  });
  const [bodies, setBodies] = useState<string[]>([]);
  const { pool, status } = useBudgetPool(setup.link, bodies, setup.pool);
  const budget = estimateBudget(inputs.repayment, inputs.frequency, inputs.deposit, setup.termYears);
  const isOut = isBudgetOutOfPool(budget, pool);
  const noun = setup.vehicleNoun;
  const toggleBody = (body: string) =>
    setBodies((current) => (current.includes(body) ? current.filter((b) => b !== body) : [...current, body]));

  return (
    <div className={`${CARD_CLASS} grid gap-6 md:grid-cols-2`} data-testid="budget-finder">
      <div className="space-y-5">
        <BudgetBodyToggles
          label={preferredTypesLabel(noun)}
          bodies={setup.bodies}
          selected={bodies}
          onToggle={toggleBody}
        />
        <BudgetFrequencyChoice
          value={inputs.frequency}
          onChange={(frequency) =>
            setInputs((current) => switchBudgetFrequency(current, frequency, setup.repaymentDefaults))
          }
        />
        <BudgetMoneyInput
          label="Repayment"
          value={inputs.repayment}
          onChange={(repayment) => setInputs((current) => ({ ...current, repayment }))}
        />
        <BudgetMoneyInput
          label="Deposit"
          value={inputs.deposit}
          quickPicks={setup.quickPicks}
          onChange={(deposit) => setInputs((current) => ({ ...current, deposit }))}
        />
      </div>
      <div className="space-y-4 self-start rounded-md bg-foreground/5 p-4">
        <p aria-live="polite" className="text-lg" data-testid="budget-estimate">
          {ESTIMATED_BUDGET_LABEL} <strong className="text-2xl">{formatMoney(budget)}</strong>
        </p>
        {isOut ? (
          <button type="button" disabled className={buttonLinkClass('primary', 'w-full opacity-60')}>
            {noneFoundButtonText(noun)}
          </button>
        ) : (
          <Link
            href={budgetSearchHref(budget, bodies, setup.link)}
            prefetch={false}
            className={buttonLinkClass('primary', 'w-full')}
          >
            {viewInRangeText(noun)}
          </Link>
        )}
        <p role="status" className="text-sm font-semibold">
          {isOut
            ? noneForBudgetMessage(noun)
            : status === 'loading'
              ? `Checking our ${noun.toLowerCase()}s…`
              : ''}
        </p>
        <p className="text-xs">{budgetDisclaimer(setup.termYears)}</p>
      </div>
    </div>
  );
}
