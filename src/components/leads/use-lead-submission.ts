'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { LeadOutcome, RetryMode } from '@/domain/lead-forms/outcome';
import { idempotencyKeyFrom, submissionFingerprint } from '@/domain/lead-forms/request';
import { leadLocationId, type LeadFormSetup } from '@/domain/lead-forms/setup';
import type { LeadFormInitialValues } from '@/domain/leads';
import { readUserData } from './lead-storage';
import { postLead } from './post-lead';
import type { Captcha } from './use-captcha';

function newKey(): string {
  return idempotencyKeyFrom(crypto.getRandomValues(new Uint8Array(16)));
}

/** The last attempt whose outcome is unknown: the server may hold it under the current key. */
type PendingAttempt = { fingerprint: string; captcha: string };

/**
 * Sends the form to POST /api/leads so that a lead is stored once (decision 6): the key is made when the
 * form opens; an unchanged retry after an unknown outcome repeats key and captcha exactly, so the server
 * answers with the first lead; a changed retry after it is a new submission with a new key.
 */
export function useLeadSubmission(setup: LeadFormSetup, captcha: Captcha, fieldOrder: readonly string[]) {
  const keyRef = useRef('');
  const openedAtRef = useRef(0);
  const pendingRef = useRef<PendingAttempt | null>(null);

  useEffect(() => {
    keyRef.current ||= newKey();
    openedAtRef.current ||= Date.now();
  }, []);

  const afterFailure = useCallback(
    (mode: RetryMode, attempt: PendingAttempt) => {
      if (mode === 'resend') {
        pendingRef.current = attempt;
        return;
      }
      if (mode === 'new-key') keyRef.current = newKey();
      captcha.renew();
      captcha.start();
    },
    [captcha],
  );

  return useCallback(
    async (values: LeadFormInitialValues, honeypot: string): Promise<LeadOutcome> => {
      const base = {
        form_type: setup.kind,
        car_id: setup.car?.id ?? null,
        location_id: leadLocationId(setup, values),
        fields: values,
      };
      const fingerprint = submissionFingerprint(base);
      const pending = pendingRef.current;
      if (pending && pending.fingerprint !== fingerprint) {
        keyRef.current = newKey();
        captcha.renew();
      }
      const captchaPayload =
        pending?.fingerprint === fingerprint ? pending.captcha : await captcha.getPayload();
      pendingRef.current = null;
      const outcome = await postLead(
        {
          ...base,
          offer_id: setup.offer?.id ?? null,
          idempotency_key: keyRef.current || (keyRef.current = newKey()),
          user_data: readUserData(setup.siteId),
          captcha: captchaPayload,
          homepage_url: honeypot,
          opened_at: openedAtRef.current || Date.now(),
        },
        fieldOrder,
      );
      if (outcome.kind !== 'success') {
        afterFailure(outcome.retry, { fingerprint, captcha: captchaPayload });
      } else {
        // A form that stays open after a stored lead (a trade-in's 'Accept offer') sends a new lead next:
        // a new key, and a fresh proof of work solved when that submit asks for it.
        keyRef.current = newKey();
        captcha.renew();
      }
      return outcome;
    },
    [setup, captcha, fieldOrder, afterFailure],
  );
}
