'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import { validateLeadForm, validateLeadStep } from '@/domain/lead-forms/validate';
import { leadFormSteps, OFFER_ACCEPTED_FIELD, type LeadFormInitialValues } from '@/domain/leads';
import type { Captcha } from './use-captcha';
import { useFocusRequest } from './use-focus-request';
import { useLeadOutcome } from './use-lead-outcome';
import { useLeadSubmission } from './use-lead-submission';
import { useStepErrors } from './use-step-errors';

export type { LeadFormStatus } from './use-lead-outcome';
type Values = LeadFormInitialValues;

/** The form's state machine: idle → submitting → success (then /success) or error (H-4, H-5, H-21..H-26). */
export function useLeadForm(setup: LeadFormSetup, captcha: Captcha) {
  const steps = useMemo(() => leadFormSteps(setup.kind, setup.rules), [setup]);
  const fieldOrder = useMemo(() => steps.flatMap((step) => step.fields.map((field) => field.name)), [steps]);
  const [values, setValues] = useState<Values>(setup.initialValues);
  // Decision 053: this browser keeps the buyer's details only when they tick 'Remember my details'.
  const [remember, setRemember] = useState(false);
  const focus = useFocusRequest();
  const busy = useRef(false);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const send = useLeadSubmission(setup, captcha, fieldOrder);
  const { step, errors, formError, clearErrors, showErrors, moveTo } = useStepErrors(steps, focus.request);

  const setValue = useCallback((name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const outcome = useLeadOutcome(setup, {
    values,
    remember,
    busyRef: busy,
    setValue,
    showErrors,
    requestFocus: focus.request,
  });

  const submit = async (toSend: Values = values) => {
    // A second click while the first is on its way submits nothing (the button is disabled too).
    if (busy.current) return;
    const found = validateLeadForm(setup.kind, setup.rules, toSend);
    if (found.length > 0) return showErrors(found);
    busy.current = true;
    outcome.setStatus('submitting');
    clearErrors();
    outcome.handle(await send(toSend, honeypotRef.current?.value ?? ''), toSend);
  };

  /** H-40, M-4: the same car and answers sent again with offer_accepted (a new lead for the dealer). */
  const acceptOffer = () => {
    const accepted = { ...values, [OFFER_ACCEPTED_FIELD]: 'true' };
    setValues(accepted);
    void submit(accepted);
  };

  const next = () => {
    const found = validateLeadStep(setup.kind, setup.rules, step, values);
    if (found.length > 0) return showErrors(found);
    moveTo(step + 1);
  };

  return {
    steps,
    step,
    isLastStep: step === steps.length - 1,
    values,
    setValue,
    setValues,
    errors,
    formError,
    status: outcome.status,
    offeredSlots: outcome.offeredSlots,
    focus,
    honeypotRef,
    next,
    back: () => moveTo(Math.max(0, step - 1)),
    submit: () => submit(),
    valuation: outcome.valuation,
    acceptOffer,
    remember,
    setRemember,
  };
}

/** Everything the lead form's parts read from and do with the form. */
export type LeadFormState = ReturnType<typeof useLeadForm>;
