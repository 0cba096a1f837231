'use client';

import { canRememberDetails } from '@/domain/lead-forms/remembered';
import { leadLocationId, type LeadFormSetup } from '@/domain/lead-forms/setup';
import type { CarFieldHelp } from '@/components/trade-in/use-car-entry';
import { RememberDetailsBox } from './remember-details-box';
import { RememberedNotice } from './remembered-notice';
import { StepFields } from './step-fields';
import type { LeadFormState } from './use-lead-form';
import type { useRememberedDetails } from './use-remembered-details';

/**
 * The step being filled in: its heading when the form has several, the required-fields note, the current
 * step's fields, and by the contact fields the offer to remember them (decision 053).
 */
export function LeadStepContent({
  form,
  setup,
  idPrefix,
  stepHeadingLevel,
  remembered,
  carHelp,
}: {
  form: LeadFormState;
  setup: LeadFormSetup;
  idPrefix: string;
  stepHeadingLevel: 2 | 3;
  remembered: ReturnType<typeof useRememberedDetails>;
  carHelp: CarFieldHelp | null;
}) {
  const current = form.steps[form.step]!;
  const multiStep = form.steps.length > 1;
  const StepHeading = stepHeadingLevel === 2 ? 'h2' : 'h3';
  const stepHeadingId = `${idPrefix}-step`;
  const errorByField = Object.fromEntries(form.errors.map((error) => [error.field, error.message]));
  const showsContact = current.fields.some((field) => field.name === 'email');
  const rememberable =
    showsContact && canRememberDetails(form.steps.flatMap((step) => step.fields.map((field) => field.name)));
  return (
    <>
      {multiStep ? (
        <StepHeading
          id={stepHeadingId}
          ref={form.focus.register('step')}
          tabIndex={-1}
          className="text-lg font-bold"
        >
          Step {form.step + 1} of {form.steps.length}: {current.title}
        </StepHeading>
      ) : null}
      <p className="text-sm text-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {showsContact && remembered.details ? <RememberedNotice onForget={remembered.forget} /> : null}
      <StepFields
        idPrefix={idPrefix}
        fields={current.fields}
        values={form.values}
        errors={errorByField}
        termsText={setup.rules.termsText}
        slotLocationId={leadLocationId(setup, form.values)}
        offeredSlots={form.offeredSlots}
        onChange={form.setValue}
        carHelp={carHelp}
      />
      {rememberable ? (
        <RememberDetailsBox id={`${idPrefix}-remember`} checked={form.remember} onChange={form.setRemember} />
      ) : null}
    </>
  );
}
