import { LeadFormPage } from '@/components/leads/lead-form-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { FINANCE_APPLICATION_HREF } from '@/domain/cards/action-links';
import { lendersText } from '@/domain/finance/lender-names';
import { DISCLAIMER_SECTION_ID } from '@/domain/vehicle/content/disclaimer';
import type { FinancePageView } from '@/domain/finance-page/finance-page-view';
import { BudgetFinderSection } from './budget-finder-section';
import { FinanceBlock } from './finance-block';

/** The three reasons the page gives to arrange finance at the dealership. */
function reasonsFor(vehicleNoun: string, lenders: string[]): { title: string; text: string }[] {
  return [
    {
      title: 'One place, one visit',
      text: `Choose your ${vehicleNoun} and arrange the loan with the same team, often on the same day.`,
    },
    {
      title: 'Lenders we know',
      text: lendersText(lenders),
    },
    {
      title: 'Clear figures',
      text: 'Repayments, fees and the comparison rate are set out before you sign anything.',
    },
  ];
}

/** /finance: heading, calculator, budget finder (#budget-finder), reasons, the finance enquiry (#finance-form) and the disclaimer. */
export function FinancePage({ view }: { view: FinancePageView }) {
  return (
    <>
      <Container className="space-y-10 py-10">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">{view.title}</h1>
          <p className="max-w-3xl">
            Work out what your next {view.vehicleNoun} could cost each week, fortnight or month, then ask our
            finance team for a quote.
          </p>
          <ButtonLink href={FINANCE_APPLICATION_HREF}>Apply for finance</ButtonLink>
        </header>
        <section aria-labelledby="finance-calculator-heading" className="space-y-4">
          <h2 id="finance-calculator-heading" className="text-2xl font-bold tracking-tight">
            Repayment calculator
          </h2>
          <FinanceBlock setup={view.calculator} />
        </section>
        <BudgetFinderSection setup={view.budgetFinder} />
        <section aria-labelledby="why-finance-heading" className="space-y-4">
          <h2 id="why-finance-heading" className="text-2xl font-bold tracking-tight">
            Why arrange finance with us
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {reasonsFor(view.vehicleNoun, view.lenders).map((reason) => (
              <li key={reason.title} className="rounded-lg border border-foreground/15 p-4">
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-1 text-sm">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <LeadFormPage id="finance-form" title="Finance Enquiry" setup={view.form} headingLevel={2} />
      <Container className="pb-10">
        <section
          id={DISCLAIMER_SECTION_ID}
          aria-labelledby="finance-disclaimer-heading"
          className="scroll-mt-24"
        >
          <h2 id="finance-disclaimer-heading" className="text-lg font-semibold">
            Disclaimer
          </h2>
          <p className="mt-2 text-sm">{view.disclaimer}</p>
        </section>
      </Container>
    </>
  );
}
