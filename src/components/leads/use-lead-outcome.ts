'use client';

import { useState, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { receiptPath } from '@/domain/lead-confirmation/paths';
import type { LeadOutcome } from '@/domain/lead-forms/outcome';
import { leadLocationId, type LeadFormSetup } from '@/domain/lead-forms/setup';
import type { TradeInValuationAnswer } from '@/domain/trade-in/estimate';
import { QUOTE_ID_FIELD } from '@/domain/trade-in/quote';
import {
  FORM_SUBMIT_ERROR,
  isOfferAccepted,
  type FieldError,
  type LeadFormInitialValues,
} from '@/domain/leads';
import { saveValuationColumn } from '@/components/trade-in/save-valuation-column';
import { recordLeadSuccess } from './lead-success';
import type { OfferedSlots } from './slot-picker';
import type { FocusTarget } from './use-focus-request';

/** 'valued': a stored trade-in valuation shows its estimate (decision 044); the buyer may accept it. */
export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'valued' | 'error';
type Values = LeadFormInitialValues;
type Success = Extract<LeadOutcome, { kind: 'success' }>;
type Failure = Exclude<LeadOutcome, { kind: 'success' }>;

type OutcomeContext = {
  /** The values of the render that submitted: a taken slot's location is read from them. */
  values: Values;
  remember: boolean;
  /** Set while a submission is on its way; an answer that leaves the form usable clears it. */
  busyRef: RefObject<boolean>;
  setValue: (name: string, value: string | boolean) => void;
  showErrors: (found: FieldError[], alert?: string | null) => void;
  requestFocus: (target: FocusTarget) => void;
};

/** The submit states (H-5) and what each answer of the server leads to (H-21..H-26, H-40, H-41). */
export function useLeadOutcome(setup: LeadFormSetup, context: OutcomeContext) {
  const { values, remember, busyRef, setValue, showErrors, requestFocus } = context;
  const router = useRouter();
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [offeredSlots, setOfferedSlots] = useState<OfferedSlots | null>(null);
  const [valuation, setValuation] = useState<TradeInValuationAnswer | null>(null);

  const succeed = (outcome: Success, sent: Values) => {
    if (outcome.valuation && setup.valuationColumn) {
      // H-41: each stored valuation (the estimate, then an acceptance's) goes to the dealer's column too.
      const post = {
        lead_id: outcome.leadId,
        column_name: setup.valuationColumn,
        valuation: outcome.valuation,
      };
      void saveValuationColumn(post);
    }
    if (outcome.valuation && !isOfferAccepted(sent)) {
      // The lead is stored; the estimate shows in place of the form, which may send an acceptance next.
      busyRef.current = false;
      setStatus('valued');
      setValuation(outcome.valuation);
      // The stored lead is the offer's quote: 'Accept offer' names it (decision 073).
      setValue(QUOTE_ID_FIELD, outcome.leadId);
      recordLeadSuccess(setup, sent, { remember });
      requestFocus('result');
      return;
    }
    setStatus('success');
    recordLeadSuccess(setup, sent, { remember });
    // A reservation goes on to its payment page or its own page, not to the thank-you page.
    if (outcome.next) window.location.assign(outcome.next);
    else router.push(receiptPath(outcome.receipt));
  };

  const fail = (outcome: Failure) => {
    busyRef.current = false;
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

  const handle = (outcome: LeadOutcome, sent: Values) =>
    outcome.kind === 'success' ? succeed(outcome, sent) : fail(outcome);

  return { status, setStatus, offeredSlots, valuation, handle };
}
