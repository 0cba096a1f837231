import type { FinanceApplicationPageDto } from '@/domain/lead-forms/finance-application-page';
import { FINANCE_FORM_ID } from '@/domain/lead-forms/finance-application-page';
import { Container } from '@/components/ui/container';
import { FinanceApplicationSection } from './finance-application-section';

type FinanceAndInsuranceProps = { siteName: string; page: FinanceApplicationPageDto };

/** B-29: the group's finance and insurance page: what the finance team does, then the application. */
export function FinanceAndInsurance({ siteName, page }: FinanceAndInsuranceProps) {
  return (
    <>
      <section aria-labelledby="finance-and-insurance-heading" className="pt-10">
        <Container>
          <div className="mx-auto max-w-2xl space-y-3">
            <h1 id="finance-and-insurance-heading" className="text-3xl font-bold tracking-tight">
              Finance and Insurance
            </h1>
            <p>
              The finance team at {siteName} can help you arrange a loan for a new, demo or used vehicle from
              any of our dealerships, and talk you through insurance for it before you drive away.
            </p>
            <p>
              <a href={`#${FINANCE_FORM_ID}`} className="font-semibold underline underline-offset-4">
                Apply for finance
              </a>{' '}
              below, and we will contact you to go through your options.
            </p>
          </div>
        </Container>
      </section>
      <FinanceApplicationSection
        id={FINANCE_FORM_ID}
        title="Apply for Finance"
        page={page}
        headingLevel={2}
      />
    </>
  );
}
