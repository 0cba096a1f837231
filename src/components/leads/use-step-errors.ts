'use client';

import { useState } from 'react';
import { firstStepWithError } from '@/domain/lead-forms/validate';
import type { FieldError, LeadFormStep } from '@/domain/leads';
import type { FocusTarget } from './use-focus-request';

/** The step shown and the problems shown: errors take the buyer to the first step that has one (H-4, H-21). */
export function useStepErrors(steps: readonly LeadFormStep[], requestFocus: (target: FocusTarget) => void) {
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const clearErrors = () => {
    setErrors([]);
    setFormError(null);
  };

  const showErrors = (found: FieldError[], alert: string | null = null) => {
    setErrors(found);
    setFormError(alert);
    setStep((current) => firstStepWithError(steps, found, current));
    requestFocus(found.length > 0 ? 'summary' : 'alert');
  };

  const moveTo = (next: number) => {
    clearErrors();
    setStep(next);
    requestFocus('step');
  };

  return { step, errors, formError, clearErrors, showErrors, moveTo };
}
