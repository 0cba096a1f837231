'use client';

import { useCallback, useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { clearPrefilledValues, parseRememberedDetails, prefillValues } from '@/domain/lead-forms/remembered';
import type { LeadFormInitialValues } from '@/domain/leads';
import { siteStorageKey } from '@/domain/storage/site-storage';
import { removeStoredValue, useStoredValue } from '@/components/ui/use-stored-value';

/**
 * Decision 3 / H-17: details this browser kept from an earlier lead fill the form's empty contact fields
 * once, after hydration; 'Forget my details' deletes them and empties what they filled.
 */
export function useRememberedDetails(
  siteId: number,
  setValues: Dispatch<SetStateAction<LeadFormInitialValues>>,
) {
  const key = siteStorageKey(siteId, 'user-details');
  const [raw] = useStoredValue(key);
  const details = useMemo(() => parseRememberedDetails(raw), [raw]);
  const prefilled = useRef(false);

  useEffect(() => {
    if (!details || prefilled.current) return;
    prefilled.current = true;
    setValues((values) => prefillValues(values, details));
  }, [details, setValues]);

  const forget = useCallback(() => {
    if (details) setValues((values) => clearPrefilledValues(values, details));
    removeStoredValue(key);
  }, [details, key, setValues]);

  return { details, forget };
}
