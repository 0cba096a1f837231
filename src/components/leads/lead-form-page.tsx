import type { ReactNode } from 'react';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import { Container } from '@/components/ui/container';
import { LeadForm } from './lead-form';

type LeadFormPageProps = {
  title: string;
  intro?: ReactNode;
  setup: LeadFormSetup;
  /** The section's id, for in-page links such as /service#service-booking. */
  id?: string;
  /** Headings sit under a page heading when the form is a section of a larger page. */
  headingLevel?: 1 | 2;
  submitLabel?: string;
};

/** A page (or page section) holding one lead form, titled by its heading; one column, phone first. */
export function LeadFormPage({ title, intro, setup, id, headingLevel = 1, submitLabel }: LeadFormPageProps) {
  const headingId = `${id ?? `lead-form-${setup.kind}`}-heading`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 py-10">
      <Container>
        <div className="mx-auto max-w-2xl space-y-6">
          <div className="space-y-2">
            <Heading id={headingId} className="text-3xl font-bold tracking-tight">
              {title}
            </Heading>
            {intro ? <div className="text-muted">{intro}</div> : null}
          </div>
          <LeadForm
            setup={setup}
            labelledBy={headingId}
            submitLabel={submitLabel}
            stepHeadingLevel={headingLevel === 1 ? 2 : 3}
          />
        </div>
      </Container>
    </section>
  );
}
