import { budgetFinderHeading, type BudgetFinderSetup } from '@/domain/budget-finder/budget-finder';
import { BudgetFinder } from './budget-finder';

/** The budget finder under its heading, at #budget-finder (the /finance page and the home page). */
export function BudgetFinderSection({
  setup,
  className = '',
}: {
  setup: BudgetFinderSetup;
  className?: string;
}) {
  return (
    <section
      id="budget-finder"
      aria-labelledby="budget-finder-heading"
      className={`scroll-mt-24 space-y-4 ${className}`}
    >
      <h2 id="budget-finder-heading" className="text-2xl font-bold tracking-tight">
        {budgetFinderHeading(setup.vehicleNoun)}
      </h2>
      <BudgetFinder setup={setup} />
    </section>
  );
}
