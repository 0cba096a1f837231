'use client';

import { useEffect, useState } from 'react';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';

export type FormSetupState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; setup: LeadFormSetup };

/** A modal's form setup from GET /api/lead-forms/{kind}?car={id}: this site's rules and the car. */
export function useFormSetup(kind: LeadFormKind, carId: number): FormSetupState {
  const [state, setState] = useState<FormSetupState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/lead-forms/${kind}?car=${carId}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`lead form answered ${response.status}`);
        const body = (await response.json()) as { setup?: LeadFormSetup };
        if (!body.setup) throw new Error('lead form answer without a setup');
        setState({ status: 'ready', setup: body.setup });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`lead form: ${kind} for car ${carId} could not be loaded`, error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [kind, carId]);
  return state;
}
