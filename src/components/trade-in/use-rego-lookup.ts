'use client';

import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { LeadFormInitialValues } from '@/domain/leads';
import {
  checkRegoLookupQuery,
  REGO_LOOKUP_LOOKING_MESSAGE,
  regoFoundMessage,
  regoLookupValues,
} from '@/domain/trade-in/rego-lookup';
import { fetchRegoLookup } from './fetch-rego-lookup';

type Values = LeadFormInitialValues;

/** The 'Look up' button's state: whether a lookup is on its way, and what the buyer was last told. */
export type RegoLookupControl = { isLooking: boolean; message: string; lookUp: () => void };

/**
 * The rego lookup of the valuation form (decision 044): the plate and state as typed, checked by the rules
 * the server checks them by; a found car fills Year, Make, Model and Badge (still editable), anything else
 * leaves them to the buyer with a message. A newer lookup replaces one still on its way.
 */
export function useRegoLookup(
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
): RegoLookupControl {
  const [isLooking, setIsLooking] = useState(false);
  const [message, setMessage] = useState('');
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const { Rego: rego, rego_state: state } = values;

  const lookUp = useCallback(() => {
    const checked = checkRegoLookupQuery({ rego, state });
    if (!checked.ok) return setMessage(checked.message);
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setIsLooking(true);
    setMessage(REGO_LOOKUP_LOOKING_MESSAGE);
    fetchRegoLookup(checked.query, controller.signal)
      .then((outcome) => {
        if (outcome.kind === 'found') {
          setValues((previous) => ({ ...previous, ...regoLookupValues(outcome.car) }));
          setMessage(regoFoundMessage(outcome.car));
        } else setMessage(outcome.message);
        setIsLooking(false);
      })
      // Aborted by a newer lookup (or the form going away), which owns the state now.
      .catch(() => {});
  }, [rego, state, setValues]);

  return { isLooking, message, lookUp };
}
