import {
  financeApplicationIntro,
  type FinanceApplicationPageDto,
} from '@/domain/lead-forms/finance-application-page';
import { LeadFormPage } from './lead-form-page';

type FinanceApplicationSectionProps = {
  id: string;
  title: string;
  page: FinanceApplicationPageDto;
  headingLevel?: 1 | 2;
};

/** The finance application (decision 028) under its heading, naming the car it is about (B-23). */
export function FinanceApplicationSection({ id, title, page, headingLevel }: FinanceApplicationSectionProps) {
  return (
    <LeadFormPage
      id={id}
      title={title}
      intro={<p>{financeApplicationIntro(page.car)}</p>}
      setup={page.setup}
      headingLevel={headingLevel}
      submitLabel="Submit Application"
    />
  );
}
