'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { receiptPath } from '@/domain/lead-confirmation/paths';
import type { LeadOutcome } from '@/domain/lead-forms/outcome';
import { leadLocationId, type LeadFormSetup } from '@/domain/lead-forms/setup';
import { firstStepWithError, validateLeadForm, validateLeadStep } from '@/domain/lead-forms/validate';
import type { TradeInValuationAnswer } from '@/domain/trade-in/estimate';
import { QUOTE_ID_FIELD } from '@/domain/trade-in/quote';
import {
  FORM_SUBMIT_ERROR,
  isOfferAccepted,
  leadFormSteps,
  OFFER_ACCEPTED_FIELD,
  type FieldError,
  type LeadFormInitialValues,
} from '@/domain/leads';
import { saveValuationColumn } from '@/components/trade-in/save-valuation-column';
import { recordLeadSuccess } from './lead-success';
import type { OfferedSlots } from './slot-picker';
import type { Captcha } from './use-captcha';
import { useFocusRequest } from './use-focus-request';
import { useLeadSubmission } from './use-lead-submission';

/** 'valued': a trade-in valuation was stored and its estimate is shown (issue 15); the buyer may accept it. */
export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'valued' | 'error';
type Values = LeadFormInitialValues;

/** The form's state machine: idle → submitting → success (then /success) or error (H-4, H-5, H-21..H-26). */
export function useLeadForm(setup: LeadFormSetup, captcha: Captcha) {
  const router = useRouter();
  const steps = useMemo(() => leadFormSteps(setup.kind, setup.rules), [setup]);
  const fieldOrder = useMemo(() => steps.flatMap((step) => step.fields.map((field) => field.name)), [steps]);
  const [values, setValues] = useState<Values>(setup.initialValues);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [offeredSlots, setOfferedSlots] = useState<OfferedSlots | null>(null);
  const [valuation, setValuation] = useState<TradeInValuationAnswer | null>(null);
  // Issue 17: this browser keeps the buyer's details only when they tick 'Remember my details'.
  const [remember, setRemember] = useState(false);
  const focus = useFocusRequest();
  const busy = useRef(false);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const send = useLeadSubmission(setup, captcha, fieldOrder);

  const setValue = useCallback((name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const showErrors = (found: FieldError[], alert: string | null = null) => {
    setErrors(found);
    setFormError(alert);
    setStep((current) => firstStepWithError(steps, found, current));
    focus.request(found.length > 0 ? 'summary' : 'alert');
  };

  const moveTo = (next: number) => {
    setErrors([]);
    setFormError(null);
    setStep(next);
    focus.request('step');
  };

  const handleOutcome = (outcome: LeadOutcome, sent: Values) => {
    if (outcome.kind === 'success' && outcome.valuation && setup.valuationColumn) {
      // H-41: each stored valuation (the estimate, then an acceptance's) goes to the dealer's column too.
      const post = {
        lead_id: outcome.leadId,
        column_name: setup.valuationColumn,
        valuation: outcome.valuation,
      };
      void saveValuationColumn(post);
    }
    if (outcome.kind === 'success' && outcome.valuation && !isOfferAccepted(sent)) {
      // The lead is stored; the estimate shows in place of the form, which may send an acceptance next.
      busy.current = false;
      setStatus('valued');
      setValuation(outcome.valuation);
      // The stored lead is the offer's quote: 'Accept offer' names it (decision 073).
      setValue(QUOTE_ID_FIELD, outcome.leadId);
      recordLeadSuccess(setup, sent, { remember });
      focus.request('result');
      return;
    }
    if (outcome.kind === 'success' && outcome.next) {
      // A reservation goes on to its payment page or its own page, not to the thank-you page.
      setStatus('success');
      recordLeadSuccess(setup, sent, { remember });
      window.location.assign(outcome.next);
      return;
    }
    if (outcome.kind === 'success') {
      setStatus('success');
      recordLeadSuccess(setup, sent, { remember });
      router.push(receiptPath(outcome.receipt));
      return;
    }
    busy.current = false;
    setStatus('error');
    if (outcome.kind === 'invalid') return showErrors(outcome.fieldErrors, outcome.formError);
    if (outcome.kind === 'slot-taken') {
      setOfferedSlots({ locationId: leadLocationId(setup, values), slots: outcome.slots });
      setValue('dateTime', '');
      return showErrors([{ field: 'dateTime', message: outcome.message }]);
    }
    // H-24: a request without an answer is also a browser alert; the typed values stay for a retry.
    if (outcome.message === FORM_SUBMIT_ERROR) window.alert(FORM_SUBMIT_ERROR);
    showErrors([], outcome.message);
  };

  const submit = async (toSend: Values = values) => {
    // A second click while the first is on its way submits nothing (the button is disabled too).
    if (busy.current) return;
    const found = validateLeadForm(setup.kind, setup.rules, toSend);
    if (found.length > 0) return showErrors(found);
    busy.current = true;
    setStatus('submitting');
    setErrors([]);
    setFormError(null);
    handleOutcome(await send(toSend, honeypotRef.current?.value ?? ''), toSend);
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
    status,
    offeredSlots,
    focus,
    honeypotRef,
    next,
    back: () => moveTo(Math.max(0, step - 1)),
    submit: () => submit(),
    valuation,
    acceptOffer,
    remember,
    setRemember,
  };
}
