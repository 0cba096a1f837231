'use client';

import { useEffect, useState } from 'react';
import { formSetupQuery, type LeadFormSetup, type LeadFormSubject } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';

export type FormSetupState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; setup: LeadFormSetup };

/**
 * A modal's form setup from GET /api/lead-forms/{kind}?car={id} (or ?offer={id}): this site's rules and the
 * car or offer.
 */
export function useFormSetup(kind: LeadFormKind, subject: LeadFormSubject): FormSetupState {
  const [state, setState] = useState<FormSetupState>({ status: 'loading' });
  // The query, not the object, decides when to load again: a parent may pass a new object each render.
  const query = formSetupQuery(subject);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/lead-forms/${kind}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`lead form answered ${response.status}`);
        const body = (await response.json()) as { setup?: LeadFormSetup };
        if (!body.setup) throw new Error('lead form answer without a setup');
        setState({ status: 'ready', setup: body.setup });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`lead form: ${kind} for ${query} could not be loaded`, error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [kind, query]);
  return state;
}
