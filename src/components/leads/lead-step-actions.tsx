'use client';

import { CollectionNotice } from './collection-notice';
import { FormActions } from './form-actions';
import type { LeadFormState } from './use-lead-form';

/** Below the step: Back, Next or submit, and what the form collects and why (decision 015). */
export function LeadStepActions({
  form,
  submitLabel,
  privacyPolicyHref,
}: {
  form: LeadFormState;
  submitLabel: string;
  privacyPolicyHref: string | null;
}) {
  return (
    <>
      <FormActions
        isFirstStep={form.step === 0}
        isLastStep={form.isLastStep}
        submitting={form.status === 'submitting' || form.status === 'success'}
        submitLabel={submitLabel}
        onBack={form.back}
        onNext={form.next}
      />
      <CollectionNotice privacyPolicyHref={privacyPolicyHref} />
    </>
  );
}
